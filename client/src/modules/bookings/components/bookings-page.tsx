import { timezoneLabel } from '@core/timezones';
import { Clock, Plus } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import type { BookingFieldsFragment, BookingInput } from '../../../gql/graphql';
import { useAuth } from '../../../app/use-auth';
import { Button } from '../../../ui/button';
import '../../../ui/grid/handsontable-setup';
import { Page } from '../../../ui/page';
import { toast } from '../../../ui/toast';
import {
  blankEntryRow,
  checkEntry,
  entryRowFromBooking,
  isBlankEntry,
  withDerived,
  withRates,
  type EntryCheck,
  type EntryRow,
} from '../grid/entry-row';
import { roomLabel } from '../grid/cell-values';
import { useBookingActions } from '../hooks/use-booking-actions';
import { useBookingPages } from '../hooks/use-booking-pages';
import { useBookingSetup, type BookingRoom } from '../hooks/use-booking-setup';
import { useEditFromLink } from '../hooks/use-edit-from-link';
import { useStartFromLink } from '../hooks/use-start-from-link';
import { readEntryDraft, useEntryDraft } from '../hooks/use-entry-draft';
import { useGuestExists, useGuestLookup } from '../hooks/use-guest-lookup';
import { useRoomRates } from '../hooks/use-room-rates';
import { useStableCallback } from '../hooks/use-stable-callback';
import { useBookingHistory } from '../../audit/hooks/use-booking-history';
import { BookingEntryForm } from './booking-entry-form';
import type { EntryGridHandle } from './entry-grid';
import { RecentBookings } from './recent-bookings';
import './bookings.css';

const DELETE_CONFIRMATION = 'Are you sure you want to delete this booking?';
const EDIT_MODE_TOAST_MS = 4000;

/** The Bookings tab of the hotel console (spec section 2, 'Bookings Management'). */
export function BookingsPage() {
  const setup = useBookingSetup();
  const pages = useBookingPages();
  const actions = useBookingActions(pages.refresh);
  const guestLookup = useGuestLookup();
  const guestExists = useGuestExists();
  const fetchRates = useRoomRates();
  const history = useBookingHistory(setup.taxTitles);

  const gridRef = useRef<EntryGridHandle>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const [formOpen, setFormOpen] = useState(true);
  // A booking half-typed before a tab switch or a reload comes back (kept per hotel in this browser).
  const hotelId = useAuth().account?.id;
  const [draft] = useState(() => readEntryDraft(hotelId));
  const entryDraft = useEntryDraft(hotelId, draft !== null);
  const [editingId, setEditingId] = useState<number | null>(draft?.editingId ?? null);
  // The version of the booking being edited as it was opened: an update based on it is refused once
  // someone else has changed the booking.
  const editingVersion = useRef<number | null>(draft?.editingVersion ?? null);
  // Bookings entered and still being saved, and the chain that saves them in order.
  const [pending, setPending] = useState(0);
  const saving = useRef<Promise<void>>(Promise.resolve());

  const ready = !setup.loading;
  const { today, pricing } = setup;
  // The row the entry grid starts with, once the hotel's timezone and taxes are known.
  const initialRow = useMemo<EntryRow | null>(
    () => (ready ? (draft ? withDerived(draft.row, pricing) : blankEntryRow(today(), pricing)) : null),
    [ready],
  );

  const startNew = useStableCallback(() => {
    entryDraft.drop();
    setEditingId(null);
    gridRef.current?.load(blankEntryRow(today(), pricing));
  });

  const newBooking = () => {
    setFormOpen(true);
    startNew();
    formRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };

  const edit = useStableCallback((id: number) => {
    const booking = pages.bookings.find((candidate) => candidate.id === id);
    if (booking) openForEdit(booking);
  });

  const openForEdit = useStableCallback((booking: BookingFieldsFragment) => {
    const { id } = booking;
    entryDraft.drop();
    setFormOpen(true);
    setEditingId(id);
    editingVersion.current = booking.version;
    gridRef.current?.load(entryRowFromBooking(booking, pricing));
    formRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    toast({
      title: 'Edit Mode',
      description: `Now editing Booking #${id}. Use UPDATE BOOKING button to save changes`,
      duration: EDIT_MODE_TOAST_MS,
    });
  });

  useEditFromLink(ready && !pages.loading, pages.bookings, openForEdit);

  /** A new booking of a room for given nights (the availability board's empty nights), priced at its rate. */
  const startAt = useStableCallback(async (room: BookingRoom, checkInDate: string, nights: number) => {
    const rates = await fetchRates(room, checkInDate);
    entryDraft.drop();
    setFormOpen(true);
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
    gridRef.current?.load(rates ? withRates(row, rates, pricing) : row);
    formRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  });

  useStartFromLink(ready, setup.rooms, (room, checkInDate, nights) => void startAt(room, checkInDate, nights));

  const remove = useStableCallback(async (id: number) => {
    if (!window.confirm(DELETE_CONFIRMATION)) return;
    if ((await actions.deleteBooking(id)) && editingId === id) startNew();
  });

  /** Someone else changed the booking being edited: the entry row shows it as it is now (no draft of the refused edit). */
  const reloadEntry = useStableCallback((current: BookingFieldsFragment) => {
    if (editingId !== current.id) return;
    entryDraft.drop();
    editingVersion.current = current.version;
    gridRef.current?.load(entryRowFromBooking(current, pricing));
  });

  /** Saves one checked booking; false when the server refused it (the reason is toasted). */
  const save = async (id: number | null, version: number | null, check: Extract<EntryCheck, { ok: true }>): Promise<boolean> => {
    if (id !== null) return (await actions.updateBooking(id, { ...check.input, version }, { onStale: reloadEntry })) !== null;
    // The server adds a guest when the typed name matches nobody; say so when that is what happens.
    const typed = check.typedGuest;
    const isNew = typed !== null && !(await guestExists(typed));
    const newGuestName = isNew && typed ? `${typed.firstName} ${typed.lastName}` : null;
    return (await actions.createBooking(check.input, newGuestName)) !== null;
  };

  /**
   * A checked booking leaves the grid at once, blank for the next one with the cursor on Room, and is saved
   * behind it: saves run one after another in the order entered. A refused one comes back into the grid
   * when the clerk has not started the next booking.
   */
  const submit = useStableCallback(() => {
    const row = gridRef.current?.getRow();
    if (!row) return;
    const check = checkEntry(row, pricing);
    if (!check.ok) {
      toast({ variant: 'destructive', title: 'Error', description: check.message });
      return;
    }
    const id = editingId;
    const version = editingVersion.current;
    startNew();
    setPending((count) => count + 1);
    saving.current = saving.current.then(async () => {
      try {
        if (!(await save(id, version, check)) && isBlankEntry(gridRef.current?.getRow())) {
          setEditingId(id);
          editingVersion.current = version;
          gridRef.current?.load(row);
          entryDraft.keep({ editingId: id, editingVersion: version, row });
        }
      } finally {
        setPending((count) => count - 1);
      }
    });
  });

  const saveRow = useStableCallback(async (id: number, input: BookingInput) => (await actions.updateBooking(id, input)) !== null);
  const refuse = useStableCallback((message: string) =>
    toast({ variant: 'destructive', title: 'Failed to update booking', description: message }),
  );
  const keepDraft = useStableCallback((row: EntryRow) =>
    entryDraft.keep({ editingId, editingVersion: editingVersion.current, row }),
  );
  const loadMore = useStableCallback(() => void pages.loadMore());
  const onDelete = useStableCallback((id: number) => void remove(id));

  // The grid's settings, stable between renders: each new value makes Handsontable apply its settings again.
  const grid = useMemo(
    () => ({
      initialRow: initialRow ?? blankEntryRow(today(), pricing),
      pricing,
      taxTitles: setup.taxTitles,
      roomLabels: setup.roomLabels,
      roomByLabel: setup.roomByLabel,
      guestLookup,
      fetchRates,
      onEdited: keepDraft,
      autoFocus: true,
    }),
    [initialRow, pricing, setup.taxTitles, setup.roomLabels, setup.roomByLabel, guestLookup, fetchRates, keepDraft],
  );

  return (
    <Page
      title="Bookings Management"
      className="bookings-page"
      subtitle={
        setup.timezone ? (
          <span className="bookings-timezone">
            <Clock aria-hidden="true" />
            Hotel timezone: {timezoneLabel(setup.timezone)}
          </span>
        ) : undefined
      }
      actions={
        <Button onClick={newBooking}>
          <Plus aria-hidden="true" />
          New Booking
        </Button>
      }
    >
      <div ref={formRef}>
        <BookingEntryForm
          gridRef={gridRef}
          open={formOpen}
          onOpenChange={setFormOpen}
          editingId={editingId}
          pending={pending > 0}
          ready={ready && initialRow !== null}
          entryMode={pricing.entryMode}
          grid={grid}
          hasRooms={!ready || setup.rooms.length > 0}
          onSubmit={submit}
          onClear={startNew}
        />
      </div>
      <RecentBookings
        bookings={pages.bookings}
        totalCount={pages.totalCount}
        loading={pages.loading}
        searching={pages.searching}
        failed={Boolean(pages.error)}
        hasNextPage={pages.hasNextPage}
        loadingMore={pages.loadingMore}
        taxTitles={setup.taxTitles}
        filters={pages.filters}
        filtersMessage={pages.filtersMessage}
        onFiltersChange={pages.setFilters}
        onLoadMore={loadMore}
        onSaveRow={saveRow}
        onRefuse={refuse}
        onEdit={edit}
        onDelete={onDelete}
        onHistory={history.show}
      />
      {history.dialog}
    </Page>
  );
}
