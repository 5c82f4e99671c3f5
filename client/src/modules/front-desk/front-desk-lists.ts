/** The Front Desk's three lists, in the order the desk works them, as GET /api/hotel/front-desk names them. */
export const FRONT_DESK_LISTS = [
  { key: 'arrivals', title: 'Arrivals', empty: 'No arrivals on this date.' },
  { key: 'departures', title: 'Departures', empty: 'No departures on this date.' },
  { key: 'inHouse', title: 'In House', empty: 'No guests in house on this night.' },
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
