/** The Front Desk's three lists, in the order the desk works them, as GET /api/hotel/front-desk names them. */
export const FRONT_DESK_LISTS = [
  { key: 'arrivals', title: 'Arrivals', empty: 'No arrivals on this date.' },
  { key: 'departures', title: 'Departures', empty: 'No departures on this date.' },
  { key: 'inHouse', title: 'In House', empty: 'No guests in house on this night.' },
  // Out of the three lists and of the day's counts: here to be reinstated.
  { key: 'cancelledOrNoShow', title: 'Cancelled and No Shows', empty: 'No cancelled or no-show arrivals on this date.' },
] as const;

export type FrontDeskListKey = (typeof FRONT_DESK_LISTS)[number]['key'];

/** The action the row's one key (Enter) and its main button take. */
export type RowAction = 'check-in' | 'check-out';

/**
 * A row's main action: an arrival still Reserved checks in; a guest Checked In checks out, from Departures and
 * from In House (leaving early); a Reserved stay already in house (arriving late) can still check in. Nothing
 * on an arrival already checked in: a second Enter on the same row must not check the guest straight out.
 */
export function rowAction(list: FrontDeskListKey, stayStatus: string): RowAction | null {
  if (stayStatus === 'Reserved') return list === 'departures' ? null : 'check-in';
  if (stayStatus === 'Checked In') return list === 'arrivals' ? null : 'check-out';
  return null;
}

/** Cancel and no-show (behind a confirmation) are offered on stays not yet checked in. */
export function canCancel(stayStatus: string): boolean {
  return stayStatus === 'Reserved';
}

/** Reinstate is offered on a cancelled or no-show stay (the server still checks that its room is free). */
export function canReinstate(stayStatus: string): boolean {
  return stayStatus === 'Cancelled' || stayStatus === 'No Show';
}

/**
 * Undo check-in is offered on a stay checked in whose check-in date is the hotel's today (null while unknown):
 * the server refuses a check-in made another day, or followed by another change, with its reason.
 */
export function canUndoCheckIn(stay: { stayStatus: string; checkInDate: string }, hotelToday: string | null): boolean {
  return stay.stayStatus === 'Checked In' && hotelToday !== null && stay.checkInDate === hotelToday;
}

/** Rooms a guest may be checked in to without a question; Out of Order is refused by the server. */
export function checkInQuestion(roomNumber: string, housekeepingStatus: string | null): string | null {
  if (housekeepingStatus === null || ['Clean', 'Inspected', 'Out of Order'].includes(housekeepingStatus)) return null;
  return `Room ${roomNumber} is ${housekeepingStatus}. Check the guest in anyway?`;
}

/** Extend is offered on a stay that holds its room and has not left (issue 26). */
export function canExtend(stayStatus: string): boolean {
  return stayStatus === 'Reserved' || stayStatus === 'Checked In';
}
