import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../clock';
import { ApiClient } from '../../testing/api-client';
import { addRooms, guestClient, openBookingPage, signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * Nothing of another hotel, and nothing of another guest, comes through the public endpoints: hotel B's
 * records and hotel A's other guest carry markers that no answer about A's page or A's guest may hold, whoever
 * calls (nobody signed in, or B's own Owner in the same browser).
 */
const B_MARK = 'BRAVOSECRET';
const GUEST_MARK = 'OTHERGUEST';
let app: TestApp;
let a: SignedInHotel;
let b: SignedInHotel;
let aQueen: number;
let bSuite: number;
let token: string;

const typeIdOf = async (hotel: SignedInHotel, name: string) =>
  ((await hotel.api.get('/api/hotel/room-types')).body as { id: number; name: string }[]).find((type) => type.name === name)!.id;

beforeAll(async () => {
  setClock(new Date('2027-03-01T15:00:00Z'));
  app = await startTestApp();
  a = await signUpHotel(app, 'alpha@isolation.test', { name: 'Alpha Inn', address: '1 Alpha St', city: 'Salem', state: 'MA' });
  b = await signUpHotel(app, 'bravo@isolation.test', { name: `Bravo ${B_MARK}`, address: `2 ${B_MARK} St`, city: B_MARK });
  await addRooms(a, { name: 'Queen', dailyRate: '100', weeklyRate: '600', monthlyRate: '1800' }, ['101']);
  // B has a type of the same name, more rooms and other prices: none of it may show on A's page.
  await addRooms(b, { name: 'Queen', dailyRate: '777', weeklyRate: '7777', monthlyRate: '9999' }, ['1', '2', '3']);
  await addRooms(b, { name: `Suite ${B_MARK}`, dailyRate: '500', weeklyRate: '3000', monthlyRate: '9000' }, ['4']);
  aQueen = await typeIdOf(a, 'Queen');
  bSuite = await typeIdOf(b, `Suite ${B_MARK}`);
  await openBookingPage(a, 'alpha-inn', { description: 'The alpha page' });
  await openBookingPage(b, 'bravo-inn', { description: `Welcome ${B_MARK}` });
  expect((await b.api.put('/api/hotel/settings', { motel_phone: `${B_MARK}-1`, tax_name: `Tax ${B_MARK}` })).status).toBe(200);
  // B's guests and bookings, A's other guest on the same nights.
  const bRoom = ((await b.api.get('/api/hotel/rooms')).body as { id: number }[])[0]!.id;
  expect(
    (
      await b.api.post('/api/hotel/bookings', {
        roomId: bRoom,
        guest: `${B_MARK}, Bea`,
        checkInDate: '2027-03-10',
        nights: 2,
        dailyWeeklyAmount: '777',
      })
    ).status,
  ).toBe(201);
  const bGuest = guestClient(app);
  expect(
    (
      await bGuest.api.post('/api/public/hotels/bravo-inn/bookings', {
        roomTypeId: bSuite,
        checkIn: '2027-03-10',
        nights: 2,
        firstName: B_MARK,
        lastName: B_MARK,
        email: bGuest.email,
        phone: B_MARK,
      })
    ).status,
  ).toBe(201);
  const aGuest = guestClient(app);
  const booked = await aGuest.api.post('/api/public/hotels/alpha-inn/bookings', {
    roomTypeId: aQueen,
    checkIn: '2027-03-10',
    nights: 2,
    firstName: 'Ann',
    lastName: 'Lee',
    email: aGuest.email,
    phone: '555-0100',
  });
  expect(booked.status).toBe(201);
  token = booked.body.manageUrl.split('/my-booking/')[1];
  const aRoom = ((await a.api.get('/api/hotel/rooms')).body as { id: number }[])[0]!.id;
  expect(
    (
      await a.api.post('/api/hotel/bookings', {
        roomId: aRoom,
        guest: `${GUEST_MARK}, Gus`,
        checkInDate: '2027-03-20',
        nights: 2,
        dailyWeeklyAmount: '100',
      })
    ).status,
  ).toBe(201);
});
afterAll(async () => {
  setClock(null);
  await app?.close();
});

/** Every public endpoint about A's page and A's guest, as this caller. */
async function answersAboutA(api: ApiClient): Promise<{ path: string; status: number; text: string }[]> {
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/public/hotels/alpha-inn'],
    ['GET', '/api/public/hotels/alpha-inn/availability?checkIn=2027-03-10&nights=2'],
    ['GET', '/api/public/hotels/alpha-inn/availability?checkIn=2027-03-20&nights=2'],
    ['GET', '/api/public/hotels/alpha-inn/availability?checkIn=2027-04-01&nights=2'],
    ['GET', `/api/public/bookings/${token}`],
    [
      'POST',
      '/api/public/hotels/alpha-inn/bookings',
      { roomTypeId: bSuite, checkIn: '2027-04-01', nights: 1, firstName: 'X', lastName: 'Y', email: 'x@y.test', phone: '1' },
    ],
    ['POST', `/api/public/bookings/${token}/cancel`],
  ];
  const answers = [];
  for (const [method, path, body] of calls) {
    const response = await api.request<unknown>(method, path, body);
    answers.push({ path, status: response.status, text: JSON.stringify(response.body) });
  }
  return answers;
}

describe("the public endpoints of one hotel's page", () => {
  it("answer nothing of another hotel or of the hotel's other guests, signed out or signed in elsewhere", async () => {
    for (const [round, api] of [new ApiClient(app.url), b.api].entries()) {
      const answers = await answersAboutA(api);
      for (const answer of answers) {
        expect(answer.text, answer.path).not.toContain(B_MARK);
        expect(answer.text, answer.path).not.toContain(GUEST_MARK);
        expect(answer.text, answer.path).not.toMatch(/777|7777|9999/);
      }
      // A's page counts A's one Queen only: taken on 03/10 (until the first round's last call cancels that booking),
      // by A's other guest on 03/20, free on 04/01.
      const free = answers
        .slice(1, 4)
        .map((answer) =>
          JSON.parse(answer.text).roomTypes.map((type: { name: string; available: number }) => [type.name, type.available]),
        );
      expect(free).toEqual([[['Queen', round]], [['Queen', 0]], [['Queen', 1]]]);
      // B's room type is not A's: not found on A's page.
      expect(answers[5]!.status).toBe(404);
    }
  });

  it("show a guest their own booking only: the page's other bookings are not reachable from it", async () => {
    const own = await new ApiClient(app.url).get(`/api/public/bookings/${token}`);
    expect(own.body).toMatchObject({ guestName: 'Lee, Ann', hotel: { name: 'Alpha Inn' } });
    // B's Owner, signed in, sees A's guest's booking only through the link, and as the guest sees it.
    const throughB = await b.api.get(`/api/public/bookings/${token}`);
    expect(throughB.body).toEqual(own.body);
  });
});
