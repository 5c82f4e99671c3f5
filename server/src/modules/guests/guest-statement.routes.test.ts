import { todayInZone } from '@core/stay-dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEEN, signUpHotel, signUpHotelWithRooms, type SignedInHotel } from '../../testing/hotels';
import { download, pdfText, renderPageToPng } from '../../testing/pdf-documents';
import { invitePerson } from '../../testing/people';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * A guest's statement (issue 26) through /api and /graphql. Rita Resident, at $100.00 a night with the
 * default taxes (8% and 5%), has three stays: one before March 2027 that leaves $65.00 owing, one across
 * March 1st with an extra, payments, a refund and voided lines, and one inside March; a cancelled stay and
 * another guest's stay in March are on no statement of hers.
 */
let app: TestApp;
let hotel: SignedInHotel;
let rooms: Record<string, number>;
let guestId: number;
const ids: Record<string, number> = {};
const today = todayInZone('America/New_York');
const MARCH = '?from=2027-03-01&to=2027-03-31';

async function book(
  key: string,
  roomNumber: string,
  checkInDate: string,
  nights: number,
  paidAmount: string,
  guest = 'Resident, Rita',
) {
  const response = await hotel.api.post('/api/hotel/bookings', {
    roomId: rooms[roomNumber],
    guest,
    checkInDate,
    rateType: 'Daily',
    nights,
    dailyWeeklyAmount: '100.00',
    paidAmount,
    paymentMethod: 'Cash',
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  ids[key] = response.body.id as number;
  return response.body;
}

async function post(path: string, body: unknown) {
  const response = await hotel.api.post(path, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

beforeAll(async () => {
  app = await startTestApp();
  ({ hotel, rooms } = await signUpHotelWithRooms(app, 'desk@statement.test', { roomType: QUEEN }));
  // Before the range: $565.00, $500.00 paid.
  expect(await book('february', '101', '2027-02-20', 5, '500')).toMatchObject({ grandTotal: '565.00', balance: '65.00' });
  // Across March 1st: $791.00, $300.00 paid at booking.
  const across = await book('across', '102', '2027-02-26', 7, '300');
  expect(across).toMatchObject({ grandTotal: '791.00' });
  guestId = across.guestId as number;
  const folio = `/api/hotel/bookings/${ids.across}`;
  await post(`${folio}/charges`, { description: 'Parking', amount: '20', date: '2027-03-02' });
  const damage = await post(`${folio}/charges`, { description: 'Damage', amount: '50', date: '2027-03-03' });
  await post(`${folio}/payments`, { amount: '200', method: 'Credit Card', reference: 'Visa 4242', date: '2027-03-04' });
  await post(`${folio}/payments`, { amount: '-50', method: 'Cash', date: '2027-03-05' });
  const mistaken = await post(`${folio}/payments`, { amount: '100', method: 'Cash', date: '2027-03-05' });
  expect((await hotel.api.delete(`${folio}/charges/${damage.charges.at(-1).id}`)).status).toBe(200);
  expect((await hotel.api.delete(`${folio}/payments/${mistaken.payments.at(-1).id}`)).status).toBe(200);
  // Inside March, nothing paid.
  await book('inside', '101', '2027-03-20', 3, '0');
  // Cancelled: no stay of hers. Another guest: not hers. After the range: not on March's statement.
  await book('cancelled', '103', '2027-03-10', 2, '0');
  expect((await hotel.api.post(`/api/hotel/bookings/${ids.cancelled}/cancel`, { reason: 'Plans changed' })).status).toBe(200);
  await book('other', '104', '2027-03-10', 2, '0', 'Traveller, Tom');
  await book('april', '103', '2027-04-02', 2, '0');
});
afterAll(async () => app?.close());

describe('GET /api/hotel/guests/{id}/statement', () => {
  it("lists each of the guest's stays in the range with its folio's live lines; the figures add up", async () => {
    const response = await hotel.api.get(`/api/hotel/guests/${guestId}/statement${MARCH}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const statement = response.body;
    expect(statement.guest).toEqual({ id: guestId, name: 'Resident, Rita', email: null, phone: null });
    expect(statement).toMatchObject({ from: '2027-03-01', to: '2027-03-31', openingBalance: '65.00', closingBalance: '765.00' });
    expect(statement.periods).toEqual([
      {
        bookingId: ids.across,
        roomNumber: '102',
        from: '2027-02-26',
        to: '2027-03-05',
        nights: 7,
        charges: '811.00',
        payments: '450.00',
        balance: '361.00',
        lines: [
          { date: '2027-02-26', description: 'Room 102, 7 nights (Daily)', amount: '700.00' },
          { date: '2027-02-26', description: 'Tax 1', amount: '56.00' },
          { date: '2027-02-26', description: 'Tax 2', amount: '35.00' },
          { date: '2027-03-02', description: 'Parking', amount: '20.00' },
          { date: '2027-03-04', description: 'Payment, Credit Card (Visa 4242)', amount: '-200.00' },
          { date: '2027-03-05', description: 'Refund, Cash', amount: '50.00' },
          // The payment taken when booking is dated the day it was taken.
          { date: today, description: 'Payment, Cash', amount: '-300.00' },
        ].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
      },
      {
        bookingId: ids.inside,
        roomNumber: '101',
        from: '2027-03-20',
        to: '2027-03-23',
        nights: 3,
        charges: '339.00',
        payments: '0.00',
        balance: '339.00',
        lines: [
          { date: '2027-03-20', description: 'Room 101, 3 nights (Daily)', amount: '300.00' },
          { date: '2027-03-20', description: 'Tax 1', amount: '24.00' },
          { date: '2027-03-20', description: 'Tax 2', amount: '15.00' },
        ],
      },
    ]);
    // Opening balance + each period's charges − payments = closing balance, in cents.
    const cents = (money: string) => Math.round(Number(money) * 100);
    const closing = statement.periods.reduce(
      (sum: number, period: { charges: string; payments: string }) => sum + cents(period.charges) - cents(period.payments),
      cents(statement.openingBalance),
    );
    expect(closing).toBe(cents(statement.closingBalance));
    // Each period is its folio: the same charges, payments and balance.
    const folio = (await hotel.api.get(`/api/hotel/bookings/${ids.across}/folio`)).body;
    expect(folio).toMatchObject({ totalCharges: '811.00', totalPayments: '450.00', balance: '361.00' });
  });

  it('opens with what the stays before the range leave owing, and carries the periods on', async () => {
    // April: February and the two March stays are earlier; April's stay is its one period.
    const april = (await hotel.api.get(`/api/hotel/guests/${guestId}/statement?from=2027-04-01&to=2027-04-30`)).body;
    expect(april).toMatchObject({ openingBalance: '765.00', closingBalance: '991.00' });
    expect(april.periods.map((period: { bookingId: number }) => period.bookingId)).toEqual([ids.april]);
    // A stay that checks out on the first day of the range has no night in it: it opens the statement.
    const fromCheckOut = (await hotel.api.get(`/api/hotel/guests/${guestId}/statement?from=2027-03-05&to=2027-03-05`)).body;
    expect(fromCheckOut).toMatchObject({ periods: [], openingBalance: '426.00', closingBalance: '426.00' });
  });

  it("answers 404 for another hotel's guest, and for a guest that is not there", async () => {
    const other = await signUpHotel(app, 'other@statement.test');
    for (const [api, id] of [
      [other.api, guestId],
      [hotel.api, 999_999],
    ] as const) {
      const response = await api.get(`/api/hotel/guests/${id}/statement${MARCH}`);
      expect({ status: response.status, body: response.body }).toEqual({
        status: 404,
        body: { error: 'Guest could not be found' },
      });
      expect((await download(api, `/api/hotel/guests/${id}/statement.pdf${MARCH}`)).status).toBe(404);
    }
  });

  it.each([
    ['?from=2027-03-31&to=2027-03-01', 'The from date must not be after the to date'],
    ['?from=2027-02-30&to=2027-03-31', 'Date 2027-02-30 is not a valid date (YYYY-MM-DD)'],
    ['?from=03/01/2027&to=2027-03-31', 'Date 03/01/2027 is not a valid date (YYYY-MM-DD)'],
    ['?to=2027-03-31', 'Please choose the first date (from, YYYY-MM-DD)'],
    ['?from=2027-01-01&to=2028-01-02', 'A statement covers at most 366 days at a time'],
  ])('answers 422 for %s', async (query, error) => {
    const response = await hotel.api.get(`/api/hotel/guests/${guestId}/statement${query}`);
    expect({ status: response.status, body: response.body }).toEqual({ status: 422, body: { error } });
    expect((await download(hotel.api, `/api/hotel/guests/${guestId}/statement.pdf${query}`)).status).toBe(422);
  });

  it('is the desk’s: Housekeeping is refused', async () => {
    const housekeeper = await invitePerson(app, hotel.api, {
      name: 'Hana Housekeeper',
      email: 'hana@statement.test',
      role: 'Housekeeping',
    });
    const response = await housekeeper.api.get(`/api/hotel/guests/${guestId}/statement${MARCH}`);
    expect({ status: response.status, body: response.body }).toEqual({
      status: 403,
      body: { error: 'Your role (Housekeeping) does not allow this' },
    });
    expect((await download(housekeeper.api, `/api/hotel/guests/${guestId}/statement.pdf${MARCH}`)).status).toBe(403);
    const graph = await housekeeper.api.graphql(
      'query($id: Int!) { guestStatement(guestId: $id, from: "2027-03-01", to: "2027-03-31") { closingBalance } }',
      { id: guestId },
    );
    expect(graph.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('answers guestStatement in GraphQL with the same figures', async () => {
    const response = await hotel.api.graphql<{ guestStatement: unknown }>(
      `query($id: Int!, $from: String!, $to: String!) { guestStatement(guestId: $id, from: $from, to: $to) {
        guest { id name } openingBalance closingBalance periods { bookingId charges payments balance lines { date description amount } } } }`,
      { id: guestId, from: '2027-03-01', to: '2027-03-31' },
    );
    const rest = (await hotel.api.get(`/api/hotel/guests/${guestId}/statement${MARCH}`)).body;
    expect(response.body.data?.guestStatement).toEqual({
      guest: { id: guestId, name: 'Resident, Rita' },
      openingBalance: '65.00',
      closingBalance: '765.00',
      periods: rest.periods.map(({ bookingId, charges, payments, balance, lines }: Record<string, unknown>) => ({
        bookingId,
        charges,
        payments,
        balance,
        lines,
      })),
    });
    const bad = await hotel.api.graphql(
      '{ guestStatement(guestId: 1, from: "2027-04-01", to: "2027-03-01") { closingBalance } }',
    );
    expect(bad.body.errors?.[0]).toMatchObject({
      message: 'The from date must not be after the to date',
      extensions: { code: 'INVALID_INPUT' },
    });
  });

  it('prints the statement: the guest, the opening balance, each period with every live line, the closing balance', async () => {
    const file = await download(hotel.api, `/api/hotel/guests/${guestId}/statement.pdf${MARCH}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="innkeep-guest-${guestId}-statement-2027-03-01-to-2027-03-31.pdf"`,
    );
    renderPageToPng(file.bytes, 'guest-statement');
    const text = await pdfText(file.bytes);
    expect(text).toContain('Guest Statement');
    expect(text).toContain('03/01/27 to 03/31/27');
    expect(text).toContain('Resident, Rita');
    expect(text).toContain('Opening Balance $65.00');
    expect(text).toContain(`Booking #${ids.across} · Room 102 · 02/26/27 to 03/05/27 · 7 nights`);
    expect(text).toContain('02/26/27 Room 102, 7 nights (Daily) $700.00');
    expect(text).toContain('03/02/27 Parking $20.00');
    expect(text).toContain('03/04/27 Payment, Credit Card (Visa 4242) -$200.00');
    expect(text).toContain('03/05/27 Refund, Cash $50.00');
    expect(text).toContain('Charges $811.00, payments $450.00: period balance $361.00');
    expect(text).toContain(`Booking #${ids.inside} · Room 101 · 03/20/27 to 03/23/27 · 3 nights`);
    expect(text).toContain('Closing Balance Due $765.00');
    // Voided lines, cancelled stays and other guests are not on it.
    expect(text).not.toContain('Damage');
    expect(text).not.toContain('$100.00');
    expect(text).not.toContain(`Booking #${ids.cancelled}`);
    expect(text).not.toContain('Traveller');
  });
});
