import { invalidInput, notFound } from '@core/errors';
import { guestNameForBooking, type GuestName } from '@core/guest-name';
import type { BookingInput } from '@core/schemas/booking.schema';
import type { Em } from '../../db/orm';
import { recordAuditEntry } from '../audit';
import { Guest, findGuestOr404 } from '../guests';
import { hotelSql } from '../../db/hotel-sql';
import { sql } from '../../db/sql';

// The room and the guest a booking write reads (booking-writes.ts): plain rows, handed to the entity as references.

/** A booking's room as the writes read it: a plain row, the entity only as a reference for the foreign key. */
export interface BookingRoom {
  id: number;
  roomNumber: string;
  roomType: { name: string } | null;
}

/** The hotel's room (another hotel's id finds nothing: 404), with its type's name, as one plain row. */
export async function findRoomOr404(em: Em, id: number): Promise<BookingRoom> {
  const [row] = await hotelSql<{ id: number; room_number: string; room_type_name: string | null }>(
    em,
    sql`select r.id, r.room_number, t.name as room_type_name from room r left join room_type t on t.id = r.room_type_id
      where r.id = ${id} and r.hotel_id = :hotel`,
  );
  if (!row) throw notFound('Room');
  return roomOf(row);
}

/**
 * The room as findRoomOr404 reads it and, in the same statement, the existing guest that guestFor would find
 * by the typed name (a round trip fewer for most bookings: a returning guest, or a name typed again); null
 * when a guest was picked, the name is new, or too long (guestFor then decides, as for any other booking).
 */
export async function findRoomAndNamedGuest(em: Em, input: BookingInput): Promise<{ room: BookingRoom; guestId: number | null }> {
  const name = input.guestId ? null : guestNameForBooking(input.guest);
  if (!name || name.firstName.length > 100 || name.lastName.length > 100) {
    return { room: await findRoomOr404(em, input.roomId), guestId: null };
  }
  const [row] = await hotelSql<{ id: number; room_number: string; room_type_name: string | null; guest_id: number | null }>(
    em,
    sql`select r.id, r.room_number, t.name as room_type_name,
            (select g.id from guest g where g.hotel_id = :hotel and lower(g.first_name) = ${name.firstName.toLowerCase()}
                and lower(g.last_name) = ${name.lastName.toLowerCase()}
              order by g.id limit 1) as guest_id
       from room r left join room_type t on t.id = r.room_type_id
      where r.id = ${input.roomId} and r.hotel_id = :hotel`,
  );
  if (!row) throw notFound('Room');
  return { room: roomOf(row), guestId: row.guest_id };
}

const roomOf = (row: { id: number; room_number: string; room_type_name: string | null }): BookingRoom => ({
  id: row.id,
  roomNumber: row.room_number,
  roomType: row.room_type_name === null ? null : { name: row.room_type_name },
});

/**
 * The booking's guest: the one picked from the autocomplete, else the guest with exactly this name
 * (ignoring case; the oldest), else a new guest created from the typed name (blank names become 'Guest',
 * not VIP). A new guest is inserted as its name's holder with "on conflict do nothing": of concurrent
 * bookings naming one new guest, one inserts it and the others, waiting on the unique index, read it.
 */
export async function guestFor(em: Em, hotelId: number, input: BookingInput): Promise<Guest> {
  if (input.guestId) return findGuestOr404(em, input.guestId);
  const name = guestNameForBooking(input.guest);
  if (name.firstName.length > 100 || name.lastName.length > 100) throw invalidInput('Failed to create guest record');
  // The booking needs the guest's id only: a plain row and a reference, not an entity to build and track.
  const byName = async () => {
    const [row] = await hotelSql<{ id: number }>(
      em,
      sql`select id from guest where hotel_id = :hotel and lower(first_name) = ${name.firstName.toLowerCase()}
            and lower(last_name) = ${name.lastName.toLowerCase()} order by id limit 1`,
    );
    return row ? em.getReference(Guest, row.id) : null;
  };
  const existing = await byName();
  if (existing) return existing;
  const guest = namedGuestValues(name);
  const inserted = await hotelSql<{ id: number }>(
    em,
    sql`insert into guest (hotel_id, first_name, last_name, vip, name_holder, created_at)
      values (:hotel, ${guest.firstName}, ${guest.lastName}, ${guest.vip}, ${guest.nameHolder}, ${new Date().toISOString()})
      on conflict (hotel_id, lower(first_name), lower(last_name)) where name_holder do nothing returning id`,
  );
  // Written in SQL, so the audit subscriber does not see it: its entry joins the booking's transaction here.
  for (const { id } of inserted) {
    await recordAuditEntry(em, { hotel: hotelId, entity: 'Guest', entityId: id, action: 'create', before: null, after: guest });
  }
  const holder = await byName();
  if (!holder) throw new Error(`The guest ${name.lastName}, ${name.firstName} was neither inserted nor found`);
  return holder;
}

/**
 * A guest created from a booking's typed name, as its name's holder: the values it is written with, which are
 * also what its activity log entry records (here and in create-booking.ts's one statement).
 */
export function namedGuestValues(name: GuestName): { firstName: string; lastName: string; vip: boolean; nameHolder: boolean } {
  return { firstName: name.firstName, lastName: name.lastName, vip: false, nameHolder: true };
}
