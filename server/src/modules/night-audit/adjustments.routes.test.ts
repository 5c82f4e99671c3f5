import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bulkRoomNumbers } from '@core/schemas/room.schema';
import { setClock } from '../../clock';
import { QUEEN, signUpHotelWithRooms, signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * Adjustments (issue 25), on the hotel's clock (America/New_York), set by the test. Ada stays in room 101
 * from 03/07/26 for three nights at 100.00 (8.00 of Tax 1 and 5.00 of Tax 2 a night). Before any audit an
 * adjustment is dated on the hotel's today; once 03/07 is closed, on the business date 03/08. Each is on the
 * folio, in the balance, in the daily report and the ledger of its date, and in the activity log; the closed
 * day's report stays as it was.
 */
let app: TestApp;
let hotel: SignedInHotel;
let rooms: Record<string, number>;
let ada: number;

const noonOn = (date: string) => new Date(`${date}T17:00:00Z`);
const adjust = (body: unknown, id = ada) => hotel.api.post(`/api/hotel/bookings/${id}/adjustments`, body);

beforeAll(async () => {
  app = await startTestApp();
  ({ hotel, rooms } = await signUpHotelWithRooms(app, 'adjust@night.test', {
    numberOfRooms: 20,
    roomType: QUEEN,
    roomNumbers: bulkRoomNumbers('1', 1, 9),
  }));
  setClock(noonOn('2026-03-07'));
  const created = await hotel.api.post('/api/hotel/bookings', {
    roomId: rooms['101'],
    guest: 'Lovelace, Ada',
    checkInDate: '2026-03-07',
    rateType: 'Daily',
    nights: 3,
    dailyWeeklyAmount: '100.00',
    paidAmount: '0',
  });
  expect(created.status).toBe(201);
  ada = created.body.id as number;
  expect((await hotel.api.post(`/api/hotel/bookings/${ada}/check-in`)).status).toBe(200);
});
afterEach(() => setClock(null));
afterAll(async () => app?.close());

describe('POST /api/hotel/bookings/{id}/adjustments', () => {
  it('refuses an adjustment without a reason, of 0, or of another kind (422)', async () => {
    setClock(noonOn('2026-03-07'));
    for (const [body, error] of [
      [{ kind: 'Room', amount: '-25.00' }, 'Please enter a reason'],
      [{ kind: 'Room', amount: '0', reason: 'Noisy' }, 'Amount must not be 0'],
      [{ kind: 'Extra', amount: '5', reason: 'Noisy' }, 'Kind must be Room, Tax 1 or Tax 2'],
    ] as const) {
      expect(await adjust(body)).toMatchObject({ status: 422, body: { error } });
    }
    expect((await adjust({ kind: 'Room', amount: '5', reason: 'x' }, 999999)).status).toBe(404);
  });

  it("before any audit, posts on the hotel's today, on the folio and in the balance", async () => {
    setClock(noonOn('2026-03-07'));
    const posted = await adjust({ kind: 'Tax 1', amount: '2.50', reason: 'Tax 1 missed' });
    expect(posted).toMatchObject({
      status: 201,
      body: { id: expect.any(Number), date: '2026-03-07', kind: 'Tax 1', amount: '2.50', reason: 'Tax 1 missed' },
    });
    const folio = (await hotel.api.get(`/api/hotel/bookings/${ada}/folio`)).body;
    expect(folio.adjustments).toEqual([{ ...posted.body, closed: false }]);
    // 300.00 + 24.00 + 15.00 + 2.50
    expect(folio).toMatchObject({ totalCharges: '341.50', balance: '341.50' });
    expect((await hotel.api.get(`/api/hotel/bookings/${ada}`)).body).toMatchObject({ balance: '341.50' });
    expect((await hotel.api.get('/api/hotel/reports/daily/2026-03-07')).body).toMatchObject({ adjustments: '2.50' });
  });

  it('after an audit, posts on the business date, leaving the closed day as it was', async () => {
    setClock(noonOn('2026-03-09'));
    expect((await hotel.api.post('/api/hotel/night-audit', { date: '2026-03-07' })).status).toBe(200);
    const closed = (await hotel.api.get('/api/hotel/reports/daily/2026-03-07')).body;
    expect(closed).toMatchObject({ closed: true, roomRevenue: '100.00', taxes: '13.00', adjustments: '2.50' });

    const credit = await adjust({ kind: 'Room', amount: '-25.00', reason: 'Noisy room on 03/07' });
    expect(credit).toMatchObject({
      status: 201,
      body: { date: '2026-03-08', kind: 'Room', amount: '-25.00', reason: 'Noisy room on 03/07' },
    });
    expect((await hotel.api.get('/api/hotel/reports/daily/2026-03-07')).body).toEqual(closed);
    expect((await hotel.api.get('/api/hotel/reports/daily/2026-03-08')).body).toMatchObject({
      closed: false,
      adjustments: '-25.00',
    });
    expect((await hotel.api.get(`/api/hotel/bookings/${ada}`)).body).toMatchObject({ balance: '316.50' });
    const folio = (await hotel.api.get(`/api/hotel/bookings/${ada}/folio`)).body;
    expect(folio).toMatchObject({ totalCharges: '316.50', balance: '316.50' });
    expect(folio.adjustments.map((line: { amount: string }) => line.amount)).toEqual(['2.50', '-25.00']);

    // The ledger: the closed night's postings, then the adjustment on its own date, its reason the description.
    const ledger = (await hotel.api.get('/api/hotel/ledger?from=2026-03-07&to=2026-03-08')).body;
    expect(
      ledger.lines.map((line: { date: string; kind: string; description: string; amount: string }) => [
        line.date,
        line.kind,
        line.description,
        line.amount,
      ]),
    ).toEqual([
      ['2026-03-07', 'Room', 'Night 1 of 3', '100.00'],
      ['2026-03-07', 'Tax 1', 'Night 1 of 3', '8.00'],
      ['2026-03-07', 'Tax 2', 'Night 1 of 3', '5.00'],
      ['2026-03-07', 'Adjustment', 'Tax 1 missed', '2.50'],
      ['2026-03-08', 'Adjustment', 'Noisy room on 03/07', '-25.00'],
    ]);
    expect(ledger.totals).toMatchObject({ room: '100.00', adjustments: '-22.50' });

    // The activity log names it.
    const log = (await hotel.api.get('/api/hotel/audit?entity=FolioAdjustment')).body as {
      entries: { entity: string; action: string }[];
    };
    expect(log.entries.filter((entry) => entry.entity === 'FolioAdjustment' && entry.action === 'create')).toHaveLength(2);
  });

  it('is the GraphQL mutation addAdjustment too', async () => {
    setClock(noonOn('2026-03-09'));
    const answer = await hotel.api.graphql(
      `mutation ($bookingId: Int!, $input: FolioAdjustmentInput!) {
        addAdjustment(bookingId: $bookingId, input: $input) { date kind amount reason } }`,
      { bookingId: ada, input: { kind: 'Tax 2', amount: '-1.00', reason: 'Fee waived' } },
    );
    expect(answer.body.data).toEqual({
      addAdjustment: { date: '2026-03-08', kind: 'Tax 2', amount: '-1.00', reason: 'Fee waived' },
    });
    const refused = await hotel.api.graphql(
      'mutation ($input: FolioAdjustmentInput!) { addAdjustment(bookingId: 1, input: $input) { id } }',
      { input: { kind: 'Room', amount: '1', reason: '' } },
    );
    expect(refused.body.errors?.[0]?.message).toBe('Please enter a reason');
  });

  it("is another hotel's booking's 404", async () => {
    const other = await signUpHotel(app, 'other@adjust.test');
    expect(
      (await other.api.post(`/api/hotel/bookings/${ada}/adjustments`, { kind: 'Room', amount: '1', reason: 'x' })).status,
    ).toBe(404);
  });
});
