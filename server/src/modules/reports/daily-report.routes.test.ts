import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { download, pdfText, renderPageToPng } from '../../testing/pdf-documents';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * The daily report of Sunday 11/22/26, computed by hand. Four rooms, the default taxes (8% and 5%):
 * - 101: 11/20, 3 nights at $100.00 ($300.00 + $39.00 taxes): in house, its third night is $100.00 + $13.00.
 * - 102: 11/22, 2 nights at $80.50 ($161.00 + $12.88 + $8.05): arrives; its first night is $80.50 + $10.46
 *   (the odd cent of $20.93 falls on the second night).
 * - 103: 11/19, 3 nights: departs 11/22. Another stay of 103 arrives on 11/23: not in this day.
 * - 104: Monthly from 11/01, $1,500.00 over 30 nights, tax-exempt: in house, $50.00 a night.
 * - 103 again: 11/22, 1 night, paid $60.00 in cash that day, then cancelled: in no count, its payment kept.
 * Arrivals 1, departures 1, in house 3 of 4 rooms (75.0%); room revenue $230.50, taxes $23.46.
 */
let app: TestApp;
let hotel: SignedInHotel;
const DAY = '2026-11-22';
const rooms: Record<string, number> = {};
const bookings: Record<string, number> = {};

async function book(key: string, room: string, fields: Record<string, unknown>) {
  const created = await hotel.api.post('/api/hotel/bookings', {
    roomId: rooms[room],
    guest: `Guest, ${key}`,
    rateType: 'Daily',
    paidAmount: '0',
    ...fields,
  });
  expect(created.status).toBe(201);
  bookings[key] = created.body.id;
}
const pay = async (key: string, body: Record<string, unknown>) => {
  const paid = await hotel.api.post(`/api/hotel/bookings/${bookings[key]}/payments`, body);
  expect(paid.status).toBe(201);
  return paid.body;
};
const charge = async (key: string, body: Record<string, unknown>) => {
  const charged = await hotel.api.post(`/api/hotel/bookings/${bookings[key]}/charges`, body);
  expect(charged.status).toBe(201);
  return charged.body;
};

beforeAll(async () => {
  app = await startTestApp();
  hotel = await signUpHotel(app, 'night@daily.test', { name: 'Night Inn' });
  for (const number of ['101', '102', '103', '104']) {
    rooms[number] = (await hotel.api.post('/api/hotel/rooms', { roomNumber: number, roomTypeId: null })).body.id;
  }
  await book('A', '101', { checkInDate: '2026-11-20', nights: 3, dailyWeeklyAmount: '100' });
  await book('B', '102', { checkInDate: DAY, nights: 2, dailyWeeklyAmount: '80.50' });
  await book('C', '103', { checkInDate: '2026-11-19', nights: 3, dailyWeeklyAmount: '90' });
  await book('E', '103', { checkInDate: '2026-11-23', nights: 1, dailyWeeklyAmount: '90' });
  await book('D', '104', { checkInDate: '2026-11-01', rateType: 'Monthly', monthlyAmount: '1500' });

  // The day's extras: parking on A; B's pet fee was charged the day before; a voided charge does not count.
  await charge('A', { description: 'Parking', amount: '15', date: DAY });
  await charge('B', { description: 'Pet fee', amount: '25', date: '2026-11-21' });
  const mistake = await charge('B', { description: 'Minibar', amount: '10', date: DAY });
  await hotel.api.delete(`/api/hotel/bookings/${bookings.B}/charges/${mistake.charges.at(-1).id}`);
  // The day's payments: cash on A, a card payment and a partial refund on B, a voucher on D; C paid the day
  // before; a voided debit card payment does not count.
  await pay('A', { amount: '200', method: 'Cash', date: DAY });
  await pay('B', { amount: '100', method: 'Credit Card', date: DAY });
  await pay('B', { amount: '-30', method: 'Credit Card', date: DAY });
  await pay('D', { amount: '5', method: 'Voucher', date: DAY });
  await pay('C', { amount: '50', method: 'Check', date: '2026-11-21' });
  await book('F', '103', { checkInDate: DAY, nights: 1, dailyWeeklyAmount: '90' });
  await pay('F', { amount: '60', method: 'Cash', date: DAY });
  expect((await hotel.api.post(`/api/hotel/bookings/${bookings.F}/cancel`, { reason: 'Flight cancelled' })).status).toBe(200);
  const voided = await pay('A', { amount: '20', method: 'Debit Card', date: DAY });
  await hotel.api.delete(`/api/hotel/bookings/${bookings.A}/payments/${voided.payments.at(-1).id}`);
});
afterAll(async () => app?.close());

describe('GET /api/hotel/reports/daily/{date}', () => {
  it('gives the counts of the front-desk lists, the night’s share of each stay, and the day’s extras and payments', async () => {
    const report = await hotel.api.get(`/api/hotel/reports/daily/${DAY}`);
    expect(report.status).toBe(200);
    expect(report.body).toEqual({
      date: DAY,
      arrivals: 1,
      departures: 1,
      inHouse: 3,
      occupancyRate: 75,
      roomRevenue: '230.50',
      taxes: '23.46',
      extras: '15.00',
      adjustments: '0.00',
      paymentsByMethod: {
        Cash: '260.00',
        'Credit Card': '70.00',
        'Debit Card': '0.00',
        Check: '0.00',
        'Bank Transfer': '0.00',
        Other: '0.00',
        Voucher: '5.00',
      },
      totalPayments: '335.00',
      // The names behind the counts, by room, each with its balance: A $339.00 + $15.00 parking − $200.00;
      // B $181.93 + $25.00 pet fee − $70.00; C $305.10 − $50.00; D $1,500.00 − $5.00. F (cancelled) in none.
      arrivalStays: [
        {
          bookingId: bookings.B,
          guest: 'Guest, B',
          roomNumber: '102',
          checkInDate: DAY,
          checkOutDate: '2026-11-24',
          balance: '136.93',
        },
      ],
      departureStays: [
        {
          bookingId: bookings.C,
          guest: 'Guest, C',
          roomNumber: '103',
          checkInDate: '2026-11-19',
          checkOutDate: DAY,
          balance: '255.10',
        },
      ],
      inHouseStays: [
        {
          bookingId: bookings.A,
          guest: 'Guest, A',
          roomNumber: '101',
          checkInDate: '2026-11-20',
          checkOutDate: '2026-11-23',
          balance: '154.00',
        },
        {
          bookingId: bookings.B,
          guest: 'Guest, B',
          roomNumber: '102',
          checkInDate: DAY,
          checkOutDate: '2026-11-24',
          balance: '136.93',
        },
        {
          bookingId: bookings.D,
          guest: 'Guest, D',
          roomNumber: '104',
          checkInDate: '2026-11-01',
          checkOutDate: '2026-12-01',
          balance: '1495.00',
        },
      ],
      // No night audit has closed the day: its figures may still change.
      closed: false,
    });
  });

  it('reads the next day the same way: a stay’s nights add up to its amounts', async () => {
    const next = (await hotel.api.get('/api/hotel/reports/daily/2026-11-23')).body;
    // A departs; B's second night ($80.50, taxes $10.47: the odd cent); E arrives in 103 ($90.00 + $11.70); D.
    expect(next).toMatchObject({ arrivals: 1, departures: 1, inHouse: 3, roomRevenue: '220.50', taxes: '22.17', extras: '0.00' });
    expect(next.totalPayments).toBe('0.00');
  });

  it('answers GraphQL with the methods as a list', async () => {
    const answer = await hotel.api.graphql(
      `query($date: String!) { dailyReport(date: $date) { date inHouse occupancyRate roomRevenue taxes paymentsByMethod { method amount } totalPayments
        arrivalStays { guest roomNumber balance } departureStays { bookingId guest roomNumber balance } inHouseStays { roomNumber balance } } }`,
      { date: DAY },
    );
    expect(answer.body.data.dailyReport).toMatchObject({
      date: DAY,
      inHouse: 3,
      occupancyRate: 75,
      roomRevenue: '230.50',
      taxes: '23.46',
      totalPayments: '335.00',
    });
    expect(answer.body.data.dailyReport.paymentsByMethod.at(-1)).toEqual({ method: 'Voucher', amount: '5.00' });
    expect(answer.body.data.dailyReport.arrivalStays).toEqual([{ guest: 'Guest, B', roomNumber: '102', balance: '136.93' }]);
    expect(answer.body.data.dailyReport.departureStays).toEqual([
      { bookingId: bookings.C, guest: 'Guest, C', roomNumber: '103', balance: '255.10' },
    ]);
    expect(answer.body.data.dailyReport.inHouseStays).toEqual([
      { roomNumber: '101', balance: '154.00' },
      { roomNumber: '102', balance: '136.93' },
      { roomNumber: '104', balance: '1495.00' },
    ]);
  });

  it('refuses a date that is not one', async () => {
    const wrong = await hotel.api.get('/api/hotel/reports/daily/2026-02-30');
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ error: 'Date 2026-02-30 is not a valid date (YYYY-MM-DD)' });
  });

  it('prints the day as a PDF', async () => {
    const file = await download(hotel.api, `/api/hotel/reports/daily/${DAY}/pdf`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="innkeep-daily-report-${DAY}.pdf"`);
    renderPageToPng(file.bytes, 'daily-report');
    const text = await pdfText(file.bytes);
    expect(text).toContain('Night Inn');
    expect(text).toContain('Daily Report');
    expect(text).toContain('Sunday, November 22, 2026');
    expect(text).toContain('Room revenue $230.50');
    expect(text).toContain('Taxes $23.46');
    expect(text).toContain('Extras $15.00');
    expect(text).toContain('Total $268.96');
    expect(text).toContain('Credit Card $70.00');
    expect(text).toContain('Voucher $5.00');
    expect(text).toContain('Total Payments $335.00');
    expect(text).toContain('75.0%');
    const lines = text.split('\n');
    expect(lines).toContain('Arrivals (1)');
    expect(lines).toContain('102 Guest, B 11/22/26 11/24/26 $136.93');
    expect(lines).toContain('Departures (1)');
    expect(lines).toContain('103 Guest, C 11/19/26 11/22/26 $255.10');
    expect(lines).toContain('In House (3)');
    expect(lines).toContain('101 Guest, A 11/20/26 11/23/26 $154.00');
    expect(lines).toContain('104 Guest, D 11/01/26 12/01/26 $1,495.00');
  });
});
