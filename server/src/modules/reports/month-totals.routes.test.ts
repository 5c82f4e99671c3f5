import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpHotelWithRooms, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * booking_month_totals (migration 0023), which the reports and the dashboard read, is kept by the database's
 * triggers: after every kind of booking write it must equal what the bookings themselves add up to.
 */
let app: TestApp;
let hotel: SignedInHotel;
let other: SignedInHotel;
let hotelRooms: Record<string, number>;
let otherRooms: Record<string, number>;

beforeAll(async () => {
  app = await startTestApp();
  ({ hotel, rooms: hotelRooms } = await signUpHotelWithRooms(app, 'months@inn.test'));
  ({ hotel: other, rooms: otherRooms } = await signUpHotelWithRooms(app, 'months-other@inn.test'));
});
afterAll(async () => app?.close());

const stay = (room: string, checkInDate: string, overrides: Record<string, unknown> = {}) => ({
  roomId: hotelRooms[`10${room}`],
  guest: 'Lovelace, Ada',
  checkInDate,
  rateType: 'Daily',
  nights: 3,
  dailyWeeklyAmount: '100.00',
  monthlyAmount: '1450.00',
  paidAmount: '0',
  ...overrides,
});

const sql = <T>(text: string, params: unknown[]) => app.orm.em.fork().getConnection().execute<T[]>(text, params);

interface BookingRow {
  check_in_date: string;
  check_out_date: string;
  rate_type: string;
  stay_status: string;
  subtotal_cents: number;
  tax_amount_cents: number;
  resort_fee_cents: number;
  grand_total_cents: number;
}

/** The months' figures recomputed here from the hotel's bookings, night by night. */
async function recomputed(hotelId: number): Promise<Record<string, number[]>> {
  const bookings = await sql<BookingRow>(
    `select to_char(check_in_date, 'YYYY-MM-DD') as check_in_date, to_char(check_out_date, 'YYYY-MM-DD') as check_out_date,
            rate_type, stay_status, subtotal_cents, tax_amount_cents, resort_fee_cents, grand_total_cents
       from booking where hotel_id = ?`,
    [hotelId],
  );
  const months: Record<string, number[]> = {};
  const at = (month: string) => (months[month] ??= [0, 0, 0, 0, 0, 0, 0]);
  for (const b of bookings) {
    if (b.stay_status === 'Cancelled' || b.stay_status === 'No Show') continue;
    const first = at(b.check_in_date.slice(0, 7));
    const taxable = b.rate_type === 'Monthly' ? 0 : b.subtotal_cents;
    const figures = [1, taxable, b.subtotal_cents - taxable, b.tax_amount_cents, b.resort_fee_cents, b.grand_total_cents];
    figures.forEach((value, index) => (first[index] = first[index]! + value));
    for (let night = Date.parse(b.check_in_date); night < Date.parse(b.check_out_date); night += 86_400_000) {
      const row = at(new Date(night).toISOString().slice(0, 7));
      row[6] = row[6]! + 1;
    }
  }
  return months;
}

async function kept(hotelId: number): Promise<Record<string, number[]>> {
  const rows = await sql<Record<string, string | number>>(
    `select to_char(month, 'YYYY-MM') as month, stays, taxable_cents, non_taxable_cents, tax_cents, resort_fee_cents,
            grand_total_cents, occupied_nights
       from booking_month_totals where hotel_id = ?`,
    [hotelId],
  );
  const months: Record<string, number[]> = {};
  for (const { month, ...figures } of rows) {
    const values = Object.values(figures).map(Number);
    // A month whose stays all went keeps a row of zeros: the same as no row.
    if (values.some((value) => value !== 0)) months[month as string] = values;
  }
  return months;
}

async function expectKeptToMatch() {
  for (const signedIn of [hotel, other]) expect(await kept(signedIn.id)).toEqual(await recomputed(signedIn.id));
}

describe('the kept month totals', () => {
  it('equal the bookings after creates, edits, stay changes, deletes, batch saves and a clear', async () => {
    await other.api.post('/api/hotel/bookings', {
      ...stay('1', '2030-01-30', { rateType: 'Weekly', nights: 7, dailyWeeklyAmount: '499.00' }),
      roomId: otherRooms['101'],
    });
    const created: Record<string, { id: number }> = {};
    for (const [name, body] of Object.entries({
      crossing: stay('1', '2030-01-29', { nights: 5 }),
      weekly: stay('2', '2030-02-10', { rateType: 'Weekly', nights: 7, dailyWeeklyAmount: '499.00' }),
      monthly: stay('3', '2030-03-15', { rateType: 'Monthly' }),
      cancelled: stay('4', '2030-01-05'),
      removed: stay('5', '2030-04-01', { nights: 2 }),
    })) {
      const response = await hotel.api.post('/api/hotel/bookings', body);
      expect([name, response.status, response.body.error]).toEqual([name, 201, undefined]);
      created[name] = response.body;
    }
    await expectKeptToMatch();

    // Dates moved across months, the rate type changed, a payment recorded (no figure moves).
    expect(
      (await hotel.api.put(`/api/hotel/bookings/${created.crossing!.id}`, stay('1', '2030-05-30', { nights: 4 }))).status,
    ).toBe(200);
    const retyped = stay('2', '2030-02-10', { rateType: 'Monthly' });
    expect((await hotel.api.put(`/api/hotel/bookings/${created.weekly!.id}`, retyped)).status).toBe(200);
    expect(
      (
        await hotel.api.put(
          `/api/hotel/bookings/${created.monthly!.id}`,
          stay('3', '2030-03-15', { rateType: 'Monthly', paidAmount: '100' }),
        )
      ).status,
    ).toBe(200);
    await expectKeptToMatch();

    // Cancelled stays leave the figures (no-show ones too: the same rule); reinstated, they come back.
    expect((await hotel.api.post(`/api/hotel/bookings/${created.cancelled!.id}/cancel`, { reason: 'Flight' })).status).toBe(200);
    expect((await hotel.api.post(`/api/hotel/bookings/${created.removed!.id}/cancel`, { reason: 'Plans changed' })).status).toBe(
      200,
    );
    await expectKeptToMatch();
    expect((await hotel.api.post(`/api/hotel/bookings/${created.cancelled!.id}/reinstate`)).status).toBe(200);
    await expectKeptToMatch();

    expect((await hotel.api.delete(`/api/hotel/bookings/${created.removed!.id}`)).status).toBe(200);
    expect((await hotel.api.delete(`/api/hotel/bookings/${created.cancelled!.id}`)).status).toBe(200);
    await expectKeptToMatch();

    // One batch: two new stays and an edit moving a stay into another year.
    const saved = await hotel.api.post('/api/hotel/bookings/batch', {
      bookings: [
        stay('4', '2030-06-28', { nights: 6 }),
        stay('5', '2030-12-30', { rateType: 'Monthly' }),
        { id: created.monthly!.id, checkInDate: '2031-01-03' },
      ],
    });
    expect(saved.status).toBe(200);
    await expectKeptToMatch();
    expect(Object.keys(await kept(hotel.id)).sort()).toEqual([
      '2030-02',
      '2030-03',
      '2030-05',
      '2030-06',
      '2030-07',
      '2030-12',
      '2031-01',
      '2031-02',
    ]);

    // The reports read the kept rows: the same figures as the bookings' own sums, to the cent.
    const report = (await hotel.api.get('/api/hotel/reports/monthly/2030')).body;
    const [sums] = await sql<{ grand: string; taxable: string }>(
      `select sum(grand_total_cents) as grand, sum(subtotal_cents) filter (where rate_type <> 'Monthly') as taxable
         from booking where hotel_id = ? and check_in_date between '2030-01-01' and '2030-12-31'
          and stay_status not in ('Cancelled', 'No Show')`,
      [hotel.id],
    );
    expect(report.totalGrandTotal).toBe((Number(sums!.grand) / 100).toFixed(2));
    expect(report.totalTaxable).toBe((Number(sums!.taxable) / 100).toFixed(2));

    expect((await hotel.api.delete('/api/hotel/clear')).status).toBe(200);
    expect(await kept(hotel.id)).toEqual({});
    await expectKeptToMatch();
    expect(Object.keys(await kept(other.id))).toEqual(['2030-01', '2030-02']);
  });
});
