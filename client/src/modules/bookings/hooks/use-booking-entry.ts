import { useMemo, useRef, useState } from 'react';
import type { BookingFieldsFragment } from '../../../gql/graphql';
import { toast } from '../../../ui/toast';
import { roomLabel } from '../grid/cell-values';
import { blankEntryRow, entryRowFromBooking, withDerived, withRates, type EntryRates, type EntryRow } from '../grid/entry-row';
import type { EntryGridHandle } from '../components/entry-grid';
import type { BookingRoom, BookingSetup } from './use-booking-setup';
import { readEntryDraft, useEntryDraft } from './use-entry-draft';
import { useStableCallback } from './use-stable-callback';

const EDIT_MODE_TOAST_MS = 4000;

/** The booking the entry rows edit: its id and the version it was opened at (null for a new booking). */
export interface EditedBooking {
  id: number | null;
  /** An update based on this version is refused once someone else has changed the booking. */
  version: number | null;
}

export interface BookingEntryOptions {
  /** The signed-in hotel: its half-typed booking is kept in this browser under its id. */
  hotelId: number | undefined;
  setup: Pick<BookingSetup, 'loading' | 'today' | 'pricing'>;
  fetchRates: (room: BookingRoom, checkInDate: string) => Promise<EntryRates | null>;
}

/**
 * The Booking Entry Form's state: the entry rows on screen (in the grid behind `gridRef`), the booking they
 * edit, the draft kept of them, and the ways they are loaded (a blank new booking, a booking to edit, a room
 * and nights from the availability board).
 */
export function useBookingEntry({ hotelId, setup, fetchRates }: BookingEntryOptions) {
  const gridRef = useRef<EntryGridHandle>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(true);
  // A booking half-typed before a tab switch or a reload comes back (kept per hotel in this browser).
  const [draft] = useState(() => readEntryDraft(hotelId));
  const entryDraft = useEntryDraft(hotelId, draft !== null);
  const [editingId, setEditingId] = useState<number | null>(draft?.editingId ?? null);
  const editingVersion = useRef<number | null>(draft?.editingVersion ?? null);
  // The entry rows on screen: several after a paste of spreadsheet rows, saved together as one batch.
  const [rowCount, setRowCount] = useState(draft?.rows.length ?? 1);

  const ready = !setup.loading;
  const { today, pricing } = setup;
  // A booking opened for edit before the grid is there (Recent Bookings lists before the hotel's taxes arrive):
  // the grid starts with it, priced with the taxes then known, rather than the edit being lost to a blank row.
  const pendingEdit = useRef<BookingFieldsFragment | null>(null);
  // The rows the entry grid starts with, once the hotel's timezone and taxes are known.
  const initialRows = useMemo<EntryRow[] | null>(() => {
    if (!ready) return null;
    if (pendingEdit.current) return [entryRowFromBooking(pendingEdit.current, pricing)];
    return draft ? draft.rows.map((row) => withDerived(row, pricing)) : [blankEntryRow(today(), pricing)];
  }, [ready]);

  const scrollToForm = () => formRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });

  const startNew = useStableCallback(() => {
    entryDraft.drop();
    setEditingId(null);
    gridRef.current?.load(blankEntryRow(today(), pricing));
  });

  /** The New Booking button: the form opens, blank, and comes into view. */
  const newBooking = useStableCallback(() => {
    setOpen(true);
    startNew();
    scrollToForm();
  });

  const openForEdit = useStableCallback((booking: BookingFieldsFragment) => {
    const { id } = booking;
    entryDraft.drop();
    setOpen(true);
    setEditingId(id);
    editingVersion.current = booking.version;
    if (gridRef.current) gridRef.current.load(entryRowFromBooking(booking, pricing));
    else pendingEdit.current = booking;
    scrollToForm();
    toast({
      title: 'Edit Mode',
      description: `Now editing Booking #${id}. Use UPDATE BOOKING button to save changes`,
      duration: EDIT_MODE_TOAST_MS,
    });
  });

  /** A new booking of a room for given nights (the availability board's empty nights), priced at its rate. */
  const startAt = useStableCallback(async (room: BookingRoom, checkInDate: string, nights: number) => {
    const rates = await fetchRates(room, checkInDate);
    entryDraft.drop();
    setOpen(true);
    setEditingId(null);
    const row = withDerived(
      {
        ...blankEntryRow(checkInDate, pricing),
        room: roomLabel(room.roomNumber, room.roomType?.name),
        roomId: room.id,
        nights,
        typedNights: nights,
      },
      pricing,
    );
    // The room is given: the cursor waits on Guest (a name typed on Room would replace the room).
    gridRef.current?.load(rates ? withRates(row, rates, pricing) : row, 'guest');
    scrollToForm();
  });

  /** Someone else changed the booking being edited: the entry row shows it as it is now (no draft of the refused edit). */
  const reload = useStableCallback((current: BookingFieldsFragment) => {
    if (editingId !== current.id) return;
    entryDraft.drop();
    editingVersion.current = current.version;
    gridRef.current?.load(entryRowFromBooking(current, pricing));
  });

  /** A refused booking back into the entry row, as entered and editing what it edited, kept as a draft. */
  const restore = useStableCallback((edited: EditedBooking, row: EntryRow) => {
    setEditingId(edited.id);
    editingVersion.current = edited.version;
    gridRef.current?.load(row);
    entryDraft.keep({ editingId: edited.id, editingVersion: edited.version, rows: [row] });
  });

  /** The booking the rows edit now. */
  const edited = useStableCallback((): EditedBooking => ({ id: editingId, version: editingVersion.current }));

  const keepDraft = useStableCallback((rows: EntryRow[]) =>
    entryDraft.keep({ editingId, editingVersion: editingVersion.current, rows }),
  );

  return {
    gridRef,
    formRef,
    open,
    setOpen,
    ready,
    initialRows,
    rowCount,
    setRowCount,
    editingId,
    edited,
    startNew,
    newBooking,
    openForEdit,
    startAt,
    reload,
    restore,
    keepDraft,
  };
}

export type BookingEntry = ReturnType<typeof useBookingEntry>;
