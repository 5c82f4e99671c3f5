import { holdsRoom, isStayStatus } from '@core/stay-status';
import type { BookingFieldsFragment } from '../../../gql/graphql';

/** The desk's changes to a stay that Recent Bookings' row menu offers (each through the page's onStayAction). */
export type BookingStayAction = 'cancel' | 'reinstate' | 'undo-check-in';

/** Everything a Recent Bookings row's menu can do to its booking. */
export type BookingRowAction = 'edit' | 'folio' | 'history' | BookingStayAction | 'send-confirmation' | 'delete';

export interface BookingRowActionEntry {
  action: BookingRowAction;
  label: string;
  destructive?: boolean;
  /** Whether the booking, as the list shows it, can take the action. */
  offered: (booking: Pick<BookingFieldsFragment, 'stayStatus'>) => boolean;
}

const always = () => true;

/**
 * The row menu, in its order. A new action is one entry here and its handler on the Bookings page: a stay
 * action (check-in undone, say) joins BookingStayAction and runs through the page's onStayAction.
 */
export const BOOKING_ROW_ACTIONS: readonly BookingRowActionEntry[] = [
  { action: 'edit', label: 'Edit', offered: always },
  { action: 'folio', label: 'Folio', offered: always },
  { action: 'history', label: 'History', offered: always },
  // Any reserved booking, whatever its date (the Front Desk cancels only on the arrival date).
  { action: 'cancel', label: 'Cancel booking', offered: (booking) => booking.stayStatus === 'Reserved' },
  {
    action: 'reinstate',
    label: 'Reinstate',
    offered: (booking) => isStayStatus(booking.stayStatus) && !holdsRoom(booking.stayStatus),
  },
  // The server says when a check-in can no longer be undone (not today's, or changed since).
  { action: 'undo-check-in', label: 'Undo check-in', offered: (booking) => booking.stayStatus === 'Checked In' },
  // The guest's confirmation mail, for a stay still to come or under way (the server says when the guest has no email).
  {
    action: 'send-confirmation',
    label: 'Send confirmation',
    offered: (booking) => booking.stayStatus === 'Reserved' || booking.stayStatus === 'Checked In',
  },
  // A stay ever checked in is the hotel's record: it is checked out or cancelled, never deleted (the server
  // refuses it too, as it refuses a booking with live payments).
  {
    action: 'delete',
    label: 'Delete',
    destructive: true,
    offered: (booking) => booking.stayStatus !== 'Checked In' && booking.stayStatus !== 'Checked Out',
  },
];

/** The actions a booking's row menu offers, in order. */
export function bookingRowActions(booking: Pick<BookingFieldsFragment, 'stayStatus'>): BookingRowActionEntry[] {
  return BOOKING_ROW_ACTIONS.filter((entry) => entry.offered(booking));
}
