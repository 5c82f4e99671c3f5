import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { rowsReadByTable } from '../../testing/plan-reads';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { frontDeskStatement } from './front-desk.service';

/**
 * The desk's day reads each of the day's stays once, a room at most per stay, and the hotel's room types once,
 * whatever the history and the other hotels hold (issue 16: the benchmark's front desk read every arrival twice, as an
 * arrival and in house, and looked each row's room type up by key). PostgreSQL only: the plan is the
 * server's, as in booking-page-plan.postgres.test.ts.
 */
let app: TestApp;
let client: pg.Client;
let desk: SignedInHotel;
let other: SignedInHotel;

const ROOMS = 20;
/** Three-night stays back to back in every room: the day is a check-out and a check-in of every room. */
const STAYS = 6_000;
/** A day of the history (2001-01-01 plus 150 stays of three nights). */
const DAY = '2002-03-27';

async function roomsOf(hotel: SignedInHotel, rooms: number): Promise<number[]> {
  for (const name of ['Queen', 'King']) {
    const type = await hotel.api.post('/api/hotel/room-types', {
      name,
      dailyRate: '100',
      weeklyRate: '600',
      monthlyRate: '1800',
    });
    const start = name === 'Queen' ? 1 : rooms / 2 + 1;
    await hotel.api.post('/api/hotel/rooms/bulk', {
      prefix: name === 'Queen' ? '1' : '2',
      startNumber: start,
      endNumber: start + rooms / 2 - 1,
      roomTypeId: type.body.id,
    });
  }
  return ((await hotel.api.get('/api/hotel/rooms')).body as { id: number }[]).map((room) => room.id);
}

/** `count` stays of three nights round the rooms, from 2001-01-01 on: one statement. */
async function insertStays(hotelId: number, rooms: number[], count: number): Promise<void> {
  await client.query(
    `insert into booking (hotel_id, room_id, guest_name, check_in_date, check_out_date, rate_type, nights,
       daily_weekly_amount_cents, monthly_amount_cents, subtotal_cents, tax_amount_cents, resort_fee_cents, grand_total_cents,
       paid_amount_cents, payment_method, status, created_at, updated_at)
     select $1, ($2::int[])[1 + i % cardinality($2::int[])], 'Smith, John',
       date '2001-01-01' + (i / cardinality($2::int[])) * 3, date '2001-01-04' + (i / cardinality($2::int[])) * 3,
       'Daily', 3, 10000, 0, 30000, 0, 0, 30000, 0, 'Cash', 'Unpaid', now(), now()
     from generate_series(0, $3 - 1) as i`,
    [hotelId, rooms, count],
  );
}

beforeAll(async () => {
  app = await startTestApp();
  client = new pg.Client({ connectionString: app.config.databaseUrl! });
  await client.connect();
  desk = await signUpHotel(app, 'desk@plans.test', { numberOfRooms: ROOMS });
  other = await signUpHotel(app, 'other@plans.test', { numberOfRooms: ROOMS });
  await insertStays(desk.id, await roomsOf(desk, ROOMS), STAYS);
  await insertStays(other.id, await roomsOf(other, ROOMS), STAYS);
  await client.query('analyze');
}, 400_000);
afterAll(async () => {
  await client?.end();
  await app?.close();
});

describe("the front desk's day (PostgreSQL)", { timeout: 60_000 }, () => {
  it("reads each of the day's stays once, a room at most per stay, and the hotel's room types once", async () => {
    // Every room has a stay leaving and one arriving on the day (in house too): 40 stays, 60 list rows.
    const response = await desk.api.get(`/api/hotel/front-desk?date=${DAY}`);
    expect(response.status).toBe(200);
    const lists = response.body as Record<'arrivals' | 'departures' | 'inHouse', { checkInDate: string; checkOutDate: string }[]>;
    expect([lists.arrivals.length, lists.departures.length, lists.inHouse.length]).toEqual([ROOMS, ROOMS, ROOMS]);
    expect(lists.inHouse.every((stay) => stay.checkInDate === DAY)).toBe(true);

    const read = await rowsReadByTable(app, desk.id, frontDeskStatement(DAY));
    expect(read.booking).toBe(2 * ROOMS);
    expect(read.room).toBeLessThanOrEqual(2 * ROOMS);
    expect(read.room_type).toBeLessThanOrEqual(2);
  });
});
