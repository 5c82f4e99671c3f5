import { RESIDENT_MIN_NIGHTS } from '@core/guest-statement';
import { formatGuestName } from '@core/guest-name';
import { cents, type Cents } from '@core/money';
import type { CalendarDate } from '@core/stay-dates';
import { hotelToday } from '../../clock';
import type { RequestContext } from '../../context';
import { HOLDS_ROOM_SQL } from '../../db/holds-room-sql';
import { hotelSql } from '../../db/hotel-sql';
import { rawSql, sql, type SqlFragment } from '../../db/sql';
import { requireHotelId } from '../accounts';
import type { GuestContact } from '../guests';
import { loadSettings } from '../settings';

/**
 * A resident: a chain of one guest's stays in house tonight of at least RESIDENT_MIN_NIGHTS nights. Shaped
 * to grow by the long-stay rules' fields (the taxes it is exempt from) without changing what is here.
 */
export interface Resident {
  guest: GuestContact;
  /** The chain's stay of tonight, and its room. */
  bookingId: number;
  roomNumber: string;
  /** The chain's bookings, in check-in order. */
  bookingIds: number[];
  /** The chain's first check-in date. */
  since: CalendarDate;
  /** The chain's nights, from its first check-in to its last check-out. */
  nights: number;
  /** Tonight's night of the chain (1 on its first night). */
  night: number;
  /** The check-out date of the chain's last booking: when the stay ends or renews. */
  nextRenewal: CalendarDate;
  /** What the chain's stays leave owing, together. */
  balance: Cents;
  /** The taxes tonight's night does not carry under their long-stay rules (core/long-stay.ts), by name. */
  exemptTaxes: string[];
}

interface ResidentRow {
  guest_id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  booking_id: number;
  room_number: string;
  booking_ids: number[];
  since: string;
  nights: number;
  night: number;
  next_renewal: string;
  balance_cents: number;
  exempt_taxes: string[];
}

/**
 * The name of tax `slot` of tonight's booking `b` (its tax rate `t1` / `t2`) when tonight is past the booking's
 * taxed nights (migration 0033: the first so many of its nights carry the tax), else null.
 */
const exemptTonight = (slot: '1' | '2', today: CalendarDate) =>
  sql`case when ${today}::date - b.check_in_date >= coalesce(b.${rawSql(`tax${slot}_taxed_nights`)}, b.nights)
    then t${rawSql(slot)}.name end`;

/**
 * The residents in house on `today`, in one statement over the guests in house tonight. A chain is the
 * bookings of one guest record, in any rooms, none Cancelled or No Show, each checking in by the day the
 * stays before it check out: over each guest's stays in check-in order (read by booking_guest_id_index),
 * a stay that checks in after every earlier one has checked out starts a new chain, the running count of
 * those starts numbering the chains (a guest holding two rooms at once is one chain, counted by its dates).
 * In house is the front desk's rule: the chain holds tonight and its stay of tonight is not checked out.
 */
export function residentsStatement(today: CalendarDate): SqlFragment {
  const holdsTonight = sql`s.check_in_date <= ${today}::date and s.check_out_date > ${today}::date and s.stay_status <> 'Checked Out'`;
  return sql`with tonight as (
      select distinct b.guest_id from booking b
      where b.hotel_id = :hotel and b.guest_id is not null and ${HOLDS_ROOM_SQL}
        and daterange(b.check_in_date, b.check_out_date, '[)') && daterange(${today}::date, ${today}::date + 1, '[)')
        and b.stay_status <> 'Checked Out'
    ), stays as (
      select b.id, b.guest_id, b.check_in_date, b.check_out_date, b.stay_status, b.balance_cents,
        max(b.check_out_date) over (partition by b.guest_id order by b.check_in_date, b.id
          rows between unbounded preceding and 1 preceding) as reached
      from booking b
      where b.hotel_id = :hotel and b.guest_id in (select guest_id from tonight) and ${HOLDS_ROOM_SQL}
    ), chained as (
      select s.*, count(*) filter (where s.reached is null or s.check_in_date > s.reached)
        over (partition by s.guest_id order by s.check_in_date, s.id) as chain
      from stays s
    ), chains as (
      select s.guest_id, min(s.check_in_date) as since, max(s.check_out_date) as next_renewal,
        sum(s.balance_cents) as balance_cents, array_agg(s.id order by s.check_in_date, s.id) as booking_ids,
        max(s.id) filter (where ${holdsTonight}) as booking_id
      from chained s group by s.guest_id, s.chain
    )
    select c.guest_id, g.first_name, g.last_name, g.email, g.phone, c.booking_id, r.room_number, c.booking_ids,
      c.since::text as since, (c.next_renewal - c.since)::int as nights, (${today}::date - c.since + 1)::int as night,
      c.next_renewal::text as next_renewal, c.balance_cents::int as balance_cents,
      array_remove(array[${exemptTonight('1', today)}, ${exemptTonight('2', today)}], null) as exempt_taxes
    from chains c
      join booking b on b.hotel_id = :hotel and b.id = c.booking_id
      join room r on r.id = b.room_id
      join guest g on g.id = c.guest_id
      left join tax_rate t1 on t1.hotel_id = :hotel and t1.id = b.tax1_rate_id
      left join tax_rate t2 on t2.hotel_id = :hotel and t2.id = b.tax2_rate_id
    where c.next_renewal - c.since >= ${RESIDENT_MIN_NIGHTS}
    order by r.sort_key, b.id`;
}

/** The Front Desk's Residents (issue 26): every chain of stays in house tonight of four weeks or more, in room order. */
export async function residents(ctx: RequestContext): Promise<Resident[]> {
  requireHotelId(ctx);
  const today = hotelToday((await loadSettings(ctx.em)).timezone);
  const rows = await hotelSql<ResidentRow>(ctx.em, residentsStatement(today));
  return rows.map((row) => ({
    guest: {
      id: row.guest_id,
      name: formatGuestName(row.last_name, row.first_name),
      email: row.email,
      phone: row.phone,
    },
    bookingId: row.booking_id,
    roomNumber: row.room_number,
    bookingIds: row.booking_ids.map(Number),
    since: row.since,
    nights: row.nights,
    night: row.night,
    nextRenewal: row.next_renewal,
    balance: cents(Number(row.balance_cents)),
    exemptTaxes: row.exempt_taxes,
  }));
}
