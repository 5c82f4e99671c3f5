import type { routes } from '../app';
import { routeUrl } from '../rest/route';
import { REPORT_DATE, SCHEDULED_DATE, YEAR } from './endpoint-table';
import type { WalkIds, WalkWorld } from './walker-callers';

/** Which of A's ids a path's other parameters name. */
const ID_OF_PARAM: Record<string, keyof WalkIds> = {
  paymentId: 'paymentId',
  chargeId: 'chargeId',
  feedId: 'feedId',
  secret: 'calendarSecret',
};

/** Which of A's ids a path's :id names, by the segment before it. */
const ID_OF_SEGMENT: Record<string, keyof WalkIds> = {
  amenities: 'amenityId',
  employees: 'employeeId',
  users: 'personId',
  'tax-rates': 'taxRateId',
  guests: 'guestId',
  'room-types': 'roomTypeId',
  rooms: 'roomId',
  'room-blocks': 'roomBlockId',
  'rate-periods': 'ratePeriodId',
  bookings: 'bookingId',
  licenses: 'licenceId',
  hotels: 'hotelId',
};

/**
 * A route's URL with its parameters filled from the walk's world: A's ids, the reports' dates, and hotel B's
 * booking page (its slug, and the token of a booking made on it). A parameter the walk cannot fill throws, naming
 * what to add, so that a new route is walked or the walk is told how.
 */
export function walkPath(
  route: Pick<(typeof routes)[number], 'path' | 'site'>,
  ids: WalkIds,
  world: Pick<WalkWorld, 'publicPage'>,
): string {
  const { path } = route;
  return routeUrl(route).replace(/:(\w+)/g, (_all, param: string) => {
    if (param === 'year') return String(YEAR);
    if (param === 'date') return REPORT_DATE;
    if (param === 'effectiveFrom') return SCHEDULED_DATE;
    if (param === 'slug') return world.publicPage.slug;
    if (param === 'token') return world.publicPage.token;
    if (param in ID_OF_PARAM) return String(ids[ID_OF_PARAM[param]!]);
    if (param !== 'id') throw new Error(`no id for :${param} in ${path}`);
    const segment = path.split('/').at(path.split('/').indexOf(':id') - 1)!;
    const field = ID_OF_SEGMENT[segment];
    if (!field) throw new Error(`${path}: add '${segment}' to ID_OF_SEGMENT`);
    return String(ids[field]);
  });
}
