import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { rowsReadByTable } from '../../testing/plan-reads';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { residentsStatement } from './residents.service';

/**
 * The Residents list reads the stays in house tonight and the other stays of their guests, never the hotel's
 * history nor another hotel's (issue 26): one statement, through the stay index (GiST, hotel and stay range)
 * and the guest index of 0008 (booking_guest_id_index), so that it needs no index of its own. PostgreSQL
 * only: the plan is the server's, as in front-desk-plan.postgres.test.ts.
 */
let app: TestApp;
let client: pg.Client;
let desk: SignedInHotel;
let other: SignedInHotel;

const ROOMS = 20;
/** Three-night stays back to back in every room, each of one of GUESTS guests in turn. */
const STAYS = 6_000;
const GUESTS = 1_500;
/** A day of the history (2001-01-01 plus 150 stays of three nights): a check-out and a check-in in every room. */
const DAY = '2002-03-27';

async function roomsOf(hotel: SignedInHotel): Promise<number[]> {
  const type = await hotel.api.post('/api/hotel/room-types', {
    name: 'Queen',
    dailyRate: '100',
    weeklyRate: '600',
    monthlyRate: '1800',
  });
  await hotel.api.post('/api/hotel/rooms/bulk', { prefix: '1', startNumber: 1, endNumber: ROOMS, roomTypeId: type.body.id });
  return ((await hotel.api.get('/api/hotel/rooms')).body as { id: number }[]).map((room) => room.id);
}

/** GUESTS guests, then `count` stays of three nights round the rooms from 2001-01-01 on, round the guests. */
async function insertStays(hotelId: number, rooms: number[], count: number): Promise<void> {
  const guests = await client.query<{ id: number }>(
    `insert into guest (hotel_id, first_name, last_name, created_at)
     select $1, 'Guest', 'Number ' || i, now() from generate_series(1, $2) as i returning id`,
    [hotelId, GUESTS],
  );
  await client.query(
    `insert into booking (hotel_id, room_id, guest_id, guest_name, check_in_date, check_out_date, rate_type, nights,
       daily_weekly_amount_cents, monthly_amount_cents, subtotal_cents, tax_amount_cents, resort_fee_cents, grand_total_cents,
       paid_amount_cents, payment_method, status, created_at, updated_at)
     select $1, ($2::int[])[1 + i % cardinality($2::int[])], ($3::int[])[1 + i % cardinality($3::int[])], 'Guest',
       date '2001-01-01' + (i / cardinality($2::int[])) * 3, date '2001-01-04' + (i / cardinality($2::int[])) * 3,
       'Daily', 3, 10000, 0, 30000, 0, 0, 30000, 0, 'Cash', 'Unpaid', now(), now()
     from generate_series(0, $4 - 1) as i`,
    [hotelId, rooms, guests.rows.map((guest) => guest.id), count],
  );
}

beforeAll(async () => {
  app = await startTestApp();
  client = new pg.Client({ connectionString: app.config.databaseUrl! });
  await client.connect();
  desk = await signUpHotel(app, 'desk@residents-plan.test', { numberOfRooms: ROOMS });
  other = await signUpHotel(app, 'other@residents-plan.test', { numberOfRooms: ROOMS });
  await insertStays(desk.id, await roomsOf(desk), STAYS);
  await insertStays(other.id, await roomsOf(other), STAYS);
  await client.query('analyze');
}, 400_000);
afterAll(async () => {
  await client?.end();
  await app?.close();
});

describe('the Residents list (PostgreSQL)', { timeout: 60_000 }, () => {
  it("reads tonight's stays and their guests' stays only", async () => {
    // 20 stays in house tonight, of 20 guests with 4 stays each (6,000 stays round 1,500 guests).
    const staysOfTonightsGuests = ROOMS * (STAYS / GUESTS);
    const read = await rowsReadByTable(app, desk.id, residentsStatement(DAY));
    // The stay index's read of the night (the stays leaving and arriving), the guests' stays, tonight's stays by key.
    expect(read.booking).toBeLessThanOrEqual(2 * ROOMS + staysOfTonightsGuests + ROOMS);
    expect(read.guest ?? 0).toBeLessThanOrEqual(ROOMS);
    expect(read.room ?? 0).toBeLessThanOrEqual(ROOMS);
  });
});
