import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../clock';
import { addRooms, STANDARD, signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { download, pdfText, renderPageToPng } from '../../testing/pdf-documents';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * Closed days' postings marked on the folio (issue 25), on the hotel's clock (America/New_York), set by the test.
 * Ada stays in room 101 from 11/25/26 for three nights at 100.00 (8.00 of Tax 1 and 5.00 of Tax 2 a night), with
 * a payment and a Parking extra dated 11/25 and a Minibar extra dated 11/27. Charles stays in 102 from 11/24 for
 * two nights, leaving on 11/26. The books start on 11/25: 11/25 and 11/26 are closed on 11/27, then an adjustment credits Ada's
 * room on the business date 11/27, and 11/27 is closed on 11/28.
 */
let app: TestApp;
let hotel: SignedInHotel;
let ada: number;
let charles: number;

const noonOn = (date: string) => new Date(`${date}T17:00:00Z`);
const folio = async (id = ada) => (await hotel.api.get(`/api/hotel/bookings/${id}/folio`)).body;
const ok = <T extends { status: number; body: unknown }>(response: T, status = 200): T => {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return response;
};
const book = async (roomId: number, guest: string, checkInDate: string, nights: number) =>
  ok(
    await hotel.api.post('/api/hotel/bookings', {
      roomId,
      guest,
      checkInDate,
      rateType: 'Daily',
      nights,
      dailyWeeklyAmount: '100.00',
      paidAmount: '0',
    }),
    201,
  ).body.id as number;
const close = async (date: string) => ok(await hotel.api.post('/api/hotel/night-audit', { date }));

const open = (date: string, nightNumber: number) => ({
  date,
  nightNumber,
  closed: false,
  posted: false,
  roomNumber: null,
  room: null,
  tax1: null,
  tax2: null,
  exemptTaxes: [],
});
const postedNight = (date: string, nightNumber: number, roomNumber: string) => ({
  date,
  nightNumber,
  closed: true,
  posted: true,
  roomNumber,
  room: '100.00',
  tax1: '8.00',
  tax2: '5.00',
  exemptTaxes: [],
});

beforeAll(async () => {
  app = await startTestApp();
  hotel = await signUpHotel(app, 'desk@closed-folio.test', { name: 'Harbor Inn' });
  const rooms = await addRooms(hotel, STANDARD, ['101', '102']);
  setClock(noonOn('2026-11-24'));
  charles = await book(rooms['102']!, 'Babbage, Charles', '2026-11-24', 2);
  ok(await hotel.api.post(`/api/hotel/bookings/${charles}/check-in`, {}));
  setClock(noonOn('2026-11-25'));
  ada = await book(rooms['101']!, 'Lovelace, Ada', '2026-11-25', 3);
  ok(await hotel.api.post(`/api/hotel/bookings/${ada}/check-in`, {}));
  ok(await hotel.api.post(`/api/hotel/bookings/${ada}/payments`, { amount: '50', method: 'Cash', date: '2026-11-25' }), 201);
  for (const [description, amount, date] of [
    ['Parking', '15', '2026-11-25'],
    ['Minibar', '12', '2026-11-27'],
  ]) {
    ok(await hotel.api.post(`/api/hotel/bookings/${ada}/charges`, { description, amount, date }), 201);
  }
});
afterEach(() => setClock(null));
afterAll(async () => {
  setClock(null);
  await app?.close();
});

describe('closed days on the folio', () => {
  it('marks nothing closed before any audit', async () => {
    const before = await folio();
    expect(before.nights).toEqual([open('2026-11-25', 1), open('2026-11-26', 2), open('2026-11-27', 3)]);
    expect([...before.charges, ...before.payments].map((line: { closed: boolean }) => line.closed)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('says which nights are posted and what they posted, and which lines are on closed days', async () => {
    // Charles settles and leaves on 11/26, so that nothing hangs on the days closed.
    setClock(noonOn('2026-11-26'));
    ok(await hotel.api.post(`/api/hotel/bookings/${charles}/payments`, { amount: '226', method: 'Cash' }), 201);
    ok(await hotel.api.post(`/api/hotel/bookings/${charles}/check-out`, {}));
    setClock(noonOn('2026-11-27'));
    await close('2026-11-25');
    await close('2026-11-26');
    const credit = ok(
      await hotel.api.post(`/api/hotel/bookings/${ada}/adjustments`, {
        kind: 'Room',
        amount: '-25.00',
        reason: 'Noisy room on 11/25',
      }),
      201,
    ).body;
    expect(credit).toMatchObject({ date: '2026-11-27', kind: 'Room', amount: '-25.00' });

    const read = await folio();
    expect(read.nights).toEqual([
      postedNight('2026-11-25', 1, '101'),
      postedNight('2026-11-26', 2, '101'),
      open('2026-11-27', 3),
    ]);
    // The room and its taxes are partly closed (one night open), so not final; Parking and the payment are
    // on a closed day, the Minibar on an open one.
    expect(read.charges.map((line: { description: string; closed: boolean }) => [line.description, line.closed])).toEqual([
      ['Room 101, 3 nights (Daily)', false],
      ['Tax 1', false],
      ['Tax 2', false],
      ['Parking', true],
      ['Minibar', false],
    ]);
    expect(read.payments).toMatchObject([{ date: '2026-11-25', amount: '50.00', closed: true }]);
    expect(read.adjustments).toEqual([{ ...credit, closed: false }]);
    // 339.00 + 15.00 + 12.00 - 25.00, less the 50.00 paid.
    expect(read).toMatchObject({ totalCharges: '341.00', totalPayments: '50.00', balance: '291.00' });

    // The server refuses what the folio marks closed, and takes what it leaves open.
    const parking = read.charges.find((line: { description: string }) => line.description === 'Parking').id as number;
    expect(await hotel.api.delete(`/api/hotel/bookings/${ada}/charges/${parking}`)).toMatchObject({
      status: 409,
      body: { error: '11/25/26 is closed: post an adjustment on an open day instead' },
    });
    expect((await hotel.api.delete(`/api/hotel/bookings/${ada}/payments/${read.payments[0].id}`)).status).toBe(409);
  });

  it('keeps a night before the books open and unposted', async () => {
    setClock(noonOn('2026-11-27'));
    expect((await folio(charles)).nights).toEqual([open('2026-11-24', 1), postedNight('2026-11-25', 2, '102')]);
  });

  it('marks the room and its taxes closed once every night is, and the adjustment once its day is', async () => {
    setClock(noonOn('2026-11-28'));
    await close('2026-11-27');
    const read = await folio();
    expect(read.nights).toEqual([
      postedNight('2026-11-25', 1, '101'),
      postedNight('2026-11-26', 2, '101'),
      postedNight('2026-11-27', 3, '101'),
    ]);
    expect(read.charges.map((line: { closed: boolean }) => line.closed)).toEqual([true, true, true, true, true]);
    expect(read.adjustments).toMatchObject([{ date: '2026-11-27', closed: true }]);
  });

  it('is the same through GraphQL', async () => {
    const answer = await hotel.api.graphql(
      `query ($id: Int!) { folio(bookingId: $id) {
        nights { date nightNumber closed posted roomNumber room tax1 tax2 exemptTaxes }
        charges { description closed } payments { amount closed } adjustments { kind amount reason closed } balance } }`,
      { id: ada },
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.folio).toEqual({
      nights: [postedNight('2026-11-25', 1, '101'), postedNight('2026-11-26', 2, '101'), postedNight('2026-11-27', 3, '101')],
      charges: [
        { description: 'Room 101, 3 nights (Daily)', closed: true },
        { description: 'Tax 1', closed: true },
        { description: 'Tax 2', closed: true },
        { description: 'Parking', closed: true },
        { description: 'Minibar', closed: true },
      ],
      payments: [{ amount: '50.00', closed: true }],
      adjustments: [{ kind: 'Room', amount: '-25.00', reason: 'Noisy room on 11/25', closed: true }],
      balance: '291.00',
    });
  });

  it('prints each adjustment on the receipt with its date, kind, reason and amount, in the totals', async () => {
    setClock(noonOn('2026-11-28'));
    ok(
      await hotel.api.post(`/api/hotel/bookings/${ada}/adjustments`, { kind: 'Tax 2', amount: '1.50', reason: 'Fee missed' }),
      201,
    );
    const file = await download(hotel.api, `/api/hotel/bookings/${ada}/folio.pdf`);
    expect(file.status).toBe(200);
    renderPageToPng(file.bytes, 'folio-receipt-adjustments');
    const text = await pdfText(file.bytes);
    expect(text).toContain('11/25/26 Room 101, 3 nights (Daily) $300.00');
    expect(text).toContain('11/27/26 Minibar $12.00');
    expect(text).toContain('11/27/26 Adjustment, Room: Noisy room on 11/25 -$25.00');
    expect(text).toContain('11/28/26 Adjustment, Tax 2: Fee missed $1.50');
    // 339.00 + 15.00 + 12.00 - 25.00 + 1.50, less 50.00: the screen's figures.
    expect(text).toContain('Total Charges $342.50');
    expect(text).toContain('Balance Due $292.50');
    expect(await folio()).toMatchObject({ totalCharges: '342.50', balance: '292.50' });
  });
});
