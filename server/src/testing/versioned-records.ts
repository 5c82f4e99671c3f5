import { DateTime } from 'luxon';
import { amenityBody, employeeBody, guestBody, plain, ratePeriodBody, roomBody, roomTypeBody, taxRateBody } from './marked-hotel';
import type { TestApp } from './test-app';

/** A kind of record the hotel edits and deletes naming the version it saw (server/src/versioned-update.ts). */
export interface VersionedKind {
  noun: string;
  table: string;
  /** The REST collection, under /api. */
  path: string;
  body: () => Record<string, unknown>;
  /** GraphQL: the update and its input type, the deletion and what it answers. */
  update: string;
  inputType: string;
  remove: string;
  removeSelection: string;
}

/** Every versioned record besides bookings, with bodies of a hotel that has the room type `roomTypeId`. */
export function versionedKinds(roomTypeId: () => number): VersionedKind[] {
  const kind = (noun: string, table: string, path: string, body: () => Record<string, unknown>, name: string) => ({
    noun,
    table,
    path,
    body,
    update: `update${name}`,
    inputType: `${name}Input`,
    remove: `delete${name}`,
    removeSelection: name === 'Guest' ? '' : '{ message }',
  });
  return [
    kind('guest', 'guest', '/hotel/guests', () => guestBody(plain), 'Guest'),
    kind('room', 'room', '/hotel/rooms', () => roomBody(roomTypeId(), plain), 'Room'),
    kind('room type', 'room_type', '/hotel/room-types', () => roomTypeBody(plain), 'RoomType'),
    kind('rate period', 'rate_period', '/hotel/rate-periods', () => ratePeriodBody(roomTypeId(), plain), 'RatePeriod'),
    kind('tax rate', 'tax_rate', '/hotel/tax-rates', () => taxRateBody(plain), 'TaxRate'),
    kind('amenity', 'amenity', '/amenities', () => amenityBody(plain), 'Amenity'),
    kind('employee', 'employee', '/hotel/employees', () => employeeBody(plain), 'Employee'),
  ];
}

/** The record's last change as a refusal names it: its updated_at on the hotel's clock, "3:15 PM". */
export async function staleMessage(app: TestApp, kind: Pick<VersionedKind, 'noun' | 'table'>, id: number, zone: string) {
  const rows = await app.orm.em.fork().getConnection().execute(`select updated_at from ${kind.table} where id = ${id}`);
  const time = DateTime.fromJSDate(new Date(rows[0].updated_at), { zone }).setLocale('en-US').toFormat('h:mm a');
  return `This ${kind.noun} was changed by someone else at ${time}: reload it to see the change`;
}
