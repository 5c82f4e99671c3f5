import { notFound } from '@core/errors';
import { likeContaining, parseGuestSearch } from '@core/guest-search';
import type { GuestInput } from '@core/schemas/guest.schema';
import type { RequestContext } from '../../context';
import { deleteLocked, lockForEdit } from '../../db/locked-edit';
import type { Em } from '../../db/orm';
import { requireHotelId } from '../accounts';
import type { GuestDto } from './guest.mapper';
import { Guest } from './guest.entity';
import { hotelSql } from '../../db/hotel-sql';
import { isoTimestampSql, joinSql, rawSql, sql, type SqlFragment } from '../../db/sql';

/** A phone's digits, as 0027's index holds them. */
const PHONE_DIGITS = rawSql(`regexp_replace("phone", '[^0-9]', '', 'g')`);

export interface GuestStats {
  totalGuests: number;
  vipGuests: number;
  withEmail: number;
  withPhone: number;
}

export async function listGuests(ctx: RequestContext, paging: { limit: number; offset: number }): Promise<Guest[]> {
  requireHotelId(ctx);
  return ctx.em.find(
    Guest,
    {},
    { orderBy: { lastName: 'asc', firstName: 'asc', id: 'asc' }, limit: paging.limit, offset: paging.offset },
  );
}

/** A guest as GuestDto spells it, read by one plain statement. */
const GUEST_DTO_COLUMNS = sql`id, version, first_name as "firstName", last_name as "lastName", email, phone, address, city, state,
        zip_code as "zipCode", country, id_type as "idType", id_number as "idNumber", notes, vip,
        ${isoTimestampSql('created_at')} as "createdAt"`;

/**
 * The first `limit` guests by name as GuestDto, for the guest list document: read as plain rows, since
 * hydrating thousands of entities would hold the server's one thread (and every hotel's requests) for seconds.
 */
export async function listGuestRows(ctx: RequestContext, limit: number): Promise<GuestDto[]> {
  requireHotelId(ctx);
  return hotelSql<GuestDto>(
    ctx.em,
    sql`select ${GUEST_DTO_COLUMNS} from guest where hotel_id = :hotel order by last_name, first_name, id limit ${Math.trunc(limit)}`,
  );
}

/**
 * The one guest search (core/guest-search.ts reads the text): the booking screen's autocomplete, the Guests
 * screen and GET /api/hotel/guests?search=. Each part is answered by a trigram index (0007's two name orders,
 * 0027's email and phone digits) so it stays fast with tens of thousands of guests. Asked at every keystroke,
 * so one plain statement that reads the answer's shape (the ORM's query building and hydration of eight
 * guests cost several times the SQL).
 */
export async function searchGuests(ctx: RequestContext, query: string, limit: number, offset = 0): Promise<GuestDto[]> {
  requireHotelId(ctx);
  const terms = parseGuestSearch(query);
  if (!terms) return [];
  const found: SqlFragment[] = [];
  if (terms.lastName) {
    found.push(
      sql`(("last_name" || ' ' || "first_name") ilike ${likeContaining(terms.name ?? '')} and "last_name" ilike ${likeContaining(terms.lastName)})`,
    );
  } else if (terms.name) {
    const name = likeContaining(terms.name);
    found.push(sql`("first_name" || ' ' || "last_name") ilike ${name} or ("last_name" || ' ' || "first_name") ilike ${name}`);
  }
  if (terms.email) found.push(sql`"email" ilike ${likeContaining(terms.email)}`);
  if (terms.phoneDigits) found.push(sql`${PHONE_DIGITS} like ${likeContaining(terms.phoneDigits)}`);
  return hotelSql<GuestDto>(
    ctx.em,
    sql`select ${GUEST_DTO_COLUMNS}
      from guest where hotel_id = :hotel and (${joinSql(found, ' or ')})
      order by vip desc, last_name, first_name, id limit ${Math.trunc(limit)} offset ${Math.trunc(offset)}`,
  );
}

export async function guestStats(ctx: RequestContext): Promise<GuestStats> {
  requireHotelId(ctx);
  const [totalGuests, vipGuests, withEmail, withPhone] = await Promise.all([
    ctx.em.count(Guest, {}),
    ctx.em.count(Guest, { vip: true }),
    ctx.em.count(Guest, { email: { $ne: null } }),
    ctx.em.count(Guest, { phone: { $ne: null } }),
  ]);
  return { totalGuests, vipGuests, withEmail, withPhone };
}

export async function getGuest(ctx: RequestContext, id: number): Promise<Guest> {
  requireHotelId(ctx);
  return findGuestOr404(ctx.em, id);
}

export async function findGuestOr404(em: Em, id: number): Promise<Guest> {
  const guest = await em.findOne(Guest, { id });
  if (!guest) throw notFound('Guest');
  return guest;
}

export async function createGuest(ctx: RequestContext, input: GuestInput): Promise<Guest> {
  const guest = ctx.em.create(Guest, { ...input, hotel: requireHotelId(ctx), createdAt: new Date() });
  await ctx.em.flush();
  return guest;
}

/**
 * One edit at a time (the row is locked); `expectedVersion`, when given, is the version the edit was based
 * on, and an older one than the record's is refused (409) rather than overwriting someone else's change.
 */
export async function updateGuest(
  ctx: RequestContext,
  id: number,
  input: GuestInput,
  expectedVersion: number | null = null,
): Promise<Guest> {
  requireHotelId(ctx);
  return ctx.em.transactional(async (em) => {
    const guest = await lockForEdit(em as Em, Guest, 'guest', id, expectedVersion);
    const renamed =
      input.firstName.toLowerCase() !== guest.firstName.toLowerCase() ||
      input.lastName.toLowerCase() !== guest.lastName.toLowerCase();
    em.assign(guest, input);
    // A renamed guest stops holding its old name (a booking naming it finds another guest of that name, or
    // creates one); it does not take over the new name, which may have a holder already (migration 0012).
    if (renamed) guest.nameHolder = null;
    return guest;
  });
}

/** Bookings keep their guest text ('Last, First') when the guest record goes. */
export async function deleteGuest(ctx: RequestContext, id: number, expectedVersion: number | null = null): Promise<void> {
  requireHotelId(ctx);
  await deleteLocked(ctx.em, Guest, 'guest', id, expectedVersion);
}
