import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { rowsReadByTable } from '../../testing/plan-reads';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { monthStaysStatement } from './tax-report.service';

/**
 * The tax report reads the month's stays, not the hotel's history: one statement through the GiST index on the
 * stay range, each stay's room once, whatever the years before and the other hotels hold. PostgreSQL only:
 * the plan is the server's, as in front-desk-plan.postgres.test.ts.
 */
let app: TestApp;
let client: pg.Client;
let hotel: SignedInHotel;
let other: SignedInHotel;

const ROOMS = 20;
/** Three-night stays back to back in every room from 2001-01-01: 300 stays a room, to 2003-06. */
const STAYS = 6_000;

async function roomsOf(signedIn: SignedInHotel): Promise<number[]> {
  const type = await signedIn.api.post('/api/hotel/room-types', {
    name: 'Queen',
    dailyRate: '100',
    weeklyRate: '600',
    monthlyRate: '1800',
  });
  await signedIn.api.post('/api/hotel/rooms/bulk', { prefix: '1', startNumber: 1, endNumber: ROOMS, roomTypeId: type.body.id });
  return ((await signedIn.api.get('/api/hotel/rooms')).body as { id: number }[]).map((room) => room.id);
}

async function insertStays(hotelId: number, rooms: number[]): Promise<void> {
  await client.query(
    `insert into booking (hotel_id, room_id, guest_name, check_in_date, check_out_date, rate_type, nights,
       daily_weekly_amount_cents, monthly_amount_cents, subtotal_cents, tax_amount_cents, resort_fee_cents, grand_total_cents,
       paid_amount_cents, payment_method, status, created_at, updated_at)
     select $1, ($2::int[])[1 + i % cardinality($2::int[])], 'Smith, John',
       date '2001-01-01' + (i / cardinality($2::int[])) * 3, date '2001-01-04' + (i / cardinality($2::int[])) * 3,
       'Daily', 3, 10000, 0, 30000, 2400, 1500, 33900, 0, 'Cash', 'Unpaid', now(), now()
     from generate_series(0, $3 - 1) as i`,
    [hotelId, rooms, STAYS],
  );
}

beforeAll(async () => {
  app = await startTestApp();
  client = new pg.Client({ connectionString: app.config.databaseUrl! });
  await client.connect();
  hotel = await signUpHotel(app, 'tax@plans.test', { numberOfRooms: ROOMS });
  other = await signUpHotel(app, 'other-tax@plans.test', { numberOfRooms: ROOMS });
  await insertStays(hotel.id, await roomsOf(hotel));
  await insertStays(other.id, await roomsOf(other));
  await client.query('analyze');
}, 400_000);
afterAll(async () => {
  await client?.end();
  await app?.close();
});

describe('the tax report of a month (PostgreSQL)', { timeout: 60_000 }, () => {
  it('reads the stays of the month and their rooms, not the history', async () => {
    // March 2002: 31 nights of 3-night stays in 20 rooms, about 11 stays a room touching the month.
    const answer = await hotel.api.get('/api/hotel/reports/tax?month=2002-03');
    expect(answer.status).toBe(200);
    expect(answer.body.byTax[0]).toMatchObject({ roomRevenue: '62000.00', taxableRevenue: '62000.00', taxCharged: '4960.00' });
    const books = { firstClosedDate: null, lastClosedDate: null };
    const read = await rowsReadByTable(app, hotel.id, monthStaysStatement(books, '2002-03-01', '2002-04-01'));
    const stays = 20 * 11;
    expect(read.booking, JSON.stringify(read)).toBeLessThanOrEqual(2 * stays + 40);
    expect(read.room ?? 0, JSON.stringify(read)).toBeLessThanOrEqual(stays + 20);
    expect(read.night_posting ?? 0).toBe(0);
  });
});
