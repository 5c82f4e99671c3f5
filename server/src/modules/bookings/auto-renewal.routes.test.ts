import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkRoomNumbers } from '@core/schemas/room.schema';
import { setClock } from '../../clock';
import { scopeToHotel } from '../../context';
import type { Em } from '../../db/orm';
import { QUEEN, signUpHotelWithRooms, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { renewDueStays } from './auto-renewal';
import { renewDueStaysOfEveryHotel } from './renewal-runs';

/**
 * autoRenew (issue 26): a stay whose check-out is within renewal_days_ahead (3) gets the next booking of its
 * chain, one period, exactly once however many runs race; a refusal is kept as renewalError. The hotel's
 * clock is set (America/New_York, noon) so that "today" is the test's.
 */
let app: TestApp;
let hotel: SignedInHotel;
let rooms: Record<string, number>;

interface Booked {
  id: number;
  guest: string;
  guestId: number;
  checkInDate: string;
  checkOutDate: string;
  rateType: string;
  nights: number;
  grandTotal: string;
  paidAmount: string;
  autoRenew: boolean;
  renewalError: string | null;
  version: number;
}

const onDay = (date: string) => setClock(new Date(`${date}T16:00:00Z`));

beforeAll(async () => {
  onDay('2031-06-10');
  app = await startTestApp();
  ({ hotel, rooms } = await signUpHotelWithRooms(app, 'desk@renewals.test', {
    numberOfRooms: 20,
    roomType: QUEEN,
    roomNumbers: bulkRoomNumbers('1', 1, 9),
  }));
});
afterAll(async () => {
  setClock(null);
  await app?.close();
});

async function book(
  on: SignedInHotel,
  roomId: number,
  guest: string,
  checkInDate: string,
  rateType: 'Daily' | 'Weekly',
  nights: number,
  autoRenew = true,
) {
  const response = await on.api.post('/api/hotel/bookings', {
    roomId,
    guest,
    checkInDate,
    rateType,
    nights,
    dailyWeeklyAmount: rateType === 'Weekly' ? '600.00' : '100.00',
    autoRenew,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Booked;
}

async function staysOf(on: SignedInHotel, guest: string): Promise<Booked[]> {
  return (await on.api.get(`/api/hotel/bookings?search=${encodeURIComponent(guest)}&sort=checkInDate`)).body as Booked[];
}
const datesOf = async (on: SignedInHotel, guest: string) =>
  (await staysOf(on, guest)).map((b) => `${b.checkInDate}..${b.checkOutDate}`);

/** A run as the server makes one for this hotel, on an EntityManager of its own. */
function runFor(hotelId: number) {
  const em = app.orm.em.fork() as Em;
  scopeToHotel(em, hotelId);
  return renewDueStays(em);
}

describe('a stay saved inside the window', () => {
  it('renews at once by one period, carrying autoRenew over, and no later run renews it again', async () => {
    const stay = await book(hotel, rooms['101']!, 'Weekly, Wanda', '2031-06-05', 'Weekly', 7);
    expect(await datesOf(hotel, 'Wanda')).toEqual(['2031-06-05..2031-06-12', '2031-06-12..2031-06-19']);
    const [, renewal] = await staysOf(hotel, 'Wanda');
    expect(renewal).toMatchObject({
      guestId: stay.guestId,
      rateType: 'Weekly',
      nights: 7,
      grandTotal: '678.00',
      paidAmount: '0.00',
      autoRenew: true,
      renewalError: null,
    });
    const runs = await Promise.all([runFor(hotel.id), runFor(hotel.id), renewDueStaysOfEveryHotel(app.orm)]);
    expect(runs.map((run) => run.renewed)).toEqual([0, 0, 0]);
    expect(await datesOf(hotel, 'Wanda')).toHaveLength(2);
  });

  it('is left alone outside the window, and without autoRenew', async () => {
    await book(hotel, rooms['102']!, 'Later, Lou', '2031-06-10', 'Weekly', 7);
    await book(hotel, rooms['102']!, 'Never, Ned', '2031-06-06', 'Daily', 4, false);
    expect(await datesOf(hotel, 'Later')).toEqual(['2031-06-10..2031-06-17']);
    expect(await datesOf(hotel, 'Never')).toEqual(['2031-06-06..2031-06-10']);
  });
});

describe('two runs at once', () => {
  it('renew a stay that came due exactly once, and its Daily renewal once more while that is due', async () => {
    onDay('2031-06-10');
    await book(hotel, rooms['103']!, 'Racer, Rita', '2031-06-10', 'Daily', 7);
    expect(await datesOf(hotel, 'Racer')).toEqual(['2031-06-10..2031-06-17']);
    onDay('2031-06-15');
    try {
      const before = Number((await hotel.api.get('/api/hotel/bookings?limit=1')).headers.get('x-total-count'));
      const runs = await Promise.all([runFor(hotel.id), runFor(hotel.id), renewDueStaysOfEveryHotel(app.orm)]);
      // 06/17 and then 06/18 are due on 06/15 (3 days ahead); 06/19 is not.
      expect(await datesOf(hotel, 'Racer')).toEqual([
        '2031-06-10..2031-06-17',
        '2031-06-17..2031-06-18',
        '2031-06-18..2031-06-19',
      ]);
      // Every renewal the runs counted is one new booking (the hotel's other stays that came due too).
      const after = Number((await hotel.api.get('/api/hotel/bookings?limit=1')).headers.get('x-total-count'));
      expect(runs.reduce((sum, run) => sum + run.renewed, 0)).toBe(after - before);
      expect((await runFor(hotel.id)).renewed).toBe(0);
    } finally {
      onDay('2031-06-10');
    }
  });
});

describe('a refused renewal', () => {
  it('is kept on the booking as renewalError, shown on the Front Desk, and cleared when a later run succeeds', async () => {
    const inTheWay = await book(hotel, rooms['104']!, 'Blocker, Bo', '2031-06-13', 'Daily', 2, false);
    const stay = await book(hotel, rooms['104']!, 'Refused, Rex', '2031-06-06', 'Weekly', 7);
    const reason = `Room 104 is already booked from 06/13/31 to 06/15/31 (booking #${inTheWay.id})`;
    expect(stay).toMatchObject({ autoRenew: true, renewalError: reason });
    const desk = (await hotel.api.get('/api/hotel/front-desk?date=2031-06-10')).body as { inHouse: Booked[] };
    expect(desk.inHouse.find((b) => b.id === stay.id)?.renewalError).toBe(reason);
    // A second run refused for the same reason leaves the booking as it was.
    expect(await runFor(hotel.id)).toEqual({ renewed: 0, refused: 1 });
    expect(((await hotel.api.get(`/api/hotel/bookings/${stay.id}`)).body as Booked).version).toBe(stay.version);

    expect((await hotel.api.post(`/api/hotel/bookings/${inTheWay.id}/cancel`, { reason: 'Moved' })).status).toBe(200);
    expect(await runFor(hotel.id)).toEqual({ renewed: 1, refused: 0 });
    expect(await datesOf(hotel, 'Refused')).toEqual(['2031-06-06..2031-06-13', '2031-06-13..2031-06-20']);
    expect(((await hotel.api.get(`/api/hotel/bookings/${stay.id}`)).body as Booked).renewalError).toBeNull();
  });

  it('over the demo limit says so', async () => {
    const settings = (await hotel.api.get('/api/hotel/settings')).body as { key: string; value: string }[];
    const count = Number(settings.find((entry) => entry.key === 'transaction_count')!.value);
    const em = app.orm.em.fork() as Em;
    await em.execute(`update hotel_setting set value = ? where hotel_id = ? and key = 'transaction_limit'`, [
      String(count + 1),
      hotel.id,
    ]);
    try {
      const stay = await book(hotel, rooms['105']!, 'Limit, Lia', '2031-06-05', 'Weekly', 7);
      expect(stay.renewalError).toMatch(/demo/i);
      expect(await datesOf(hotel, 'Limit')).toHaveLength(1);
    } finally {
      await em.execute(`update hotel_setting set value = '100' where hotel_id = ? and key = 'transaction_limit'`, [hotel.id]);
    }
  });
});

describe('turning autoRenew off', () => {
  it('stops the chain at its current end', async () => {
    const stay = await book(hotel, rooms['106']!, 'Stopper, Sam', '2031-06-06', 'Weekly', 7);
    const [, renewal] = await staysOf(hotel, 'Stopper');
    expect(renewal).toMatchObject({ checkInDate: '2031-06-13', autoRenew: true });
    const off = await hotel.api.put(`/api/hotel/bookings/${stay.id}`, {
      roomId: rooms['106'],
      guest: 'Stopper, Sam',
      checkInDate: '2031-06-06',
      rateType: 'Weekly',
      nights: 7,
      dailyWeeklyAmount: '600.00',
      autoRenew: false,
    });
    expect(off.body).toMatchObject({ autoRenew: false });
    expect(((await hotel.api.get(`/api/hotel/bookings/${renewal!.id}`)).body as Booked).autoRenew).toBe(false);
    onDay('2031-06-18');
    try {
      await runFor(hotel.id);
      expect(await datesOf(hotel, 'Stopper')).toEqual(['2031-06-06..2031-06-13', '2031-06-13..2031-06-20']);
    } finally {
      onDay('2031-06-10');
    }
  });
});

describe('a hotel that runs the night audit', () => {
  it('renews as each day closes, not by the server’s hourly run', async () => {
    onDay('2031-06-20');
    try {
      const audited = await signUpHotelWithRooms(app, 'audit@renewals.test', {
        numberOfRooms: 5,
        roomType: QUEEN,
        roomNumbers: bulkRoomNumbers('2', 1, 2),
      });
      await book(audited.hotel, audited.rooms['201']!, 'Audited, Ava', '2031-07-01', 'Weekly', 7);
      expect((await audited.hotel.api.post('/api/hotel/night-audit', { date: '2031-06-19' })).status).toBe(200);
      onDay('2031-07-06');
      await renewDueStaysOfEveryHotel(app.orm);
      expect(await datesOf(audited.hotel, 'Audited')).toEqual(['2031-07-01..2031-07-08']);
      expect((await audited.hotel.api.post('/api/hotel/night-audit', { date: '2031-06-20' })).status).toBe(200);
      expect(await datesOf(audited.hotel, 'Audited')).toEqual(['2031-07-01..2031-07-08', '2031-07-08..2031-07-15']);
    } finally {
      onDay('2031-06-10');
    }
  });
});
