import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkRoomNumbers } from '@core/schemas/room.schema';
import type { Em } from '../../db/orm';
import { QUEEN, signUpHotelWithRooms, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * POST /api/hotel/bookings/{id}/extend (issue 26): the next bookings of a stay's chain, one per period, each
 * priced by the engine at the same per-period amount (QUEEN at 100.00 a night, 600.00 a week, 1800.00 a
 * month; taxes 8% and 5%, none on Monthly), all or none.
 */
let app: TestApp;
let hotel: SignedInHotel;
let rooms: Record<string, number>;

interface Booked {
  id: number;
  guest: string;
  guestId: number;
  roomId: number;
  checkInDate: string;
  checkOutDate: string;
  rateType: string;
  nights: number;
  dailyWeeklyAmount: string;
  monthlyAmount: string;
  subtotal: string;
  taxAmount: string;
  resortFee: string;
  grandTotal: string;
  paidAmount: string;
  paymentMethod: string;
  autoRenew: boolean;
  renewalError: string | null;
  stayStatus: string;
}

beforeAll(async () => {
  app = await startTestApp();
  ({ hotel, rooms } = await signUpHotelWithRooms(app, 'desk@extend.test', {
    numberOfRooms: 20,
    roomType: QUEEN,
    roomNumbers: bulkRoomNumbers('1', 1, 9),
  }));
});
afterAll(async () => app?.close());

async function book(room: string, guest: string, checkInDate: string, rateType: string, nights: number, extra = {}) {
  const amounts =
    rateType === 'Monthly' ? { monthlyAmount: '1800.00' } : { dailyWeeklyAmount: rateType === 'Weekly' ? '600.00' : '100.00' };
  const response = await hotel.api.post('/api/hotel/bookings', {
    roomId: rooms[room],
    guest,
    checkInDate,
    rateType,
    nights,
    paymentMethod: 'Check',
    paidAmount: '50.00',
    ...amounts,
    ...extra,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Booked;
}

const extend = (id: number, body: unknown) =>
  hotel.api.post<{ bookings: Booked[]; error?: string }>(`/api/hotel/bookings/${id}/extend`, body);

async function extended(id: number, body: unknown): Promise<Booked[]> {
  const response = await extend(id, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.bookings;
}

const stays = (bookings: readonly Booked[]) =>
  bookings.map((b) => [b.checkInDate, b.checkOutDate, b.nights, b.subtotal, b.taxAmount, b.resortFee, b.grandTotal]);

async function demoCount(): Promise<string> {
  const settings = (await hotel.api.get('/api/hotel/settings')).body as { key: string; value: string }[];
  return settings.find((entry) => entry.key === 'transaction_count')!.value;
}

async function bookingsOf(guest: string): Promise<Booked[]> {
  const response = await hotel.api.get(`/api/hotel/bookings?search=${encodeURIComponent(guest)}&sort=checkInDate`);
  return response.body as Booked[];
}

describe('extending a Daily stay', () => {
  it('adds one night a period after the stay, same guest, room, rate and payment method, nothing paid', async () => {
    const stay = await book('101', 'Okafor, Ada', '2031-03-10', 'Daily', 2);
    const countBefore = Number(await demoCount());
    const added = await extended(stay.id, { periods: 3 });
    expect(stays(added)).toEqual([
      ['2031-03-12', '2031-03-13', 1, '100.00', '8.00', '5.00', '113.00'],
      ['2031-03-13', '2031-03-14', 1, '100.00', '8.00', '5.00', '113.00'],
      ['2031-03-14', '2031-03-15', 1, '100.00', '8.00', '5.00', '113.00'],
    ]);
    for (const booking of added) {
      expect(booking).toMatchObject({
        guest: 'Okafor, Ada',
        guestId: stay.guestId,
        roomId: rooms['101'],
        rateType: 'Daily',
        dailyWeeklyAmount: '100.00',
        paidAmount: '0.00',
        paymentMethod: 'Check',
        stayStatus: 'Reserved',
        autoRenew: false,
        renewalError: null,
      });
    }
    // Each new booking is one demo transaction, and each is in the activity log as a create.
    expect(Number(await demoCount())).toBe(countBefore + 3);
    const history = (await hotel.api.get(`/api/hotel/bookings/${added[0]!.id}/history`)).body as { action: string }[];
    expect(history.map((entry) => entry.action)).toEqual(['create']);
  });

  it('takes the nights of each period when given, and extends after the chain’s last booking', async () => {
    const stay = await book('102', 'Brandt, Willy', '2031-04-01', 'Daily', 1);
    expect(stays(await extended(stay.id, { periods: 2, nights: 3 }))).toEqual([
      ['2031-04-02', '2031-04-05', 3, '300.00', '24.00', '15.00', '339.00'],
      ['2031-04-05', '2031-04-08', 3, '300.00', '24.00', '15.00', '339.00'],
    ]);
    // From the first booking again: the chain now ends on 04/08.
    expect(stays(await extended(stay.id, { periods: 1 }))).toEqual([
      ['2031-04-08', '2031-04-09', 1, '100.00', '8.00', '5.00', '113.00'],
    ]);
    expect((await bookingsOf('Brandt')).map((b) => b.checkInDate)).toEqual([
      '2031-04-01',
      '2031-04-02',
      '2031-04-05',
      '2031-04-08',
    ]);
  });

  it('answers the same through GraphQL', async () => {
    const stay = await book('103', 'Silva, Rosa', '2031-05-01', 'Daily', 1);
    const answer = await hotel.api.graphql<{ extendBooking: { checkInDate: string; nights: number; grandTotal: string }[] }>(
      'mutation($id: Int!) { extendBooking(id: $id, periods: 2, nights: 2) { checkInDate nights grandTotal } }',
      { id: stay.id },
    );
    expect(answer.body.data?.extendBooking).toEqual([
      { checkInDate: '2031-05-02', nights: 2, grandTotal: '226.00' },
      { checkInDate: '2031-05-04', nights: 2, grandTotal: '226.00' },
    ]);
  });
});

describe('extending a Weekly or Monthly stay', () => {
  it('adds seven nights a Weekly period at the weekly rate', async () => {
    const stay = await book('104', 'Novak, Jan', '2031-02-03', 'Weekly', 7);
    expect(stays(await extended(stay.id, { periods: 2 }))).toEqual([
      ['2031-02-10', '2031-02-17', 7, '600.00', '48.00', '30.00', '678.00'],
      ['2031-02-17', '2031-02-24', 7, '600.00', '48.00', '30.00', '678.00'],
    ]);
  });

  it('adds a calendar month a Monthly period, counted from each check-in: Jan 31 to Feb 28, then to Mar 28', async () => {
    const stay = await book('105', 'Moreau, Luc', '2030-12-31', 'Monthly', 31);
    expect(stay.checkOutDate).toBe('2031-01-31');
    expect(stays(await extended(stay.id, { periods: 2 }))).toEqual([
      ['2031-01-31', '2031-02-28', 28, '1800.00', '0.00', '0.00', '1800.00'],
      ['2031-02-28', '2031-03-28', 28, '1800.00', '0.00', '0.00', '1800.00'],
    ]);
  });
});

describe('refusals', () => {
  it('refuses all of it with 409 naming the stay in the way when one period meets another stay', async () => {
    const stay = await book('106', 'Haddad, Omar', '2031-06-01', 'Daily', 2);
    const other = await book('106', 'Ito, Ken', '2031-06-05', 'Daily', 2);
    const countBefore = await demoCount();
    const response = await extend(stay.id, { periods: 4 });
    expect({ status: response.status, body: response.body }).toEqual({
      status: 409,
      body: { error: `Room 106 is already booked from 06/05/31 to 06/07/31 (booking #${other.id})` },
    });
    expect((await bookingsOf('Haddad')).map((b) => b.id)).toEqual([stay.id]);
    expect(await demoCount()).toBe(countBefore);
  });

  it('refuses all of it with 403 when the demo has fewer transactions left than periods', async () => {
    const stay = await book('107', 'Kowalski, Ewa', '2031-07-01', 'Daily', 1);
    const count = Number(await demoCount());
    await (app.orm.em.fork() as Em).execute(
      `update hotel_setting set value = ? where hotel_id = ? and key = 'transaction_limit'`,
      [String(count + 1), hotel.id],
    );
    try {
      const response = await extend(stay.id, { periods: 2 });
      expect(response.status).toBe(403);
      expect(response.body.error).toMatch(/demo/i);
      expect((await bookingsOf('Kowalski')).map((b) => b.id)).toEqual([stay.id]);
      expect(await demoCount()).toBe(String(count));
    } finally {
      await (app.orm.em.fork() as Em).execute(
        `update hotel_setting set value = '100' where hotel_id = ? and key = 'transaction_limit'`,
        [hotel.id],
      );
    }
  });

  it.each([
    [{}, 'Please enter the number of periods'],
    [{ periods: 0 }, 'Periods must be a whole number from 1 to 12'],
    [{ periods: 13 }, 'Periods must be a whole number from 1 to 12'],
    [{ periods: 1.5 }, 'Periods must be a whole number from 1 to 12'],
    [{ periods: 'two' }, 'Periods must be a whole number from 1 to 12'],
    [{ periods: 1, nights: 0 }, 'Nights must be between 1 and 3650'],
  ])('refuses %j with 422: %s', async (body, error) => {
    const stay = (await bookingsOf('Okafor'))[0]!;
    const response = await extend(stay.id, body);
    expect({ status: response.status, body: response.body }).toEqual({ status: 422, body: { error } });
  });

  it('refuses nights for a Weekly stay (422), a cancelled stay (409) and an unknown booking (404)', async () => {
    const weekly = (await bookingsOf('Novak'))[0]!;
    expect((await extend(weekly.id, { periods: 1, nights: 3 })).status).toBe(422);
    const cancelled = await book('108', 'Lind, Sara', '2031-08-01', 'Daily', 1);
    expect((await hotel.api.post(`/api/hotel/bookings/${cancelled.id}/cancel`, { reason: 'Plans changed' })).status).toBe(200);
    const refused = await extend(cancelled.id, { periods: 1 });
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 409,
      body: { error: 'A Cancelled booking cannot be extended' },
    });
    expect((await extend(999_999, { periods: 1 })).status).toBe(404);
  });
});

describe('the booking field autoRenew', () => {
  it('is false unless given, kept by an update that leaves it out, and changed by one that gives it', async () => {
    const plain = await book('109', 'Ruiz, Ana', '2031-09-01', 'Weekly', 7);
    expect(plain.autoRenew).toBe(false);
    const renewing = await book('109', 'Ruiz, Ana', '2031-10-01', 'Weekly', 7, { autoRenew: true });
    expect(renewing).toMatchObject({ autoRenew: true, renewalError: null });
    const put = (body: Record<string, unknown>) =>
      hotel.api.put<Booked>(`/api/hotel/bookings/${renewing.id}`, {
        roomId: rooms['109'],
        guest: 'Ruiz, Ana',
        checkInDate: '2031-10-01',
        rateType: 'Weekly',
        nights: 7,
        dailyWeeklyAmount: '600.00',
        ...body,
      });
    expect((await put({})).body.autoRenew).toBe(true);
    expect((await put({ autoRenew: false })).body.autoRenew).toBe(false);
    expect((await put({ autoRenew: 'yes' })).body.autoRenew).toBe(true);
    expect((await put({ autoRenew: 'maybe' })).body).toEqual({ error: 'Auto-renew must be true or false' });
    const graphql = await hotel.api.graphql<{ booking: { autoRenew: boolean; renewalError: string | null } }>(
      'query($id: Int!) { booking(id: $id) { autoRenew renewalError } }',
      { id: renewing.id },
    );
    expect(graphql.body.data).toEqual({ booking: { autoRenew: true, renewalError: null } });
    // The extension carries it over.
    expect((await extended(renewing.id, { periods: 1 }))[0]!.autoRenew).toBe(true);
  });
});
