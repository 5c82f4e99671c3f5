import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bulkRoomNumbers } from '@core/schemas/room.schema';
import { setClock } from '../../clock';
import { scopeToHotel } from '../../context';
import { hotelSql } from '../../db/hotel-sql';
import type { Em } from '../../db/orm';
import { sql } from '../../db/sql';
import { QUEEN, signUpHotelWithRooms, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { closeDaysInBulk } from './bulk-close';

/**
 * The bulk close (a hotel taking up the audit on a settled past, as the benchmark's hotels do) writes what
 * closing the days one by one writes. Two hotels live the same week through the API: stays before the books
 * and after them, a cancelled one, a room block, an extra, a payment and an adjustment; one closes its days
 * one by one, the other at once. Their postings, kept reports, kept figures and statistics are the same.
 */
let app: TestApp;
const noonOn = (date: string) => new Date(`${date}T17:00:00Z`);
const FROM = '2026-05-04';
const THROUGH = '2026-05-09';

interface Hotel {
  hotel: SignedInHotel;
  rooms: Record<string, number>;
  ids: Record<string, number>;
}

async function ok(response: Promise<{ status: number; body: unknown }>, status = 200) {
  const answer = await response;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body as Record<string, unknown>;
}

/** The same week at a hotel: each step on its day, on the hotel's clock. */
async function liveTheWeek(hotels: Hotel[]) {
  const each = (step: (hotel: Hotel) => Promise<unknown>) => Promise.all(hotels.map(step));
  const book = (name: string, room: string, guest: string, checkInDate: string, nights: number, amount: string) =>
    each(async (h) => {
      const body = await ok(
        h.hotel.api.post('/api/hotel/bookings', {
          roomId: h.rooms[room],
          guest,
          checkInDate,
          rateType: 'Daily',
          nights,
          dailyWeeklyAmount: amount,
          paidAmount: '0',
        }),
        201,
      );
      h.ids[name] = body.id as number;
    });
  const on = (action: string, name: string, body: Record<string, unknown> = {}, status = 200) =>
    each((h) => ok(h.hotel.api.post(`/api/hotel/bookings/${h.ids[name]}/${action}`, body), status));

  setClock(noonOn('2026-05-02'));
  await book('ada', '101', 'Lovelace, Ada', '2026-05-02', 5, '99.99');
  await book('grace', '102', 'Hopper, Grace', '2026-05-04', 3, '33.35');
  await book('alan', '103', 'Turing, Alan', '2026-05-05', 2, '100.00');
  await book('edsger', '103', 'Dijkstra, Edsger', '2026-05-08', 4, '77.77');
  await on('check-in', 'ada');
  await on('cancel', 'alan', { reason: 'Plans changed' });
  await each(async (h) =>
    ok(
      h.hotel.api.post('/api/hotel/room-blocks', {
        roomId: h.rooms['104'],
        startDate: '2026-05-05',
        endDate: '2026-05-07',
        reason: 'Paint',
      }),
      201,
    ),
  );
  setClock(noonOn('2026-05-04'));
  await on('check-in', 'grace');
  await on('charges', 'grace', { description: 'Parking', amount: '25.00', date: '2026-05-05' }, 201);
  setClock(noonOn('2026-05-06'));
  await on('payments', 'ada', { amount: '50.00', method: 'Cash' }, 201);
  await on('adjustments', 'ada', { kind: 'Room', amount: '-10.00', reason: 'Noisy night' }, 201);
  setClock(noonOn('2026-05-07'));
  await on('check-out', 'ada', { force: true });
  await on('check-out', 'grace', { force: true });
  setClock(noonOn('2026-05-08'));
  await on('check-in', 'edsger');
  setClock(noonOn('2026-05-10'));
}

function emOf(hotelId: number): Em {
  const em = app.orm.em.fork() as Em;
  scopeToHotel(em, hotelId);
  return em;
}

/** A hotel's books, its own ids left out: the postings by guest, the kept days with their figures. */
async function booksOf(hotelId: number) {
  const em = emOf(hotelId);
  const postings = await hotelSql<{ guest: string; kind: string }>(
    em,
    sql`select b.guest_name as "guest", p.date::text as "date", p.night, p.kind, p.amount_cents as "amount", p.room_number as "room"
          from night_posting p join booking b on b.id = p.booking_id
         where p.hotel_id = :hotel order by p.date, b.guest_name, p.kind`,
  );
  const days = await hotelSql<Record<string, string | number> & { date: string; report: string; channels: string }>(
    em,
    sql`select date::text as "date", report::text as "report", rooms_sold as "roomsSold", out_of_order as "outOfOrder",
            room_cents::text as "room", tax1_cents::text as "tax1", tax2_cents::text as "tax2", extras_cents::text as "extras",
            channels::text as "channels"
          from audit_day where hotel_id = :hotel order by date`,
  );
  // A report's lists name each stay by its booking id, the hotel's own: compared by guest instead.
  const withoutIds = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(withoutIds)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([key]) => key !== 'bookingId')
              .map(([key, inner]) => [key, withoutIds(inner)]),
          )
        : value;
  return {
    postings,
    days: days.map((day) => ({
      ...day,
      report: withoutIds(JSON.parse(day.report)),
      channels: JSON.parse(day.channels) as unknown,
    })),
  };
}

let byDay: Hotel;
let bulk: Hotel;

beforeAll(async () => {
  app = await startTestApp();
  const open = async (email: string): Promise<Hotel> => {
    const { hotel, rooms } = await signUpHotelWithRooms(app, email, {
      numberOfRooms: 10,
      roomType: QUEEN,
      roomNumbers: bulkRoomNumbers('1', 1, 4),
    });
    return { hotel, rooms, ids: {} };
  };
  byDay = await open('owner@by-day.test');
  bulk = await open('owner@bulk.test');
  await liveTheWeek([byDay, bulk]);
});
afterEach(() => setClock(null));
afterAll(async () => app?.close());

describe('the bulk close', () => {
  it('writes the postings, reports and figures that closing the days one by one writes', async () => {
    setClock(noonOn('2026-05-10'));
    await ok(byDay.hotel.api.post('/api/hotel/night-audit', { date: FROM }));
    await ok(byDay.hotel.api.post('/api/hotel/night-audit', { through: THROUGH }));
    expect(await closeDaysInBulk(emOf(bulk.hotel.id), { from: FROM, through: THROUGH }, 'Bulk')).toEqual({
      closed: 6,
      postings: (await booksOf(byDay.hotel.id)).postings.length,
    });

    const one = await booksOf(byDay.hotel.id);
    const other = await booksOf(bulk.hotel.id);
    expect(other.postings).toEqual(one.postings);
    expect(other.days).toEqual(one.days);
    // Ada's nights 2 to 4 (05/04 to 05/06) are in the books, at 99.99 a night; her first two predate them.
    expect(one.postings.filter((line) => line.guest === 'Lovelace, Ada' && line.kind === 'Room')).toEqual([
      { guest: 'Lovelace, Ada', date: '2026-05-04', night: 2, kind: 'Room', amount: 9999, room: '101' },
      { guest: 'Lovelace, Ada', date: '2026-05-05', night: 3, kind: 'Room', amount: 9999, room: '101' },
      { guest: 'Lovelace, Ada', date: '2026-05-06', night: 4, kind: 'Room', amount: 9999, room: '101' },
    ]);
    expect(one.days.find((day) => day.date === '2026-05-05')).toMatchObject({ roomsSold: 2, outOfOrder: 1, extras: '2500' });

    for (const query of [`from=2026-05-01&to=2026-05-31`, `from=${FROM}&to=2026-05-12&groupBy=day`]) {
      const a = await ok(byDay.hotel.api.get(`/api/hotel/reports/statistics?${query}`));
      const b = await ok(bulk.hotel.api.get(`/api/hotel/reports/statistics?${query}`));
      expect(b, query).toEqual(a);
    }
    expect((await ok(bulk.hotel.api.get('/api/hotel/night-audit'))).lastClosedDate).toBe(THROUGH);
  });

  it('refuses a hotel that has books already, and a day that has not ended', async () => {
    setClock(noonOn('2026-05-10'));
    await expect(closeDaysInBulk(emOf(bulk.hotel.id), { from: '2026-05-10', through: '2026-05-10' }, 'Bulk')).rejects.toThrow(
      '05/10/26 has not ended yet',
    );
    await expect(closeDaysInBulk(emOf(bulk.hotel.id), { from: FROM, through: THROUGH }, 'Bulk')).rejects.toThrow(
      'The hotel has closed days',
    );
  });
});
