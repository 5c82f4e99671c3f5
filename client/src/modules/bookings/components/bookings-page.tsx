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
import type { RowEdit } from '../../../ui/grid/use-grid-row-edits';
import { bookingBatchFields, type BookingRow } from '../grid/booking-row';
import { roomLabel } from '../grid/cell-values';
import { useBookingActions } from '../hooks/use-booking-actions';
import { useAfterIdle } from '../hooks/use-after-idle';
import { useBookingPages } from '../hooks/use-booking-pages';
import { useBookingSetup, type BookingRoom } from '../hooks/use-booking-setup';
import { useEditFromLink } from '../hooks/use-edit-from-link';
import { useStartFromLink } from '../hooks/use-start-from-link';
import { readEntryDraft, useEntryDraft } from '../hooks/use-entry-draft';
import { useGuestExists, useGuestLookup } from '../hooks/use-guest-lookup';
import { useRoomRates } from '../hooks/use-room-rates';
import { useStableCallback } from '../hooks/use-stable-callback';
import { useBookingHistory } from '../../audit/hooks/use-booking-history';
import { useFolio } from '../../folio/hooks/use-folio';
import { BookingEntryForm } from './booking-entry-form';
import type { EntryGridHandle } from './entry-grid';
import { RecentBookings } from './recent-bookings';
import './bookings.css';

const DELETE_CONFIRMATION = 'Are you sure you want to delete this booking?';
const EDIT_MODE_TOAST_MS = 4000;

/** The Bookings tab of the hotel console (spec section 2, 'Bookings Management'). */
export function BookingsPage() {
  const pages = useBookingPages();
  // The room list after Recent Bookings' first page, drawn (see use-after-idle).
  const setup = useBookingSetup(useAfterIdle(!pages.loading));
  const actions = useBookingActions({
    refresh: pages.refresh,
    versionOf: pages.versionOf,
    showSaved: pages.showSaved,
    showDeleted: pages.showDeleted,
  });
  const guestLookup = useGuestLookup();
  const guestExists = useGuestExists();
  const fetchRates = useRoomRates();
  const history = useBookingHistory(setup.taxTitles);
  const folio = useFolio();

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
  // The entry rows on screen: several after a paste of spreadsheet rows, saved together as one batch.
  const [rowCount, setRowCount] = useState(draft?.rows.length ?? 1);
  const batchSaving = useRef(false);

  const ready = !setup.loading;
  const { today, pricing } = setup;
  // The rows the entry grid starts with, once the hotel's timezone and taxes are known.
  const initialRows = useMemo<EntryRow[] | null>(
    () => (ready ? (draft ? draft.rows.map((row) => withDerived(row, pricing)) : [blankEntryRow(today(), pricing)]) : null),
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
    const booking = pages.find(id);
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

  useEditFromLink(ready && !pages.loading, pages.find, openForEdit);

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
    const grid = gridRef.current;
    if (!grid) return;
    const rows = grid.getRows();
    if (rows.length > 1) {
      void submitBatch(grid.settledRows());
      return;
    }
    const row = rows[0];
    if (!row) return;
    const check = checkEntry(row, pricing);
    if (!check.ok) {
      toast({ variant: 'destructive', title: 'Error', description: check.message });
      return;
    }
    const id = editingId;
    const version = editingVersion.current;
    // Taken before the grid goes blank: the room's rate may still be on its way to this row.
    const settled = grid.settledRows();
    startNew();
    setPending((count) => count + 1);
    saving.current = saving.current.then(async () => {
      try {
        const [entered = row] = await settled;
        const final = checkEntry(entered, pricing);
        if (!final.ok) toast({ variant: 'destructive', title: 'Error', description: final.message });
        const saved = final.ok && (await save(id, version, final));
        // Read after the save: whatever the clerk has typed meanwhile is never replaced.
        const now = gridRef.current?.getRows() ?? [];
        if (!saved && now.length === 1 && isBlankEntry(now[0])) {
          setEditingId(id);
          editingVersion.current = version;
          gridRef.current?.load(entered);
          entryDraft.keep({ editingId: id, editingVersion: version, rows: [entered] });
        }
      } finally {
        setPending((count) => count - 1);
      }
    });
  });

  /**
   * Rows pasted from a spreadsheet, once their rooms' rates are in: each checked as a single booking is, then
   * all saved as one batch, every one or none. They stay on screen until the batch is saved; a refused one is
   * marked, with the reason.
   */
  const submitBatch = async (settled: Promise<EntryRow[]>) => {
    if (batchSaving.current) return;
    batchSaving.current = true;
    setPending((count) => count + 1);
    try {
      const checks = (await settled).map((row) => checkEntry(row, pricing));
      const failed = checks.findIndex((check) => !check.ok);
      const refusal = checks[failed];
      if (refusal && !refusal.ok) {
        const message = `Row ${failed + 1}: ${refusal.message}`;
        toast({ variant: 'destructive', title: 'Error', description: message });
        gridRef.current?.markRefused(failed, message);
        return;
      }
      const inputs = checks.flatMap((check) => (check.ok ? [check.input] : []));
      const result = await actions.saveBatch(inputs, 'Failed to create bookings');
      if (result.ok) {
        toast({ title: 'Success', description: `${result.bookings.length} bookings created successfully` });
        startNew();
      } else if (result.row !== null) {
        gridRef.current?.markRefused(result.row - 1, result.message);
      }
    } finally {
      batchSaving.current = false;
      setPending((count) => count - 1);
    }
  };

  /** Several rows are pasted as new bookings: not over a booking being edited (its row would be lost). */
  const canPasteRows = useStableCallback(() => {
    if (editingId === null) return true;
    toast({
      variant: 'destructive',
      title: 'Error',
      description: `Finish or cancel the edit of Booking #${editingId} before pasting several bookings`,
    });
    return false;
  });
  const newRow = useStableCallback(() => blankEntryRow(today(), pricing));

  const saveRow = useStableCallback(async (id: number, input: BookingInput) => (await actions.updateBooking(id, input)) !== null);
  /** A paste or fill over saved bookings, agreed to, or its undo: one batch of only the changed cells. */
  const saveBatch = useStableCallback(async (rows: RowEdit<BookingRow>[]) => {
    const result = await actions.saveBatch(
      rows.map((row) => ({ id: row.id, ...bookingBatchFields(row.cells) })),
      'Failed to update bookings',
    );
    if (result.ok) {
      const count = result.bookings.length;
      toast({
        title: 'Success',
        description: count === 1 ? 'Booking updated successfully' : `${count} bookings updated successfully`,
      });
    }
    // Refused (someone else changed a booking meanwhile, say): the rows show the bookings as they are now.
    else void pages.refresh().catch(() => undefined);
    return result.ok;
  });
  const refuse = useStableCallback((message: string) =>
    toast({ variant: 'destructive', title: 'Failed to update booking', description: message }),
  );
  const keepDraft = useStableCallback((rows: EntryRow[]) =>
    entryDraft.keep({ editingId, editingVersion: editingVersion.current, rows }),
  );
  const onDelete = useStableCallback((id: number) => void remove(id));

  // The grid's settings, stable between renders: each new value makes Handsontable apply its settings again.
  const grid = useMemo(
    () => ({
      initialRows: initialRows ?? [blankEntryRow(today(), pricing)],
      newRow,
      canPasteRows,
      onRowCount: setRowCount,
      pricing,
      taxTitles: setup.taxTitles,
      roomLabels: setup.roomLabels,
      roomByLabel: setup.roomByLabel,
      guestLookup,
      fetchRates,
      onEdited: keepDraft,
      autoFocus: true,
      editingId,
    }),
    [
      editingId,
      initialRows,
      pricing,
      setup.taxTitles,
      setup.roomLabels,
      setup.roomByLabel,
      guestLookup,
      fetchRates,
      keepDraft,
      newRow,
      canPasteRows,
    ],
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
          ready={ready && initialRows !== null}
          rowCount={rowCount}
          entryMode={pricing.entryMode}
          grid={grid}
          hasRooms={!ready || setup.rooms.length > 0}
          onSubmit={submit}
          onClear={startNew}
        />
      </div>
      <RecentBookings
        bookings={pages.sparse}
        listKey={pages.listKey}
        layout={pages.layout}
        loading={pages.loading}
        searching={pages.searching}
        failed={pages.failed}
        taxTitles={setup.taxTitles}
        filters={pages.filters}
        filtersMessage={pages.filtersMessage}
        onFiltersChange={pages.setFilters}
        onShowRows={pages.showRows}
        onSaveRow={saveRow}
        onSaveBatch={saveBatch}
        onRefuse={refuse}
        onEdit={edit}
        onDelete={onDelete}
        onHistory={history.show}
        onFolio={folio.show}
      />
      {history.dialog}
      {folio.dialog}
    </Page>
  );
}
