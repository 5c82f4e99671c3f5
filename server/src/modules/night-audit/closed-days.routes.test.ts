import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bulkRoomNumbers } from '@core/schemas/room.schema';
import { setClock } from '../../clock';
import { QUEEN, signUpHotelWithRooms, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * Closed days never change (issue 25), on the hotel's clock (America/New_York), set by the test. Ada stays in
 * room 101 from 03/07/26 for five nights at 100.00 (8.00 of Tax 1 and 5.00 of Tax 2 a night), checked in on
 * her day with 50.00 paid; Bob stays in 102 from 03/07 for two nights. On 03/10 the days 03/07 and 03/08
 * close: each has posted two nights of Ada's and Bob's. Every refusal leaves the booking, its folio and the
 * closed days' reports as they were.
 */
let app: TestApp;
let hotel: SignedInHotel;
let rooms: Record<string, number>;
const ids: Record<string, number> = {};
const closedDays: Record<string, unknown> = {};

const noonOn = (date: string) => new Date(`${date}T17:00:00Z`);
const closedMessage = (day: string) => `${day} is closed: post an adjustment on an open day instead`;

const daily = (roomNumber: string, guest: string, checkInDate: string, nights: number, extra: object = {}) => ({
  roomId: rooms[roomNumber],
  guest,
  checkInDate,
  rateType: 'Daily',
  nights,
  dailyWeeklyAmount: '100.00',
  paidAmount: '0',
  ...extra,
});

beforeAll(async () => {
  app = await startTestApp();
  ({ hotel, rooms } = await signUpHotelWithRooms(app, 'closed@night.test', {
    numberOfRooms: 20,
    roomType: QUEEN,
    roomNumbers: bulkRoomNumbers('1', 1, 9),
  }));
  setClock(noonOn('2026-03-07'));
  for (const [key, body] of [
    ['ada', daily('101', 'Lovelace, Ada', '2026-03-07', 5, { paidAmount: '50.00' })],
    ['bob', daily('102', 'Babbage, Bob', '2026-03-07', 2)],
    ['cy', daily('103', 'Cyr, Cy', '2026-03-07', 4, { dailyWeeklyAmount: '33.35' })],
  ] as const) {
    const created = await hotel.api.post('/api/hotel/bookings', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    ids[key] = created.body.id as number;
    expect((await hotel.api.post(`/api/hotel/bookings/${ids[key]}/check-in`)).status).toBe(200);
  }
  const parking = await hotel.api.post(`/api/hotel/bookings/${ids.ada}/charges`, { description: 'Parking', amount: '10.00' });
  expect(parking.status).toBe(201);
  setClock(noonOn('2026-03-10'));
  expect((await hotel.api.post('/api/hotel/night-audit', { date: '2026-03-07' })).status).toBe(200);
  expect((await hotel.api.post('/api/hotel/night-audit', { through: '2026-03-08' })).body).toMatchObject({
    closed: ['2026-03-08'],
  });
  for (const date of ['2026-03-07', '2026-03-08']) {
    closedDays[date] = (await hotel.api.get(`/api/hotel/reports/daily/${date}`)).body;
  }
});
afterEach(() => setClock(null));
afterAll(async () => app?.close());

const booking = async (id: number) => (await hotel.api.get(`/api/hotel/bookings/${id}`)).body as Record<string, unknown>;
const folio = async (id: number) => (await hotel.api.get(`/api/hotel/bookings/${id}/folio`)).body as Record<string, unknown>;

async function expectClosedDaysUnchanged() {
  for (const date of ['2026-03-07', '2026-03-08']) {
    expect((await hotel.api.get(`/api/hotel/reports/daily/${date}`)).body).toEqual(closedDays[date]);
  }
}

/** Runs `change`, expects the 409 naming `day`, and that Ada's booking and folio are as they were. */
async function expectRefused(
  day: string,
  change: () => Promise<{ status: number; body: unknown }>,
  message = closedMessage(day),
) {
  setClock(noonOn('2026-03-10'));
  const [bookingBefore, folioBefore] = [await booking(ids.ada!), await folio(ids.ada!)];
  const answer = await change();
  expect({ status: answer.status, body: answer.body }).toEqual({ status: 409, body: { error: message } });
  expect(await booking(ids.ada!)).toEqual(bookingBefore);
  expect(await folio(ids.ada!)).toEqual(folioBefore);
}

describe('a booking with posted nights', () => {
  const put = (extra: object) => () =>
    hotel.api.put(
      `/api/hotel/bookings/${ids.ada}`,
      daily('101', 'Lovelace, Ada', '2026-03-07', 5, { paidAmount: '50.00', ...extra }),
    );

  it('keeps its check-in date, rate type and amounts', async () => {
    await expectRefused('03/07/26', put({ checkInDate: '2026-03-08' }));
    await expectRefused('03/07/26', put({ checkInDate: '2026-03-09', nights: 3 }));
    await expectRefused('03/07/26', put({ dailyWeeklyAmount: '90.00' }));
    await expectRefused('03/07/26', put({ dailyWeeklyAmount: '110.00' }));
    await expectRefused('03/07/26', put({ rateType: 'Weekly', nights: 7, dailyWeeklyAmount: '600.00' }));
  });

  it('keeps its posted nights: its check-out no earlier than the day after the last', async () => {
    await expectRefused('03/08/26', put({ nights: 1 }));
  });

  it('is refused the same over GraphQL, in a batch and through the board', async () => {
    await expectRefused('03/08/26', async () => {
      const answer = await hotel.api.graphql(
        'mutation ($id: Int!, $input: BookingInput!) { updateBooking(id: $id, input: $input) { id } }',
        { id: ids.ada, input: daily('101', 'Lovelace, Ada', '2026-03-07', 1, { paidAmount: '50.00' }) },
      );
      expect(answer.body.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
      return { status: 409, body: { error: answer.body.errors?.[0]?.message } };
    });
    await expectRefused(
      '03/08/26',
      () => hotel.api.post('/api/hotel/bookings/batch', { bookings: [{ id: ids.ada, nights: 1 }] }),
      `Row 1: ${closedMessage('03/08/26')}`,
    );
    // The board's move (a new check-in with the same nights) and stretch (nights) save as a batch row.
    await expectRefused(
      '03/07/26',
      () => hotel.api.post('/api/hotel/bookings/batch', { bookings: [{ id: ids.ada, checkInDate: '2026-03-06' }] }),
      `Row 1: ${closedMessage('03/07/26')}`,
    );
  });

  it('is never deleted, cancelled or marked a no-show', async () => {
    await expectRefused('03/07/26', () => hotel.api.delete(`/api/hotel/bookings/${ids.ada}`));
    await expectRefused('03/07/26', () => hotel.api.post(`/api/hotel/bookings/${ids.ada}/cancel`, { reason: 'Mistake' }));
    await expectRefused('03/07/26', () => hotel.api.post(`/api/hotel/bookings/${ids.ada}/no-show`));
    await expectClosedDaysUnchanged();
  });
});

describe('a folio line on a closed day', () => {
  it('is neither added nor voided', async () => {
    await expectRefused('03/08/26', () =>
      hotel.api.post(`/api/hotel/bookings/${ids.ada}/payments`, { amount: '20.00', method: 'Cash', date: '2026-03-08' }),
    );
    await expectRefused('03/07/26', () =>
      hotel.api.post(`/api/hotel/bookings/${ids.ada}/charges`, { description: 'Minibar', amount: '5.00', date: '2026-03-07' }),
    );
    const lines = (await folio(ids.ada!)) as {
      charges: { id: number | null; description: string }[];
      payments: { id: number }[];
    };
    const parking = lines.charges.find((line) => line.description === 'Parking')!;
    await expectRefused('03/07/26', () => hotel.api.delete(`/api/hotel/bookings/${ids.ada}/charges/${parking.id}`));
    await expectRefused('03/07/26', () => hotel.api.delete(`/api/hotel/bookings/${ids.ada}/payments/${lines.payments[0]!.id}`));
    await expectClosedDaysUnchanged();
  });
});

describe('an early check-out after every night it keeps has closed', () => {
  it("takes the figures its nights posted, to the cent, though today's pricing of them differs", async () => {
    // Cy's 133.40 over four nights: Tax 1 of 10.67 posts 2.66 and 2.67 (5.33); two nights priced afresh
    // would be 66.70 with a Tax 1 of 5.34, a cent the closed days never posted.
    setClock(noonOn('2026-03-09'));
    const early = await hotel.api.post(`/api/hotel/bookings/${ids.cy}/check-out`, { force: true });
    expect(early.status, JSON.stringify(early.body)).toBe(200);
    expect(early.body).toMatchObject({ checkOutDate: '2026-03-09', nights: 2, subtotal: '66.70', taxAmount: '5.33' });
    const { subtotal, taxAmount, resortFee, grandTotal } = early.body as Record<string, string>;
    expect(Number(grandTotal)).toBeCloseTo(Number(subtotal) + Number(taxAmount) + Number(resortFee), 2);
    await expectClosedDaysUnchanged();
  });
});

describe('what stays open', () => {
  it("changes a stay's open nights, its room and its open days' lines, and no closed day", async () => {
    setClock(noonOn('2026-03-10'));
    const base = daily('101', 'Lovelace, Ada', '2026-03-07', 5, { paidAmount: '50.00' });
    const longer = await hotel.api.put(`/api/hotel/bookings/${ids.ada}`, { ...base, nights: 7 });
    expect(longer.body).toMatchObject({ checkOutDate: '2026-03-14', subtotal: '700.00' });
    const shorter = await hotel.api.put(`/api/hotel/bookings/${ids.ada}`, { ...base, nights: 2 });
    expect(shorter.body).toMatchObject({ checkOutDate: '2026-03-09', subtotal: '200.00' });
    const moved = await hotel.api.put(`/api/hotel/bookings/${ids.ada}`, { ...base, roomId: rooms['105'], nights: 4 });
    expect(moved.body).toMatchObject({ roomId: rooms['105'], checkOutDate: '2026-03-11' });
    const stretched = await hotel.api.post('/api/hotel/bookings/batch', { bookings: [{ id: ids.ada, nights: 5 }] });
    expect(stretched.status).toBe(200);
    expect(
      (await hotel.api.post(`/api/hotel/bookings/${ids.ada}/payments`, { amount: '20.00', method: 'Cash', date: '2026-03-09' }))
        .status,
    ).toBe(201);
    expect(
      (await hotel.api.post(`/api/hotel/bookings/${ids.ada}/charges`, { description: 'Minibar', amount: '5.00' })).status,
    ).toBe(201);
    // Bob leaves on his day; Ada leaves early, today: the nights she stayed stand, posted ones included.
    expect((await hotel.api.post(`/api/hotel/bookings/${ids.bob}/check-out`, { force: true })).status).toBe(200);
    const early = await hotel.api.post(`/api/hotel/bookings/${ids.ada}/check-out`, { force: true });
    expect(early.body).toMatchObject({ stayStatus: 'Checked Out', checkOutDate: '2026-03-10', nights: 3, subtotal: '300.00' });
    await expectClosedDaysUnchanged();
    // The open day 03/09 closes with Ada's third night at her own share and Bob gone.
    const closed = await hotel.api.post('/api/hotel/night-audit', { date: '2026-03-09' });
    expect(closed.body).toMatchObject({ roomRevenue: '100.00', taxes: '13.00' });
  });
});

describe('a stay put onto closed nights', () => {
  // By now 03/07 to 03/09 are closed; 03/10 closes below, with Dan's no-show on it.
  const count = async () => ((await hotel.api.get('/api/hotel/bookings?limit=1000')).body as unknown[]).length;

  /** Runs `change` and expects the 409 naming `day`, no booking more and the closed days as they were. */
  async function expectPutOntoClosed(day: string, change: () => Promise<{ status: number; body: unknown }>, prefix = '') {
    const before = await count();
    const answer = await change();
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 409,
      body: { error: `${prefix}${closedMessage(day)}` },
    });
    expect(await count()).toBe(before);
    await expectClosedDaysUnchanged();
  }
  const graphqlAsRest = async (query: string, variables: Record<string, unknown>) => {
    const answer = await hotel.api.graphql(query, variables);
    expect(answer.body.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    return { status: 409, body: { error: answer.body.errors?.[0]?.message } };
  };

  it('refuses a new booking whose nights fall on closed days, naming the earliest, over REST, GraphQL and a batch', async () => {
    setClock(noonOn('2026-03-10'));
    await expectPutOntoClosed('03/08/26', () =>
      hotel.api.post('/api/hotel/bookings', daily('106', 'Dahl, Dan', '2026-03-08', 3)),
    );
    // From before the books: its first closed night is the books' first day.
    await expectPutOntoClosed('03/07/26', () =>
      hotel.api.post('/api/hotel/bookings', daily('106', 'Dahl, Dan', '2026-03-05', 3)),
    );
    await expectPutOntoClosed('03/09/26', () =>
      graphqlAsRest('mutation ($input: BookingInput!) { createBooking(input: $input) { id } }', {
        input: daily('106', 'Dahl, Dan', '2026-03-09', 2),
      }),
    );
    // A paste or fill saves as a batch: its row is named, and none of the batch is written.
    await expectPutOntoClosed(
      '03/07/26',
      () =>
        hotel.api.post('/api/hotel/bookings/batch', {
          bookings: [daily('107', 'Eames, Eve', '2026-03-12', 1), daily('106', 'Dahl, Dan', '2026-03-07', 1)],
        }),
      'Row 2: ',
    );
    await expectPutOntoClosed(
      '03/08/26',
      () =>
        graphqlAsRest('mutation ($rows: [BookingBatchItemInput!]!) { saveBookingBatch(bookings: $rows) { id } }', {
          rows: [daily('106', 'Dahl, Dan', '2026-03-08', 1)],
        }),
      'Row 1: ',
    );
  });

  it('takes a new booking before the books or from the business date on', async () => {
    setClock(noonOn('2026-03-12'));
    const before = await hotel.api.post('/api/hotel/bookings', daily('106', 'Dahl, Dan', '2026-03-05', 2));
    expect(before.status, JSON.stringify(before.body)).toBe(201);
    expect((await hotel.api.delete(`/api/hotel/bookings/${before.body.id}`)).status).toBe(200);
    const open = await hotel.api.post('/api/hotel/bookings', daily('106', 'Dahl, Dan', '2026-03-10', 1));
    expect(open.status, JSON.stringify(open.body)).toBe(201);
    ids.dan = open.body.id as number;
  });

  it('refuses reinstating a stay whose nights closed while it was a no-show', async () => {
    setClock(noonOn('2026-03-12'));
    expect((await hotel.api.post(`/api/hotel/bookings/${ids.dan}/no-show`)).status).toBe(200);
    expect((await hotel.api.post('/api/hotel/night-audit', { date: '2026-03-10' })).status).toBe(200);
    const closed10 = (await hotel.api.get('/api/hotel/reports/daily/2026-03-10')).body;
    await expectPutOntoClosed('03/10/26', () => hotel.api.post(`/api/hotel/bookings/${ids.dan}/reinstate`));
    await expectPutOntoClosed('03/10/26', () =>
      graphqlAsRest('mutation ($id: Int!) { reinstateBooking(id: $id) { id } }', { id: ids.dan }),
    );
    expect((await booking(ids.dan!)).stayStatus).toBe('No Show');
    expect((await hotel.api.get('/api/hotel/reports/daily/2026-03-10')).body).toEqual(closed10);
  });

  it('refuses an edit that moves or stretches a stay onto closed nights, posted or not', async () => {
    setClock(noonOn('2026-03-12'));
    const future = await hotel.api.post('/api/hotel/bookings', daily('107', 'Eames, Eve', '2026-03-20', 2));
    expect(future.status).toBe(201);
    const eve = future.body.id as number;
    await expectPutOntoClosed('03/08/26', () =>
      hotel.api.put(`/api/hotel/bookings/${eve}`, daily('107', 'Eames, Eve', '2026-03-08', 2)),
    );
    // The board's move saves as a batch row.
    await expectPutOntoClosed(
      '03/09/26',
      () => hotel.api.post('/api/hotel/bookings/batch', { bookings: [{ id: eve, checkInDate: '2026-03-09' }] }),
      'Row 1: ',
    );
    // Bob left on 03/09 after his two posted nights: staying on would put him on 03/09 and 03/10, closed since.
    await expectPutOntoClosed(
      '03/09/26',
      () => hotel.api.post('/api/hotel/bookings/batch', { bookings: [{ id: ids.bob, nights: 4 }] }),
      'Row 1: ',
    );
    expect((await booking(eve)).checkInDate).toBe('2026-03-20');
    expect((await booking(ids.bob!)).checkOutDate).toBe('2026-03-09');
    // From the business date on, the same edit goes ahead.
    const moved = await hotel.api.post('/api/hotel/bookings/batch', { bookings: [{ id: eve, checkInDate: '2026-03-11' }] });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  });
});
