import type { RateType } from '@core/booking-choices';
import { guestNameForBooking, type GuestName } from '@core/guest-name';
import type { BookingInput } from '@core/schemas/booking.schema';
import { nightsBefore, predecessorsOf, successorsOf, type ChainStay } from '@core/long-stay-chain';
import type { ChainPlace, LongStayLineKind, TaxSlot } from '@core/long-stay';
import { cents, type Cents } from '@core/money';
import type { TaxRateLike } from '@core/tax-choice';
import type { Em } from '../../db/orm';
import { holdsRoomSql } from '../../db/holds-room-sql';
import { hotelSql } from '../../db/hotel-sql';
import { rawSql, sql } from '../../db/sql';

/**
 * The chains of stays the long-stay rules count (core/long-stay-chain.ts), read for a request or a batch in
 * one statement: a recursive CTE from each booking about to be written back (and, when asked, forward) over
 * the guest's consecutive stays, through the (hotel, guest, date) indexes of migration 0033. A batch's rows
 * are added as they are written, so a later row's chain counts an earlier row's stay. A hotel whose taxes
 * have no long-stay rule reads nothing.
 */

/** One of a chain's bookings, with what the refund and the due read of its taxes. */
export interface ChainBooking extends ChainStay {
  nights: number;
  rateType: RateType;
  subtotal: Cents;
  agreement: boolean;
  /** Its Tax 1 and Tax 2: the rate each came from, its amount and taxed nights (null: every night). */
  taxes: Record<TaxSlot, { rateId: number | null; amount: Cents; taxedNights: number | null }>;
  /** Its long-stay lines (refunds negative, dues positive). */
  lines: { kind: LongStayLineKind; tax: TaxSlot; taxRateId: number | null; amount: Cents }[];
}

/** Where a booking about to be written starts its search: its guest (picked, or by typed name, or its own), its check-in. */
export interface ChainStart {
  guestId: number | null;
  name: GuestName | null;
  /** The booking being edited: its own guest and check-in when the write leaves them, never its own predecessor. */
  exceptId: number | null;
  checkInDate: string | null;
  /** Read the chain's later bookings too (the long-stay answer, the due line). */
  forward?: boolean;
}

/**
 * How far back a chain is read for pricing: the longest of the hotel's rules' N. Nights before a booking past
 * its rules' N change nothing (core/long-stay.ts: no night is taxed, none is refunded), so a booking at night 400
 * of a 30-night rule's chain walks 30 nights back, not 399; null reads the whole chain.
 */
export function chainReach(rates: readonly TaxRateLike[]): number | null {
  const nights = rates.flatMap((rate) => (rate.longStay ? [rate.longStay.nights] : []));
  return nights.length === 0 ? null : Math.max(...nights);
}

/** Where a new booking's chain search starts: its picked guest, or the guest its typed name finds. */
export function chainStartOf(
  input: Pick<BookingInput, 'guestId' | 'guest' | 'checkInDate'>,
  exceptId: number | null = null,
): ChainStart {
  return {
    guestId: input.guestId ?? null,
    name: input.guestId ? null : guestNameForBooking(input.guest),
    exceptId,
    checkInDate: input.checkInDate,
  };
}

/** Whether either of the hotel's taxes has a long-stay rule: only then is any chain read. */
export const hasLongStayRules = (rates: readonly TaxRateLike[]): boolean => rates.some((rate) => rate.longStay);

/** Whether a booking carries a long-stay agreement, as the chain's SQL reads it. */
const AGREEMENT = rawSql('b.long_stay_agreement');

interface ChainRow {
  id: number;
  guestId: number | null;
  roomId: number;
  checkInDate: string;
  checkOutDate: string;
  nights: number;
  rateType: RateType;
  subtotal: number;
  holdsRoom: boolean;
  agreement: boolean;
  tax1RateId: number | null;
  tax2RateId: number | null;
  tax1: number;
  tax2: number;
  tax1TaxedNights: number | null;
  tax2TaxedNights: number | null;
  lines: { kind: LongStayLineKind; tax: TaxSlot; taxRateId: number | null; amount: number }[] | string | null;
}

export class StayChains {
  private constructor(
    private stays: ChainBooking[],
    /** The guest each start resolved to (by id, by typed name, or the edited booking's own). */
    private readonly guests: (number | null)[],
    private readonly active = true,
  ) {}

  /** No rule, no chain: every booking is the first of its own. */
  static none(): StayChains {
    return new StayChains([], [], false);
  }

  /** Whether nothing was read (a hotel without long-stay rules). */
  isEmpty(): boolean {
    return !this.active;
  }

  /** The candidate bookings of every start's chain, in one statement. */
  static async read(em: Em, starts: readonly ChainStart[], reach: number | null = null): Promise<StayChains> {
    if (starts.length === 0) return new StayChains([], []);
    const json = JSON.stringify(
      starts.map((start, key) => ({
        key,
        guest_id: start.guestId,
        first_name: start.name?.firstName.toLowerCase() ?? null,
        last_name: start.name?.lastName.toLowerCase() ?? null,
        check_in: start.checkInDate,
        except_id: start.exceptId,
        forward: start.forward ?? false,
      })),
    );
    const holds = holdsRoomSql('b');
    const [row] = await hotelSql<{
      guests: { key: number; guestId: number | null }[] | string | null;
      stays: ChainRow[] | string | null;
    }>(
      em,
      sql`with recursive given as (
         select * from json_to_recordset(${json}::json)
           as s(key int, guest_id int, first_name text, last_name text, check_in date, except_id int, forward boolean)),
       starts as (
         select s.key, s.forward, e.id as except_id, e.check_out_date as except_out,
                coalesce(s.check_in, e.check_in_date) as check_in,
                coalesce(s.guest_id,
                  (select g.id from guest g where g.hotel_id = :hotel and s.first_name is not null
                      and lower(g.first_name) = s.first_name and lower(g.last_name) = s.last_name order by g.id limit 1),
                  e.guest_id) as guest_id
           from given s left join booking e on e.hotel_id = :hotel and e.id = s.except_id),
       back as (
         select b.id, b.guest_id, b.check_in_date, s.check_in as origin from starts s
           join booking b on b.hotel_id = :hotel and b.guest_id = s.guest_id and b.check_out_date = s.check_in and ${holds}
         union
         select b.id, b.guest_id, b.check_in_date, c.origin from back c
           join booking b on b.hotel_id = :hotel and b.guest_id = c.guest_id and b.check_out_date = c.check_in_date and ${holds}
          where ${reach}::int is null or c.origin - c.check_in_date < ${reach}::int),
       ahead as (
         select b.id, b.guest_id, b.check_out_date from starts s
           join booking b on b.hotel_id = :hotel and b.guest_id = s.guest_id and s.forward
            and b.check_in_date = coalesce(s.except_out, s.check_in) and ${holds}
         union
         select b.id, b.guest_id, b.check_out_date from ahead c
           join booking b on b.hotel_id = :hotel and b.guest_id = c.guest_id and b.check_in_date = c.check_out_date and ${holds})
       select (select json_agg(json_build_object('key', s.key, 'guestId', s.guest_id)) from starts s) as guests,
              (select json_agg(x) from (
                 select b.id, b.guest_id as "guestId", b.room_id as "roomId", b.check_in_date::text as "checkInDate",
                        b.check_out_date::text as "checkOutDate", b.nights, b.rate_type as "rateType", b.subtotal_cents as "subtotal",
                        ${holds} as "holdsRoom", ${AGREEMENT} as "agreement",
                        b.tax1_rate_id as "tax1RateId", b.tax2_rate_id as "tax2RateId",
                        b.tax_amount_cents as "tax1", b.resort_fee_cents as "tax2",
                        b.tax1_taxed_nights as "tax1TaxedNights", b.tax2_taxed_nights as "tax2TaxedNights",
                        (select json_agg(json_build_object('kind', a.kind, 'tax', a.tax, 'taxRateId', a.tax_rate_id, 'amount', a.amount_cents))
                           from folio_adjustment a where a.hotel_id = :hotel and a.booking_id = b.id and a.kind like 'Long-stay%') as "lines"
                   from booking b
                  where b.hotel_id = :hotel
                    and b.id in (select id from back union select id from ahead union select except_id from starts)) x) as stays`,
    );
    const parse = <T>(value: T | string | null): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
    const guests: (number | null)[] = starts.map(() => null);
    for (const guest of parse(row?.guests ?? null) ?? []) guests[guest.key] = guest.guestId;
    return new StayChains(
      (parse(row?.stays ?? null) ?? []).map((stay) => chainBookingOf(stay, parse)),
      guests,
    );
  }

  /** The guest start `index` resolved to (null: a new guest, in no chain yet). */
  guestOf(index: number): number | null {
    return this.guests[index] ?? null;
  }

  /** A booking's place in its chain, and the chain's bookings before it. */
  placeOf(stay: ChainStay & { agreement: boolean }): { place: ChainPlace; predecessors: ChainBooking[] } {
    const predecessors = predecessorsOf(this.stays, stay);
    return { place: { nightsBefore: nightsBefore(predecessors, stay), agreement: stay.agreement }, predecessors };
  }

  /** A booking of the chains as read (or written since). */
  stay(id: number): ChainBooking | undefined {
    return this.stays.find((stay) => stay.id === id);
  }

  /** The chain's bookings after `stay`. */
  successorsOf(stay: ChainStay): ChainBooking[] {
    return successorsOf(this.stays, stay);
  }

  /** A booking this request wrote: later rows of a batch count it (an edited one replaces what was read of it). */
  written(booking: ChainBooking): void {
    this.stays = [...this.stays.filter((stay) => stay.id !== booking.id), booking];
  }
}

function chainBookingOf(row: ChainRow, parse: <T>(value: T | string | null) => T | null): ChainBooking {
  return {
    id: row.id,
    guestId: row.guestId,
    roomId: row.roomId,
    checkInDate: row.checkInDate,
    checkOutDate: row.checkOutDate,
    holdsRoom: row.holdsRoom,
    nights: row.nights,
    rateType: row.rateType,
    subtotal: cents(row.subtotal),
    agreement: row.agreement,
    taxes: {
      'Tax 1': { rateId: row.tax1RateId, amount: cents(row.tax1), taxedNights: row.tax1TaxedNights },
      'Tax 2': { rateId: row.tax2RateId, amount: cents(row.tax2), taxedNights: row.tax2TaxedNights },
    },
    lines: (parse(row.lines) ?? []).map((line) => ({ ...line, amount: cents(line.amount) })),
  };
}

/** A booking's own long-stay lines (an edit of the booking holding night N finds its refund there). */
export async function longStayLinesOf(em: Em, bookingId: number): Promise<ChainBooking['lines']> {
  const rows = await hotelSql<{ kind: LongStayLineKind; tax: TaxSlot; taxRateId: number | null; amount: number }>(
    em,
    sql`select kind, tax, tax_rate_id as "taxRateId", amount_cents as "amount" from folio_adjustment
      where hotel_id = :hotel and booking_id = ${bookingId} and kind like 'Long-stay%' order by id`,
  );
  return rows.map((row) => ({ ...row, amount: cents(row.amount) }));
}
