import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOM_JUST_TAKEN } from '@core/online-booking';
import { setClock } from '../../clock';
import type { Em } from '../../db/orm';
import { addRooms, guestClient, markLicensed, openBookingPage, signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * Guests racing for the last rooms on the booking page, on PGlite and on PostgreSQL: the database's overlap rule
 * alone decides, and a guest whose room was taken is told so, never booked twice into one room.
 */
let app: TestApp;
beforeAll(async () => {
  setClock(new Date('2027-03-01T15:00:00Z'));
  app = await startTestApp();
});
afterAll(async () => {
  setClock(null);
  await app?.close();
});

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});
const rows = (query: string, params: unknown[]) => (app.orm.em.fork() as Em).execute<Record<string, number>[]>(query, params);

async function pageWithRooms(
  email: string,
  slug: string,
  roomNumbers: string[],
): Promise<{ hotel: SignedInHotel; typeId: number }> {
  const hotel = await signUpHotel(app, email, { name: `Inn ${slug}` });
  await addRooms(hotel, { name: 'Cabin', dailyRate: '120', weeklyRate: '700', monthlyRate: '2000' }, roomNumbers);
  const typeId = ((await hotel.api.get('/api/hotel/room-types')).body as { id: number }[])[0]!.id;
  await openBookingPage(hotel, slug);
  return { hotel, typeId };
}

/** `count` guests, each from an address and with an email of their own, booking the same stay at once. */
function race(slug: string, typeId: number, count: number) {
  return Promise.all(
    Array.from({ length: count }, (_, index) => {
      const guest = guestClient(app);
      return guest.api.post(`/api/public/hotels/${slug}/bookings`, {
        roomTypeId: typeId,
        checkIn: '2027-04-10',
        nights: 1 + (index % 3),
        firstName: 'Racer',
        lastName: `No${index}`,
        email: guest.email,
        phone: '555-0100',
      });
    }),
  );
}

describe('the last room', { timeout: 240_000 }, () => {
  it('50 guests at once for the last room: one booking, 49 told the room was just taken', async () => {
    const { hotel, typeId } = await pageWithRooms('last-room@race.test', 'last-room', ['1']);
    const answers = await race('last-room', typeId, 50);
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 201: 1, 409: 49 });
    for (const answer of answers.filter((each) => each.status === 409)) expect(answer.body).toEqual({ error: ROOM_JUST_TAKEN });
    const [stored] = await rows('select count(*)::int as n from booking where hotel_id = ?', [hotel.id]);
    expect(stored!.n).toBe(1);
    // The losers' guests were never kept: their transactions rolled back with their bookings.
    const [guests] = await rows('select count(*)::int as n from guest where hotel_id = ?', [hotel.id]);
    expect(guests!.n).toBe(1);
    // The page shows it taken to the next guest.
    const next = await guestClient(app).api.get('/api/public/hotels/last-room/availability?checkIn=2027-04-10&nights=1');
    expect(next.body.roomTypes[0]).toMatchObject({ available: 0, total: null });
  });

  it('50 guests at once for the last three rooms of a licensed hotel: three bookings, no room twice', async () => {
    const { hotel, typeId } = await pageWithRooms('three-rooms@race.test', 'three-rooms', ['1', '2', '3']);
    await markLicensed(app, hotel.id);
    const answers = await race('three-rooms', typeId, 50);
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 201: 3, 409: 47 });
    const perRoom = await rows('select room_id, count(*)::int as n from booking where hotel_id = ? group by room_id', [hotel.id]);
    expect(perRoom.map((row) => row.n)).toEqual([1, 1, 1]);
  });
});
