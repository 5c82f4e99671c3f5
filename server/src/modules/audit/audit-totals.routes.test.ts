import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../testing/admins';
import { signUpHotelWithRooms, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * audit_log_totals (migration 0024), the activity log's unfiltered total, is kept by the database's triggers:
 * after every kind of write it must equal a count of the hotel's entries, and the Activity screen's total
 * must be that count.
 */
let app: TestApp;
let hotel: SignedInHotel;
let other: SignedInHotel;
let hotelRooms: Record<string, number>;
let otherRooms: Record<string, number>;

beforeAll(async () => {
  app = await startTestApp();
  ({ hotel, rooms: hotelRooms } = await signUpHotelWithRooms(app, 'trail@inn.test'));
  ({ hotel: other, rooms: otherRooms } = await signUpHotelWithRooms(app, 'trail-other@inn.test'));
});
afterAll(async () => app?.close());

const stay = (rooms: Record<string, number>, room: string, checkInDate: string) => ({
  roomId: rooms[`10${room}`],
  guest: 'Lovelace, Ada',
  checkInDate,
  rateType: 'Daily',
  nights: 3,
  dailyWeeklyAmount: '100.00',
  monthlyAmount: '1450.00',
  paidAmount: '0',
});

const sql = <T>(text: string, params: unknown[]) => app.orm.em.fork().getConnection().execute<T[]>(text, params);
const counted = async (hotelId: number) =>
  Number((await sql<{ n: string }>('select count(*) as n from audit_log where hotel_id = ?', [hotelId]))[0]!.n);
const kept = async (hotelId: number) =>
  Number((await sql<{ n: number }>('select entries as n from audit_log_totals where hotel_id = ?', [hotelId]))[0]?.n ?? 0);
const shownTotal = async (signedIn: SignedInHotel) => {
  const page = await signedIn.api.get('/api/hotel/audit?limit=5');
  expect(page.status).toBe(200);
  return page.body.total as number;
};

async function expectKeptToMatch() {
  for (const signedIn of [hotel, other]) {
    const count = await counted(signedIn.id);
    expect({ kept: await kept(signedIn.id), shown: await shownTotal(signedIn) }).toEqual({ kept: count, shown: count });
  }
}

describe('the kept activity log total', () => {
  it('equals a count of the entries after creates, edits, deletes, batch saves, a clear and a deleted hotel', async () => {
    // Signing up, the room type and six rooms are already entries of their own.
    expect(await counted(hotel.id)).toBeGreaterThan(6);
    await expectKeptToMatch();

    const created: { id: number }[] = [];
    for (const [room, day] of [
      ['1', '2030-01-05'],
      ['2', '2030-01-07'],
      ['3', '2030-02-01'],
    ] as const) {
      const response = await hotel.api.post('/api/hotel/bookings', stay(hotelRooms, room, day));
      expect(response.status).toBe(201);
      created.push(response.body);
    }
    await other.api.post('/api/hotel/bookings', stay(otherRooms, '1', '2030-01-05'));
    const before = await counted(hotel.id);
    await expectKeptToMatch();

    // An edit, a cancel, a guest and a setting: each an entry; a delete is one too.
    expect((await hotel.api.put(`/api/hotel/bookings/${created[0]!.id}`, stay(hotelRooms, '1', '2030-03-01'))).status).toBe(200);
    expect((await hotel.api.post(`/api/hotel/bookings/${created[1]!.id}/cancel`, { reason: 'Flight' })).status).toBe(200);
    expect(
      (await hotel.api.post('/api/hotel/guests', { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' })).status,
    ).toBe(201);
    expect((await hotel.api.put('/api/hotel/settings', { tax_name: 'Harbour Tax' })).status).toBe(200);
    expect((await hotel.api.delete(`/api/hotel/bookings/${created[2]!.id}`)).status).toBe(200);
    await expectKeptToMatch();

    const saved = await hotel.api.post('/api/hotel/bookings/batch', {
      bookings: [stay(hotelRooms, '4', '2030-06-28'), stay(hotelRooms, '5', '2030-12-30')],
    });
    expect(saved.status).toBe(200);
    expect(await counted(hotel.id)).toBeGreaterThanOrEqual(before + 7);
    await expectKeptToMatch();

    // Clear Operational Data keeps the trail and adds its own entry.
    const trail = await counted(hotel.id);
    expect((await hotel.api.delete('/api/hotel/clear')).status).toBe(200);
    expect(await counted(hotel.id)).toBe(trail + 1);
    await expectKeptToMatch();

    // Entries deleted outside any service (as a retention job would) leave the kept total too.
    await sql(`delete from audit_log where hotel_id = ? and entity = 'Room'`, [hotel.id]);
    await expectKeptToMatch();

    // A deleted hotel takes its entries and its kept row; the other hotel's stays as it was.
    const otherTotal = await kept(other.id);
    const admin = await signInAdmin(app);
    expect((await admin.api.delete(`/api/admin/hotels/${hotel.id}`)).status).toBe(200);
    expect(await sql('select * from audit_log_totals where hotel_id = ?', [hotel.id])).toEqual([]);
    expect(await kept(other.id)).toBe(otherTotal);
    expect(await shownTotal(other)).toBe(await counted(other.id));
  });

  it('counts the entries of a filter as before', async () => {
    expect((await other.api.post('/api/hotel/bookings', stay(otherRooms, '2', '2031-01-05'))).status).toBe(201);
    const all = (await other.api.get('/api/hotel/audit?entity=Booking&limit=1')).body;
    expect(all.total).toBe(
      Number(
        (
          await sql<{ n: string }>(`select count(*) as n from audit_log where hotel_id = ? and entity = 'Booking'`, [other.id])
        )[0]!.n,
      ),
    );
    expect(all.total).toBeGreaterThanOrEqual(1);
  });
});
