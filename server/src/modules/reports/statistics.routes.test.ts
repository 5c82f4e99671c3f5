import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bulkRoomNumbers } from '@core/schemas/room.schema';
import { setClock } from '../../clock';
import { parseCsv } from '../../testing/csv';
import { download, pdfText, renderPageToPng } from '../../testing/pdf-documents';
import { QUEEN, signUpHotelWithRooms, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * The statistics of a hotel computed by hand. Four rooms (101–104), the default taxes (8% and 5%):
 * - A: 101 from 03/30/26, 4 nights at 100.00 (400.00, 32.00, 20.00): two nights in March, two in April;
 *   checked in, and the days 03/30 to 04/01 closed (its first three nights posted), 04/02 open. An extra of
 *   25.00 dated 04/01.
 * - B: 102 from 03/10/26, 3 nights at 100.01 (300.03, 24.00, 15.00): 100.01 a night.
 * - C: 103 from 03/12/26, 2 nights, cancelled: in no figure.
 * - 104 blocked 03/20 to 03/23: 3 nights out of order, still available as USALI counts.
 */
let app: TestApp;
let hotel: SignedInHotel;
let rooms: Record<string, number>;
const noonOn = (date: string) => new Date(`${date}T17:00:00Z`);

async function book(roomNumber: string, guest: string, checkInDate: string, nights: number, amount: string) {
  const response = await hotel.api.post('/api/hotel/bookings', {
    roomId: rooms[roomNumber],
    guest,
    checkInDate,
    rateType: 'Daily',
    nights,
    dailyWeeklyAmount: amount,
    paidAmount: '0',
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id as number;
}

async function expectOk(response: Promise<{ status: number; body: unknown }>, status = 200) {
  const answer = await response;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
}

beforeAll(async () => {
  app = await startTestApp();
  ({ hotel, rooms } = await signUpHotelWithRooms(app, 'owner@statistics.test', {
    numberOfRooms: 10,
    roomType: QUEEN,
    roomNumbers: bulkRoomNumbers('1', 1, 4),
  }));
  setClock(noonOn('2026-03-01'));
  await book('102', 'Hopper, Grace', '2026-03-10', 3, '100.01');
  const cancelled = await book('103', 'Turing, Alan', '2026-03-12', 2, '100.00');
  await expectOk(hotel.api.post(`/api/hotel/bookings/${cancelled}/cancel`, { reason: 'Plans changed' }));
  await expectOk(
    hotel.api.post('/api/hotel/room-blocks', {
      roomId: rooms['104'],
      startDate: '2026-03-20',
      endDate: '2026-03-23',
      reason: 'Paint',
    }),
    201,
  );
  const ada = await book('101', 'Lovelace, Ada', '2026-03-30', 4, '100.00');
  setClock(noonOn('2026-03-30'));
  await expectOk(hotel.api.post(`/api/hotel/bookings/${ada}/check-in`, {}));
  await expectOk(
    hotel.api.post(`/api/hotel/bookings/${ada}/charges`, { description: 'Parking', amount: '25.00', date: '2026-04-01' }),
    201,
  );
  setClock(noonOn('2026-04-05'));
  await expectOk(hotel.api.post('/api/hotel/night-audit', { date: '2026-03-30' }));
  await expectOk(hotel.api.post('/api/hotel/night-audit', { through: '2026-04-01' }));
  setClock(null);
});
afterEach(() => setClock(null));
afterAll(async () => app?.close());

const zero = { outOfOrder: 0, tax1: '0.00', tax2: '0.00', extras: '0.00' };

describe('the statistics by the night', () => {
  it('counts each month by its nights: the rooms, the nights sold, the revenue earned on them', async () => {
    const answer = await hotel.api.get('/api/hotel/reports/statistics?from=2026-03-01&to=2026-04-30');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      rows: [
        {
          period: '2026-03',
          roomsAvailable: 124,
          roomsSold: 5,
          outOfOrder: 3,
          occupancy: 4,
          adr: '100.01',
          revpar: '4.03',
          roomRevenue: '500.03',
          tax1: '40.00',
          tax2: '25.00',
          extras: '0.00',
          closed: false,
        },
        {
          period: '2026-04',
          roomsAvailable: 120,
          roomsSold: 2,
          outOfOrder: 0,
          occupancy: 1.7,
          adr: '100.00',
          revpar: '1.67',
          roomRevenue: '200.00',
          tax1: '16.00',
          tax2: '10.00',
          extras: '25.00',
          closed: false,
        },
      ],
      totals: {
        roomsAvailable: 244,
        roomsSold: 7,
        outOfOrder: 3,
        occupancy: 2.9,
        adr: '100.00',
        revpar: '2.87',
        roomRevenue: '700.03',
        tax1: '56.00',
        tax2: '35.00',
        extras: '25.00',
        closed: false,
      },
      // Every booking here is the desk's: the channel mix has it all, each source listed.
      channelMix: [
        { source: 'Desk', roomNights: 7, roomRevenue: '700.03', roomNightsShare: 100, roomRevenueShare: 100 },
        { source: 'Online', roomNights: 0, roomRevenue: '0.00', roomNightsShare: 0, roomRevenueShare: 0 },
        { source: 'Batch', roomNights: 0, roomRevenue: '0.00', roomNightsShare: 0, roomRevenueShare: 0 },
      ],
    });
  });

  it('reads closed nights from their postings and open ones from the stays, day by day', async () => {
    const answer = await hotel.api.get('/api/hotel/reports/statistics?from=2026-03-29&to=2026-04-02&groupBy=day');
    const night = { roomsAvailable: 4, roomsSold: 1, occupancy: 25, adr: '100.00', revpar: '25.00', roomRevenue: '100.00' };
    const taxes = { tax1: '8.00', tax2: '5.00' };
    expect(answer.body.rows).toEqual([
      {
        period: '2026-03-29',
        ...night,
        ...zero,
        roomsSold: 0,
        occupancy: 0,
        adr: '0.00',
        revpar: '0.00',
        roomRevenue: '0.00',
        closed: false,
      },
      { period: '2026-03-30', ...night, ...zero, ...taxes, closed: true },
      { period: '2026-03-31', ...night, ...zero, ...taxes, closed: true },
      { period: '2026-04-01', ...night, ...zero, ...taxes, extras: '25.00', closed: true },
      { period: '2026-04-02', ...night, ...zero, ...taxes, closed: false },
    ]);
    expect(answer.body.totals).toMatchObject({ roomsAvailable: 20, roomsSold: 4, roomRevenue: '400.00', closed: false });
  });

  it('answers the same over GraphQL, and says a period is closed when all its days are', async () => {
    const answer = await hotel.api.graphql<{ statistics: { rows: { period: string; closed: boolean }[] } }>(
      '{ statistics(from: "2026-03-30", to: "2026-04-01", groupBy: "month") { rows { period closed roomRevenue } totals { closed } } }',
    );
    expect(answer.body.data).toEqual({
      statistics: {
        rows: [
          { period: '2026-03', closed: true, roomRevenue: '200.00' },
          { period: '2026-04', closed: true, roomRevenue: '100.00' },
        ],
        totals: { closed: true },
      },
    });
  });

  it('exports the months as CSV and PDF, open periods marked', async () => {
    const csv = await hotel.api.get('/api/hotel/reports/statistics.csv?from=2026-03-01&to=2026-04-30');
    expect(csv.status).toBe(200);
    expect(parseCsv(csv.body as string)).toEqual([
      [
        'Period',
        'Available',
        'Sold',
        'Out of order',
        'Occupancy',
        'ADR',
        'RevPAR',
        'Room revenue',
        'Tax 1',
        'Tax 2',
        'Extras',
        'Books',
      ],
      ['2026-03', '124', '5', '3', '4.0', '100.01', '4.03', '500.03', '40.00', '25.00', '0.00', 'Open'],
      ['2026-04', '120', '2', '0', '1.7', '100.00', '1.67', '200.00', '16.00', '10.00', '25.00', 'Open'],
      ['TOTAL', '244', '7', '3', '2.9', '100.00', '2.87', '700.03', '56.00', '35.00', '25.00', 'Open'],
    ]);
    const pdf = await download(hotel.api, '/api/hotel/reports/statistics.pdf?from=2026-03-01&to=2026-04-30');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="innkeep-statistics-2026-03-01-2026-04-30.pdf"');
    renderPageToPng(pdf.bytes, 'statistics');
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('03/01/26 to 04/30/26, by the night');
    expect(text).toContain('2026-03 * 124 5 3 4.0% $100.01 $4.03 $500.03 $40.00 $25.00 $0.00');
    expect(text).toContain('Total 244 7 3 2.9% $100.00 $2.87 $700.03 $56.00 $35.00 $25.00');
  });

  it('counts the nights of a hotel that never closed a day once', async () => {
    // Before the first audit every night is open: the open shares before the books and after them are the same nights.
    const other = await signUpHotelWithRooms(app, 'owner@statistics-open.test', {
      numberOfRooms: 10,
      roomType: QUEEN,
      roomNumbers: bulkRoomNumbers('2', 1, 1),
    });
    setClock(noonOn('2026-03-01'));
    const booked = await other.hotel.api.post('/api/hotel/bookings', {
      roomId: other.rooms['201'],
      guest: 'Curie, Marie',
      checkInDate: '2026-03-10',
      rateType: 'Daily',
      nights: 2,
      dailyWeeklyAmount: '100.00',
      paidAmount: '0',
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const answer = await other.hotel.api.get('/api/hotel/reports/statistics?from=2026-03-01&to=2026-03-31');
    expect(answer.body.rows[0]).toMatchObject({
      roomsSold: 2,
      adr: '100.00',
      roomRevenue: '200.00',
      tax1: '16.00',
      tax2: '10.00',
    });
  });

  it.each([
    ['?to=2026-03-31', 'Please choose the first date (from, YYYY-MM-DD)'],
    ['?from=2026-03-01', 'Please choose the last date (to, YYYY-MM-DD)'],
    ['?from=2026-04-01&to=2026-03-01', 'The from date must not be after the to date'],
    ['?from=2026-01-01&to=2029-01-01', 'Statistics cover at most 3 years at a time'],
    ['?from=2026-01-01&to=2026-01-31&groupBy=year', 'Group by must be day or month'],
  ])('refuses %s with 422', async (query, error) => {
    const answer = await hotel.api.get(`/api/hotel/reports/statistics${query}`);
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 422, body: { error } });
  });
});
