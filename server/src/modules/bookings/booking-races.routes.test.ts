import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Em } from '../../db/orm';
import { QUEEN, signUpHotelWithRooms, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { Guest } from '../guests/guest.entity';
import { Booking } from './booking.entity';

/**
 * Bookings under concurrent requests (bounded: at most 100 at once), on PGlite and on PostgreSQL: what
 * must hold whatever the interleaving.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});
const sql = (query: string) => app.orm.em.fork().getConnection().execute(query);
const isoDay = (offset: number) => new Date(Date.UTC(2030, 0, 1 + offset)).toISOString().slice(0, 10);

async function hotelWithRoom(email: string): Promise<{ hotel: SignedInHotel; roomId: number }> {
  const { hotel, rooms } = await signUpHotelWithRooms(app, email, { numberOfRooms: 5, roomType: QUEEN, roomNumbers: ['101'] });
  return { hotel, roomId: rooms['101']! };
}

/** Licensed (no demo count): nothing serialises its bookings on the demo counter's row. */
async function license(hotelId: number) {
  await sql(`update hotel_setting set value = '0' where hotel_id = ${hotelId} and key = 'is_demo'`);
  await sql(
    `insert into hotel_setting (hotel_id, key, value) values (${hotelId}, 'license_key', 'MANUAL-ACTIVATION') on conflict do nothing`,
  );
}

const stay = (roomId: number, overrides: Record<string, unknown>) => ({
  roomId,
  guest: 'Lovelace, Ada',
  checkInDate: '2030-06-01',
  rateType: 'Daily',
  nights: 2,
  dailyWeeklyAmount: '100.00',
  ...overrides,
});

describe('racing creates', { timeout: 180_000 }, () => {
  it('100 racing creates for one room and one stay: exactly one 201, 99 × 409, no overlap stored', async () => {
    const { hotel, roomId } = await hotelWithRoom('race@booking-races.test');
    // The demo's 100 transactions would run out on the way: this hotel is licensed.
    await license(hotel.id);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        hotel.api.post('/api/hotel/bookings', stay(roomId, { nights: 1 + (index % 4), guest: `Racer, No${index}` })),
      ),
    );
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 201: 1, 409: 99 });
    const overlaps = await sql(
      `select count(*)::int as n from booking a join booking b on a.room_id = b.room_id and a.id < b.id
        and a.check_in_date < b.check_out_date and b.check_in_date < a.check_out_date where a.hotel_id = ${hotel.id}`,
    );
    expect(overlaps[0].n).toBe(0);
    expect(await app.orm.em.fork().count(Booking, { hotel: hotel.id }, { filters: false })).toBe(1);
  });

  it('a demo with 5 transactions left: 50 concurrent creates make exactly 5 bookings and the count stops at 100', async () => {
    const { hotel, roomId } = await hotelWithRoom('demo@booking-races.test');
    await sql(`update hotel_setting set value = '95' where hotel_id = ${hotel.id} and key = 'transaction_count'`);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        hotel.api.post('/api/hotel/bookings', stay(roomId, { checkInDate: isoDay(index * 3), nights: 1 })),
      ),
    );
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 201: 5, 403: 45 });
    expect(answers.find((answer) => answer.status === 403)!.body.error).toContain('all 100 demo transactions have been used');
    const settings = (await hotel.api.get('/api/hotel/settings')).body as { key: string; value: string }[];
    expect(settings.find((setting) => setting.key === 'transaction_count')!.value).toBe('100');
    expect(await app.orm.em.fork().count(Booking, { hotel: hotel.id }, { filters: false })).toBe(5);
  });

  it('a batch counts each created row against the demo, all or nothing', async () => {
    const { hotel, roomId } = await hotelWithRoom('batch@booking-races.test');
    await sql(`update hotel_setting set value = '97' where hotel_id = ${hotel.id} and key = 'transaction_count'`);
    const rows = (count: number, from: number) =>
      Array.from({ length: count }, (_, index) => stay(roomId, { checkInDate: isoDay(from + index * 3), nights: 1 }));
    const tooMany = await hotel.api.post('/api/hotel/bookings/batch', { bookings: rows(4, 0) });
    expect(tooMany.status).toBe(403);
    expect(tooMany.body.error).toMatch(/^Row 4: The demo has expired: all 100 demo transactions have been used/);
    expect(await app.orm.em.fork().count(Booking, { hotel: hotel.id }, { filters: false })).toBe(0);
    const settings = async () =>
      ((await hotel.api.get('/api/hotel/settings')).body as { key: string; value: string }[]).find(
        (setting) => setting.key === 'transaction_count',
      )!.value;
    expect(await settings()).toBe('97');
    // Two batches of 3 at once with 3 left: one is saved whole, the other refused whole.
    const both = await Promise.all([
      hotel.api.post('/api/hotel/bookings/batch', { bookings: rows(3, 100) }),
      hotel.api.post('/api/hotel/bookings/batch', { bookings: rows(3, 200) }),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 403]);
    expect(await settings()).toBe('100');
    expect(await app.orm.em.fork().count(Booking, { hotel: hotel.id }, { filters: false })).toBe(3);
  });
});

describe('guest reuse by name', { timeout: 180_000 }, () => {
  it('20 concurrent bookings naming one new guest create one guest row', async () => {
    const { hotel, roomId } = await hotelWithRoom('guests@booking-races.test');
    await license(hotel.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        hotel.api.post(
          '/api/hotel/bookings',
          stay(roomId, { guest: 'Hopper, Grace', checkInDate: isoDay(index * 3), nights: 1 }),
        ),
      ),
    );
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 201: 20 });
    const guests = await (app.orm.em.fork() as Em).find(Guest, { hotel: hotel.id }, { filters: false });
    expect(guests.map((guest) => `${guest.lastName}, ${guest.firstName}`)).toEqual(['Hopper, Grace']);
    expect(new Set(answers.map((answer) => answer.body.guestId))).toEqual(new Set([guests[0]!.id]));
  });
});
