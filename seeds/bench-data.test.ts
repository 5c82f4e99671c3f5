import { computeBooking, paymentStatus } from '@core/booking-engine';
import { dynamicRateFor } from '@core/rate-period-match';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameWordsOf } from '../server/src/db/kept-totals';
import { openDatabase, type Em, type Orm } from '../server/src/db/orm';
import { benchHotelData, benchHotelPlans, benchTaxes, dateOfDay, dayNumber, type BenchHotelData } from './bench-data';
import { writeBenchHotels, type WrittenHotel } from './bench-seed';

/** The words of a name as typed, in lower case (what migration 0026 keeps of each booking's guest name). */
const wordsOf = (name: string) =>
  name
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);

// The benchmark's generator at a small scale (one hotel, one year, 12 rooms; and two small hotels), so that
// it cannot rot: stays never overlap, every figure is the booking engine's, and what is written is what was built.
const TODAY = '2026-03-15';
const plan = { ...benchHotelPlans({ today: TODAY, scale: 0.024 }).big[0]!, historyDays: 365 };
const hotel = benchHotelData(plan);

describe('benchHotelData', () => {
  it('builds the planned hotel: its rooms, guests and a year of stays up to the days ahead', () => {
    expect(hotel.rooms).toHaveLength(12);
    expect(new Set(hotel.rooms.map((room) => room.roomNumber)).size).toBe(12);
    expect(hotel.guests).toHaveLength(plan.guests);
    expect(hotel.bookings.length).toBeGreaterThan(12 * 30);
    const checkIns = hotel.bookings.map((booking) => booking.figures.checkInDate).sort();
    expect(checkIns[0]! >= dateOfDay(dayNumber(TODAY) - 365)).toBe(true);
    expect(checkIns.at(-1)! <= dateOfDay(dayNumber(TODAY) + plan.daysAhead)).toBe(true);
  });

  it('never lets two stays of one room overlap (check-out day may be the next check-in)', () => {
    const byRoom = new Map<number, { checkIn: string; checkOut: string }[]>();
    for (const booking of hotel.bookings) {
      const stays = byRoom.get(booking.roomIndex) ?? [];
      stays.push({ checkIn: booking.figures.checkInDate, checkOut: booking.figures.checkOutDate });
      byRoom.set(booking.roomIndex, stays);
    }
    for (const stays of byRoom.values()) {
      stays.sort((a, b) => a.checkIn.localeCompare(b.checkIn));
      for (let index = 1; index < stays.length; index += 1)
        expect(stays[index - 1]!.checkOut <= stays[index]!.checkIn).toBe(true);
    }
  });

  it('adds every booking up: subtotal + Tax 1 + Tax 2 = grand total, balance and status from what was paid', () => {
    for (const { figures } of hotel.bookings) {
      expect(figures.subtotal + figures.taxAmount + figures.resortFee).toBe(figures.grandTotal);
      expect(figures.balance).toBe(figures.grandTotal - figures.paidAmount);
      expect(figures.paymentStatus).toBe(paymentStatus(figures.grandTotal, figures.paidAmount));
      expect(figures.paidAmount >= 0 && figures.paidAmount <= figures.grandTotal).toBe(true);
    }
  });

  it("gives every stay the engine's figures and the rate in force on its check-in day", () => {
    const types = hotel.roomTypes.map((type, index) => ({
      id: index,
      dailyRate: type.dailyRateCents,
      weeklyRate: type.weeklyRateCents,
      monthlyRate: type.monthlyRateCents,
    }));
    const periods = hotel.ratePeriods.map((period, index) => ({
      ...period,
      id: index + 1,
      roomTypeId: period.roomTypeIndex,
      dailyRate: period.dailyRateCents,
      weeklyRate: period.weeklyRateCents,
      monthlyRate: period.monthlyRateCents,
      createdAt: new Date(0),
    }));
    // Every 5th stay (several hundred), each rate type among them.
    const sample = hotel.bookings.filter((_, index) => index % 5 === 0);
    expect(new Set(sample.map((booking) => booking.figures.rateType))).toEqual(new Set(['Daily', 'Weekly', 'Monthly']));
    for (const { figures, roomIndex } of sample) {
      const rate = dynamicRateFor(types[hotel.rooms[roomIndex]!.roomTypeIndex]!, periods, figures.checkInDate);
      expect(figures.dailyWeeklyAmount).toBe(figures.rateType === 'Weekly' ? rate.weeklyRate : rate.dailyRate);
      const again = computeBooking({
        rateType: figures.rateType,
        checkInDate: figures.checkInDate,
        nights: figures.nights,
        dailyWeeklyAmount: figures.dailyWeeklyAmount,
        monthlyAmount: rate.monthlyRate,
        paidAmount: figures.paidAmount,
        entryMode: 'base',
        taxes: benchTaxes(),
      });
      expect(figures).toEqual(again);
    }
  });

  it('is the same hotel every time for the same seed', () => {
    const again = benchHotelData(plan);
    expect(again.bookings.length).toBe(hotel.bookings.length);
    expect(again.bookings[100]).toEqual(hotel.bookings[100]);
  });
});

describe('writeBenchHotels', () => {
  let orm: Orm;
  let dataDir: string;
  let written: WrittenHotel[];
  let hotels: BenchHotelData[];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'innkeep-bench-seed-'));
    orm = await openDatabase({ dataDir, databaseUrl: null });
    const small = benchHotelPlans({ today: TODAY, smallHotels: 2 }).small.map((smallPlan) => ({ ...smallPlan, rooms: 3 }));
    hotels = [hotel, ...small.map(benchHotelData)];
    written = await writeBenchHotels(orm.em.fork() as Em, hotels, { now: new Date(`${TODAY}T12:00:00Z`) });
  });

  afterAll(async () => {
    await orm?.close(true);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes every hotel with its rows, the database checking each stay and keeping the totals', async () => {
    const em = orm.em.fork() as Em;
    for (const [index, ids] of written.entries()) {
      const data = hotels[index]!;
      const [counts] = await em.execute<{ rooms: number; guests: number; bookings: number; periods: number; taxes: number }[]>(
        `select (select count(*)::int from room where hotel_id = ?) as rooms, (select count(*)::int from guest where hotel_id = ?) as guests,
           (select count(*)::int from booking where hotel_id = ?) as bookings, (select count(*)::int from rate_period where hotel_id = ?) as periods,
           (select count(*)::int from tax_rate where hotel_id = ?) as taxes`,
        [ids.hotelId, ids.hotelId, ids.hotelId, ids.hotelId, ids.hotelId],
      );
      expect(counts).toEqual({
        rooms: data.rooms.length,
        guests: data.guests.length,
        bookings: data.bookings.length,
        periods: data.ratePeriods.length,
        taxes: data.taxRates.length,
      });
      const [totals] = await em.execute<{ bookings: number; grand: string }[]>(
        `select t.bookings, (select sum(grand_total_cents)::text from booking where hotel_id = ?) as grand
           from booking_totals t where t.hotel_id = ?`,
        [ids.hotelId, ids.hotelId],
      );
      expect(totals).toEqual({
        bookings: data.bookings.length,
        grand: String(data.bookings.reduce((sum, b) => sum + b.figures.grandTotal, 0)),
      });
      // The month totals (migration 0023) were kept through the load too: the same money and nights.
      const [months] = await em.execute<{ kept: string; summed: string }[]>(
        `select (select sum(grand_total_cents)::text || '/' || sum(occupied_nights) from booking_month_totals where hotel_id = ?) as kept,
           (select sum(grand_total_cents)::text || '/' || sum(check_out_date - check_in_date) from booking
             where hotel_id = ? and stay_status not in ('Cancelled', 'No Show')) as summed`,
        [ids.hotelId, ids.hotelId],
      );
      expect(months!.kept).toBe(months!.summed);
      // Month by month: the rows filled in one statement after the load are those the trigger makes.
      expect(await keptMonths(em, ids.hotelId)).toEqual(monthsOf(data));
      // The guest-name words (migration 0026), written in one statement after the load: every word of every name.
      const [words] = await em.execute<{ kept: number; missing: number }[]>(
        `select (select count(*)::int from booking_name_word where hotel_id = ?) as kept,
           (select count(*)::int from (${nameWordsOf('booking')}) as w where w.hotel_id = ? and not exists
             (select 1 from booking_name_word n where (n.hotel_id, n.word, n.booking_id) = (w.hotel_id, w.word, w.booking_id))) as missing`,
        [ids.hotelId, ids.hotelId],
      );
      expect(words).toEqual({
        kept: new Set(data.bookings.flatMap((b, i) => wordsOf(b.guestName).map((w) => `${i} ${w}`))).size,
        missing: 0,
      });
    }
    // The constraints the load dropped are back: an overlapping stay is refused.
    const first = hotels[0]!.bookings[0]!;
    await expect(
      em.execute(
        `insert into booking (hotel_id, room_id, guest_name, check_in_date, check_out_date, rate_type, nights, daily_weekly_amount_cents,
           monthly_amount_cents, subtotal_cents, tax_amount_cents, resort_fee_cents, grand_total_cents, paid_amount_cents,
           payment_method, status, created_at, updated_at)
         values (?, ?, 'Overlap, Test', ?, ?, 'Daily', 1, 100, 0, 100, 0, 0, 100, 0, 'Cash', 'Unpaid', now(), now())`,
        [written[0]!.hotelId, written[0]!.roomIds[first.roomIndex], first.figures.checkInDate, first.figures.checkOutDate],
      ),
    ).rejects.toThrow(/booking_no_overlap|exclusion/);
    await expect(
      em.execute(
        `insert into booking (hotel_id, room_id, guest_name, check_in_date, check_out_date, rate_type, nights, daily_weekly_amount_cents,
           monthly_amount_cents, subtotal_cents, tax_amount_cents, resort_fee_cents, grand_total_cents, paid_amount_cents,
           payment_method, status, created_at, updated_at)
         values (?, 2147483000, 'Nowhere, Test', '2030-01-01', '2030-01-02', 'Daily', 1, 100, 0, 100, 0, 0, 100, 0, 'Cash', 'Unpaid', now(), now())`,
        [written[0]!.hotelId],
      ),
    ).rejects.toThrow(/foreign key/);
    // …and those of the folio payments and the activity log, written in bulk after the bookings.
    await expect(
      em.execute(
        `insert into folio_payment (hotel_id, booking_id, date, method, amount_cents, created_at)
         values (?, 2147483000, '2030-01-01', 'Cash', 100, now())`,
        [written[0]!.hotelId],
      ),
    ).rejects.toThrow(/foreign key/);
    await expect(
      em.execute(
        `insert into audit_log (hotel_id, actor_account_id, entity, entity_id, action, created_at)
         values (2147483000, ?, 'Booking', 1, 'create', now())`,
        [written[0]!.hotelId],
      ),
    ).rejects.toThrow(/foreign key/);
    const [logged] = await em.execute<{ payments: number; entries: number }[]>(
      `select (select count(*)::int from folio_payment where hotel_id = ?) as payments,
              (select count(*)::int from audit_log where hotel_id = ? and entity = 'Booking' and action = 'create') as entries`,
      [written[0]!.hotelId, written[0]!.hotelId],
    );
    expect(logged).toEqual({
      payments: hotels[0]!.bookings.filter((booking) => booking.figures.paidAmount !== 0).length,
      entries: hotels[0]!.bookings.length,
    });
  });

  it("leaves the month totals' and the name words' triggers on: a booking written after the load adds to its month and its words", async () => {
    const em = orm.em.fork() as Em;
    const before = await keptMonths(em, written[1]!.hotelId);
    await em.execute(
      `insert into booking (hotel_id, room_id, guest_name, check_in_date, check_out_date, rate_type, nights, daily_weekly_amount_cents,
         monthly_amount_cents, subtotal_cents, tax_amount_cents, resort_fee_cents, grand_total_cents, paid_amount_cents,
         payment_method, status, created_at, updated_at)
       values (?, ?, 'After, Load', '2031-01-30', '2031-02-02', 'Daily', 3, 10000, 0, 30000, 2400, 0, 32400, 0, 'Cash', 'Unpaid', now(), now())`,
      [written[1]!.hotelId, written[1]!.roomIds[0]],
    );
    const [words] = await em.execute<{ words: string[] }[]>(
      `select array_agg(word order by word) as words from booking_name_word
        where booking_id = (select max(id) from booking where hotel_id = ?)`,
      [written[1]!.hotelId],
    );
    expect(words!.words).toEqual(['after', 'load']);
    expect(await keptMonths(em, written[1]!.hotelId)).toEqual({
      ...before,
      '2031-01': [1, 30000, 0, 2400, 0, 32400, 2],
      '2031-02': [0, 0, 0, 0, 0, 0, 1],
    });
  });

  it('signs every hotel in as licensed, so the booking benchmark is never stopped by the demo limit', async () => {
    const em = orm.em.fork() as Em;
    const rows = await em.execute<{ key: string; value: string }[]>(
      `select key, value from hotel_setting where hotel_id = ? and key in ('is_demo', 'license_key', 'transaction_limit') order by key`,
      [written[1]!.hotelId],
    );
    expect(rows).toEqual([
      { key: 'is_demo', value: '0' },
      { key: 'license_key', value: 'MANUAL-ACTIVATION' },
      { key: 'transaction_limit', value: '999999' },
    ]);
  });
});

/** booking_month_totals of a hotel: month -> [stays, taxable, non-taxable, tax, resort fee, grand total, nights]. */
async function keptMonths(em: Em, hotelId: number): Promise<Record<string, number[]>> {
  const rows = await em.execute<Record<string, string | number>[]>(
    `select to_char(month, 'YYYY-MM') as month, stays, taxable_cents, non_taxable_cents, tax_cents, resort_fee_cents,
            grand_total_cents, occupied_nights
       from booking_month_totals where hotel_id = ? order by month`,
    [hotelId],
  );
  return Object.fromEntries(rows.map(({ month, ...figures }) => [month, Object.values(figures).map(Number)]));
}

/**
 * The same figures from the generated stays, as the trigger counts them: the money and the stay to the month of
 * check-in (Daily and Weekly subtotals taxable, Monthly not), each night to its own month.
 */
function monthsOf(data: BenchHotelData): Record<string, number[]> {
  const months: Record<string, number[]> = {};
  const at = (month: string) => (months[month] ??= [0, 0, 0, 0, 0, 0, 0]);
  for (const { figures: f } of data.bookings) {
    const taxable = f.rateType === 'Monthly' ? 0 : f.subtotal;
    const first = at(f.checkInDate.slice(0, 7));
    [1, taxable, f.subtotal - taxable, f.taxAmount, f.resortFee, f.grandTotal].forEach(
      (value, index) => (first[index] = first[index]! + value),
    );
    for (let night = dayNumber(f.checkInDate); night < dayNumber(f.checkOutDate); night += 1) {
      const row = at(dateOfDay(night).slice(0, 7));
      row[6] = row[6]! + 1;
    }
  }
  return Object.fromEntries(
    Object.keys(months)
      .sort()
      .map((month) => [month, months[month]!]),
  );
}
