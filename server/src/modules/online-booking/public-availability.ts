import { DEFAULT_BOOKING_STATUS, DEFAULT_PAYMENT_METHOD } from '@core/booking-choices';
import { cheapestPriced, rateCandidates, type RateCandidate } from '@core/online-booking';
import { formatMoney, ZERO, type Cents } from '@core/money';
import { dynamicRateFor, type RatePeriodLike } from '@core/rate-period-match';
import type { BookingInput } from '@core/schemas/booking.schema';
import type { CalendarDate } from '@core/stay-dates';
import type { Em } from '../../db/orm';
import { hotelSql } from '../../db/hotel-sql';
import { holdsRoomSql } from '../../db/holds-room-sql';
import { isoTimestampSql, rawSql, sql, type SqlFragment } from '../../db/sql';
import { priceBooking, type PricingContext } from '../bookings';
import type { StoredPage } from './online-booking-settings';

/** A stay a guest asks about: [checkIn, checkOut), `nights` nights. */
export interface AskedStay {
  checkIn: CalendarDate;
  nights: number;
  checkOut: CalendarDate;
}

/** One offered room type for the stay: how many of its rooms are free, and the price when any is. */
export interface RoomTypeQuote {
  id: number;
  name: string;
  available: number;
  price: StayPrice | null;
}

/** A stay priced as the desk would price it (the engine's figures), with the rate it chose. */
export interface StayPrice {
  rateType: RateCandidate['rateType'];
  /** The Daily/Weekly amount the booking is written with. */
  amount: Cents;
  monthlyAmount: Cents;
  subtotal: Cents;
  taxes: { name: string; amount: Cents }[];
  total: Cents;
}

interface OfferedRow {
  id: number;
  name: string;
  daily: Cents;
  weekly: Cents;
  monthly: Cents;
  available: number;
  periods: Omit<RatePeriodLike, 'roomTypeId' | 'isActive'>[];
}

/** The offered room types' condition: every type, none, or the chosen ones. */
function offeredCondition(page: StoredPage, onlyTypeId: number | null): SqlFragment {
  const chosen = onlyTypeId === null ? page.roomTypeIds : (page.roomTypeIds ?? [onlyTypeId]).filter((id) => id === onlyTypeId);
  if (chosen === null) return rawSql('true');
  if (chosen.length === 0) return rawSql('false');
  return sql`t.id in (${chosen})`;
}

/**
 * The offered room types, each with its rates in force on the check-in date (its own, or its latest scheduled
 * change: issue 26), its active rate periods, and how many of its rooms are free for every night of the stay:
 * rooms whose stays holding a room (as the exclusion constraint counts them) and room blocks leave the nights
 * free. The rooms in the way are read once through the (hotel, nights) GiST indexes of the stays and blocks.
 */
const offeredStatement = (stay: AskedStay, condition: SqlFragment) => sql`with taken as (
    select b.room_id from booking b
     where b.hotel_id = :hotel and daterange(b.check_in_date, b.check_out_date, '[)') && daterange(${stay.checkIn}::date, ${stay.checkOut}::date, '[)')
       and ${holdsRoomSql('b')}
    union
    select k.room_id from room_block k
     where k.hotel_id = :hotel and daterange(k.start_date, k.end_date, '[)') && daterange(${stay.checkIn}::date, ${stay.checkOut}::date, '[)'))
  select t.id, t.name, coalesce(c.daily_rate_cents, t.daily_rate_cents) as daily, coalesce(c.weekly_rate_cents, t.weekly_rate_cents) as weekly,
    coalesce(c.monthly_rate_cents, t.monthly_rate_cents) as monthly,
    (select count(*) from room r where r.hotel_id = :hotel and r.room_type_id = t.id
        and not exists (select 1 from taken w where w.room_id = r.id))::int as available,
    coalesce((select json_agg(json_build_object('id', p.id, 'name', p.name, 'rateType', p.rate_type,
        'priority', p.priority, 'dailyRate', p.daily_rate_cents, 'weeklyRate', p.weekly_rate_cents,
        'monthlyRate', p.monthly_rate_cents, 'daysOfWeek', p.days_of_week, 'startDate', p.start_date,
        'endDate', p.end_date, 'specificDates', p.specific_dates, 'createdAt', ${isoTimestampSql('p.created_at')}))
      from rate_period p where p.hotel_id = t.hotel_id and p.room_type_id = t.id and p.is_active), '[]') as periods
  from room_type t left join lateral (select l.daily_rate_cents, l.weekly_rate_cents, l.monthly_rate_cents
      from room_type_rate_change l where l.hotel_id = t.hotel_id and l.room_type_id = t.id and l.effective_from <= ${stay.checkIn}::date
      order by l.effective_from desc limit 1) c on true
  where t.hotel_id = :hotel and ${condition}
  order by t.name, t.id`;

/**
 * The offered room types for the stay, priced (when a room is free) as the desk would price them: the rate in
 * force on the check-in date (rate periods, scheduled rates), the Daily rate or for whole weeks the Weekly one
 * when it comes to less, taxed by the hotel's taxes and their long-stay rules (bookings' priceBooking).
 */
export async function quoteStay(
  em: Em,
  page: StoredPage,
  stay: AskedStay,
  pricing: PricingContext,
  onlyTypeId: number | null = null,
): Promise<RoomTypeQuote[]> {
  const rows = await hotelSql<OfferedRow>(em, offeredStatement(stay, offeredCondition(page, onlyTypeId)));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    available: row.available,
    price: row.available > 0 ? priceStay(row, stay, pricing) : null,
  }));
}

function priceStay(row: OfferedRow, stay: AskedStay, pricing: PricingContext): StayPrice {
  const periods = row.periods.map((period) => ({ ...period, roomTypeId: row.id, isActive: true }));
  const rate = dynamicRateFor(
    { id: row.id, dailyRate: row.daily, weeklyRate: row.weekly, monthlyRate: row.monthly },
    periods,
    stay.checkIn,
  );
  const taxes = pricing.taxesOn(stay.checkIn);
  const priced = rateCandidates(stay.nights, rate).map((candidate) => {
    const figures = priceBooking(bookingInputFor(0, 'Guest', null, stay, candidate, rate.monthlyRate), pricing);
    return { candidate, figures, grandTotal: figures.grandTotal };
  });
  const { candidate, figures } = cheapestPriced(priced);
  return {
    rateType: candidate.rateType,
    amount: candidate.amount,
    monthlyAmount: rate.monthlyRate,
    subtotal: figures.subtotal,
    taxes: [
      { name: taxes.tax1Name, amount: figures.taxAmount },
      { name: taxes.tax2Name, amount: figures.resortFee },
    ].filter((tax) => tax.amount !== ZERO),
    total: figures.grandTotal,
  };
}

/** The booking the page writes: as the desk's form would send it, nothing paid. */
export function bookingInputFor(
  roomId: number,
  guest: string,
  guestId: number | null,
  stay: AskedStay,
  rate: Pick<RateCandidate, 'rateType' | 'amount'>,
  monthlyAmount: Cents,
): BookingInput {
  return {
    roomId,
    guest,
    guestId,
    checkInDate: stay.checkIn,
    rateType: rate.rateType,
    nights: stay.nights,
    dailyWeeklyAmount: formatMoney(rate.amount),
    monthlyAmount: formatMoney(monthlyAmount),
    grandTotal: formatMoney(ZERO),
    paidAmount: formatMoney(ZERO),
    paymentMethod: DEFAULT_PAYMENT_METHOD,
    status: DEFAULT_BOOKING_STATUS,
    longStayAgreement: undefined,
    autoRenew: undefined,
  };
}

/** The hotel's pricing as the page uses it: the room types' rates are base rates, whatever the desk types. */
export const pageSpeaksBaseRates = (pricing: PricingContext): PricingContext => ({ ...pricing, entryMode: 'base' });

/** A free room of the type for the stay, picked at random among the free ones, so racing guests spread out; null: none. */
export async function freeRoomOf(em: Em, roomTypeId: number, stay: AskedStay, except: readonly number[]): Promise<number | null> {
  const tried = except.length > 0 ? sql`and r.id not in (${[...except]})` : rawSql('');
  const [row] = await hotelSql<{ id: number }>(
    em,
    sql`select r.id from room r where r.hotel_id = :hotel and r.room_type_id = ${roomTypeId} ${tried}
      and not exists (select 1 from booking b where b.hotel_id = :hotel and b.room_id = r.id and ${holdsRoomSql('b')}
        and daterange(b.check_in_date, b.check_out_date, '[)') && daterange(${stay.checkIn}::date, ${stay.checkOut}::date, '[)'))
      and not exists (select 1 from room_block k where k.hotel_id = :hotel and k.room_id = r.id
        and daterange(k.start_date, k.end_date, '[)') && daterange(${stay.checkIn}::date, ${stay.checkOut}::date, '[)'))
      order by random() limit 1`,
  );
  return row?.id ?? null;
}
