import { timezoneLabel } from '@core/timezones';
import { Clock, Plus } from 'lucide-react';
import { useAuth } from '../../../app/use-auth';
import { Button } from '../../../ui/button';
import '../../../ui/grid/handsontable-setup';
import { Page } from '../../../ui/page';
import { useBookingHistory } from '../../audit/hooks/use-booking-history';
import { useFolio } from '../../folio/hooks/use-folio';
import { useAfterIdle } from '../hooks/use-after-idle';
import { useBookingActions } from '../hooks/use-booking-actions';
import { useBookingEntry } from '../hooks/use-booking-entry';
import { useBookingPages } from '../hooks/use-booking-pages';
import { useBookingSetup } from '../hooks/use-booking-setup';
import { useEditFromLink } from '../hooks/use-edit-from-link';
import { useEntryGridSettings } from '../hooks/use-entry-grid-settings';
import { useEntrySubmit } from '../hooks/use-entry-submit';
import { useGuestExists, useGuestLookup } from '../hooks/use-guest-lookup';
import { useRecentBookingEdits } from '../hooks/use-recent-booking-edits';
import { useRateNote, useRoomRates } from '../hooks/use-room-rates';
import { useStartFromLink } from '../hooks/use-start-from-link';
import { useSendConfirmation } from '../hooks/use-send-confirmation';
import { useStayActions } from '../hooks/use-stay-actions';
import { BookingEntryForm } from './booking-entry-form';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { RecentBookings } from './recent-bookings';
import './bookings.css';

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
  const fetchNote = useRateNote();
  const history = useBookingHistory(setup.taxTitles);
  const folio = useFolio();

  const entry = useBookingEntry({ hotelId: useAuth().account?.id, setup, fetchRates });
  useEditFromLink(entry.ready && !pages.loading, pages.find, entry.openForEdit);
  useStartFromLink(entry.ready, setup.rooms, (room, checkInDate, nights) => void entry.startAt(room, checkInDate, nights));
  const { submit, pending } = useEntrySubmit({ entry, pricing: setup.pricing, actions, guestExists });
  const grid = useEntryGridSettings({ entry, setup, guestLookup, fetchRates, fetchNote });
  const recent = useRecentBookingEdits({ pages, actions, entry });
  const stay = useStayActions({ find: pages.find, actions });
  const sendConfirmation = useSendConfirmation();

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
        <Button onClick={entry.newBooking}>
          <Plus aria-hidden="true" />
          New Booking
        </Button>
      }
    >
      <div ref={entry.formRef}>
        <BookingEntryForm
          gridRef={entry.gridRef}
          open={entry.open}
          onOpenChange={entry.setOpen}
          editingId={entry.editingId}
          pending={pending}
          ready={entry.ready && entry.initialRows !== null}
          rowCount={entry.rowCount}
          entryMode={setup.pricing.entryMode}
          grid={grid}
          hasRooms={!entry.ready || setup.rooms.length > 0}
          onSubmit={submit}
          onClear={entry.startNew}
        />
      </div>
      <RecentBookings
        bookings={pages.sparse}
        listKey={pages.listKey}
        layout={pages.layout}
        // The grid is drawn once its column titles (the hotel's taxes, asked at start-up beside the first page)
        // are known: titles arriving after it drew it again, all its rows, just before the clerk's first click.
        loading={pages.loading || setup.taxesLoading}
        searching={pages.searching}
        failed={pages.failed}
        taxTitles={setup.taxTitles}
        filters={pages.filters}
        filtersMessage={pages.filtersMessage}
        onFiltersChange={pages.setFilters}
        onShowRows={pages.showRows}
        onSaveRow={recent.saveRow}
        onSaveBatch={recent.saveBatch}
        onRefuse={recent.refuse}
        onEdit={recent.edit}
        onDelete={recent.onDelete}
        onHistory={history.show}
        onFolio={folio.show}
        onStayAction={stay.onStayAction}
        onSendConfirmation={sendConfirmation}
      />
      <CancelBookingDialog
        booking={stay.cancelling}
        busy={stay.busy}
        onClose={stay.close}
        onConfirm={(booking, reason) => void stay.cancel(booking, reason)}
      />
      {history.dialog}
      {folio.dialog}
    </Page>
  );
}
