import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let hotel: SignedInHotel;
let rooms: { id: number }[];

beforeAll(async () => {
  app = await startTestApp();
  hotel = await signUpHotel(app, 'reports@inn.test', { numberOfRooms: 30 });
  const type = await hotel.api.post('/api/hotel/room-types', {
    name: 'Double',
    dailyRate: '89.99',
    weeklyRate: '499.00',
    monthlyRate: '1450.00',
  });
  await hotel.api.post('/api/hotel/rooms/bulk', { prefix: '', startNumber: 1, endNumber: 12, roomTypeId: type.body.id });
  rooms = (await hotel.api.get('/api/hotel/rooms')).body;
});
afterAll(async () => app?.close());

const book = (body: Record<string, unknown>) =>
  hotel.api.post('/api/hotel/bookings', { guest: 'Report, Guest', paidAmount: '0', ...body });

describe('the monthly and quarterly reports', () => {
  it('shows known bookings in their check-in month, taxable and not', async () => {
    await book({ roomId: rooms[0]!.id, checkInDate: '2025-01-10', rateType: 'Daily', nights: 3, dailyWeeklyAmount: '100.00' });
    await book({ roomId: rooms[0]!.id, checkInDate: '2025-02-01', rateType: 'Monthly', monthlyAmount: '1450.00' });
    await book({ roomId: rooms[1]!.id, checkInDate: '2025-01-31', rateType: 'Weekly', nights: 7, dailyWeeklyAmount: '499.00' });

    const monthly = await hotel.api.get('/api/hotel/reports/monthly/2025');
    expect(monthly.status).toBe(200);
    expect(monthly.body.months).toHaveLength(12);
    expect(monthly.body.months[0]).toEqual({
      month: 'January',
      taxable: '799.00',
      nonTaxable: '0.00',
      subtotal: '799.00',
      tax1: '63.92',
      tax2: '39.95',
      grandTotal: '902.87',
      extras: '0.00',
      totalWithExtras: '902.87',
    });
    expect(monthly.body.months[1]).toMatchObject({
      month: 'February',
      taxable: '0.00',
      nonTaxable: '1450.00',
      grandTotal: '1450.00',
    });
    expect(monthly.body).toMatchObject({
      totalTaxable: '799.00',
      totalNonTaxable: '1450.00',
      totalSubtotal: '2249.00',
      totalTax1: '63.92',
      totalTax2: '39.95',
      totalGrandTotal: '2352.87',
      tax1Name: 'Tax 1',
      tax2Name: 'Tax 2',
    });

    const quarterly = await hotel.api.get('/api/hotel/reports/quarterly/2025');
    expect(quarterly.body.quarters.map((q: { quarter: string; grandTotal: string }) => [q.quarter, q.grandTotal])).toEqual([
      ['Qtr1', '2352.87'],
      ['Qtr2', '0.00'],
      ['Qtr3', '0.00'],
      ['Qtr4', '0.00'],
    ]);
    expect(quarterly.body.totalGrandTotal).toBe('2352.87');
  });

  it('adds the folio extras by their own dates beside the columns, as the daily report counts them', async () => {
    // A Daily stay of 2 nights at $100 with the default taxes (8% and 5%): grand total $226.00 in November 2027.
    const stay = await book({
      roomId: rooms[3]!.id,
      checkInDate: '2027-11-29',
      rateType: 'Daily',
      nights: 2,
      dailyWeeklyAmount: '100.00',
    });
    const charge = (description: string, amount: string, date: string) =>
      hotel.api.post(`/api/hotel/bookings/${stay.body.id}/charges`, { description, amount, date });
    await charge('Parking', '1500.00', '2027-11-29');
    await charge('Minibar', '162.50', '2027-11-30');
    const mistake = await charge('Mistake', '99.99', '2027-11-30');
    await hotel.api.delete(`/api/hotel/bookings/${stay.body.id}/charges/${mistake.body.charges.at(-1).id}`);
    // Charged on the morning of departure: December's extra, though the stay is November's.
    await charge('Late check-out', '25.00', '2027-12-01');
    // Extras of a cancelled stay stay in, as the daily report keeps them.
    const cancelled = await book({
      roomId: rooms[4]!.id,
      checkInDate: '2027-02-10',
      rateType: 'Daily',
      nights: 1,
      dailyWeeklyAmount: '80.00',
    });
    await hotel.api.post(`/api/hotel/bookings/${cancelled.body.id}/charges`, {
      description: 'Cleaning',
      amount: '40.00',
      date: '2027-02-10',
    });
    const { version } = (await hotel.api.get(`/api/hotel/bookings/${cancelled.body.id}`)).body;
    const cancel = await hotel.api.post(`/api/hotel/bookings/${cancelled.body.id}/cancel`, { version, reason: 'Changed plans' });
    expect(cancel.status).toBe(200);

    const monthly = (await hotel.api.get('/api/hotel/reports/monthly/2027')).body;
    const november = monthly.months[10];
    expect(november).toEqual({
      month: 'November',
      taxable: '200.00',
      nonTaxable: '0.00',
      subtotal: '200.00',
      tax1: '16.00',
      tax2: '10.00',
      grandTotal: '226.00',
      extras: '1662.50',
      totalWithExtras: '1888.50',
    });
    expect([monthly.months[1].grandTotal, monthly.months[1].extras]).toEqual(['0.00', '40.00']);
    expect([monthly.months[11].grandTotal, monthly.months[11].extras, monthly.months[11].totalWithExtras]).toEqual([
      '0.00',
      '25.00',
      '25.00',
    ]);
    expect([monthly.totalGrandTotal, monthly.totalExtras, monthly.totalWithExtras]).toEqual(['226.00', '1727.50', '1953.50']);
    // The daily report of the 29th counts the same Parking.
    expect((await hotel.api.get('/api/hotel/reports/daily/2027-11-29')).body.extras).toBe('1500.00');

    const quarterly = (await hotel.api.get('/api/hotel/reports/quarterly/2027')).body;
    expect(
      quarterly.quarters.map((q: { quarter: string; grandTotal: string; extras: string; totalWithExtras: string }) => [
        q.quarter,
        q.grandTotal,
        q.extras,
        q.totalWithExtras,
      ]),
    ).toEqual([
      ['Qtr1', '0.00', '40.00', '40.00'],
      ['Qtr2', '0.00', '0.00', '0.00'],
      ['Qtr3', '0.00', '0.00', '0.00'],
      ['Qtr4', '226.00', '1687.50', '1913.50'],
    ]);
    expect([quarterly.totalGrandTotal, quarterly.totalExtras, quarterly.totalWithExtras]).toEqual([
      '226.00',
      '1727.50',
      '1953.50',
    ]);

    const data = (
      await hotel.api.graphql(
        '{ monthlyReport(year: 2027) { totalGrandTotal totalExtras totalWithExtras months { month extras totalWithExtras } } quarterlyReport(year: 2027) { totalExtras totalWithExtras quarters { quarter extras } } }',
      )
    ).body.data;
    expect(data.monthlyReport).toMatchObject({ totalGrandTotal: '226.00', totalExtras: '1727.50', totalWithExtras: '1953.50' });
    expect(data.monthlyReport.months[10]).toEqual({ month: 'November', extras: '1662.50', totalWithExtras: '1888.50' });
    expect(data.quarterlyReport).toMatchObject({ totalExtras: '1727.50', totalWithExtras: '1953.50' });
    expect(data.quarterlyReport.quarters[3]).toEqual({ quarter: 'Qtr4', extras: '1687.50' });
  });

  it('equals an independent SQL computation over a seeded year', async () => {
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const created: number[] = [];
    for (let i = 0; i < 60; i++) {
      const room = rooms[2 + (i % 10)]!;
      const checkInDate = `2026-${String(1 + Math.floor(i / 5)).padStart(2, '0')}-${String(1 + (i % 5) * 5).padStart(2, '0')}`;
      const rateType = (['Daily', 'Daily', 'Weekly', 'Monthly'] as const)[Math.floor(random() * 4)]!;
      const amount = (20 + random() * 300).toFixed(2);
      const response = await book({
        roomId: room.id,
        checkInDate,
        rateType,
        nights: rateType === 'Weekly' ? 7 : 1 + Math.floor(random() * 4),
        dailyWeeklyAmount: amount,
        monthlyAmount: amount,
        paidAmount: '0',
      });
      if (response.status === 201) created.push(response.body.id);
    }
    expect(created.length).toBeGreaterThan(20);

    const independent = await app.orm.em
      .fork()
      .getConnection()
      .execute(
        `select to_char(check_in_date, 'FMMonth') as month,
              sum(case when rate_type <> 'Monthly' then subtotal_cents else 0 end) as taxable,
              sum(case when rate_type = 'Monthly' then subtotal_cents else 0 end) as non_taxable,
              sum(tax_amount_cents) as tax1, sum(resort_fee_cents) as tax2, sum(grand_total_cents) as grand
         from booking where hotel_id = ? and check_in_date between '2026-01-01' and '2026-12-31'
        group by 1`,
        [hotel.id],
      );
    const report = (await hotel.api.get('/api/hotel/reports/monthly/2026')).body;
    const toMoney = (value: unknown) => (Number(value) / 100).toFixed(2);
    for (const row of independent as Record<string, unknown>[]) {
      const month = report.months.find((m: { month: string }) => m.month === row.month);
      expect(month).toMatchObject({
        taxable: toMoney(row.taxable),
        nonTaxable: toMoney(row.non_taxable),
        tax1: toMoney(row.tax1),
        tax2: toMoney(row.tax2),
        grandTotal: toMoney(row.grand),
      });
    }
    const grand = (independent as { grand: string }[]).reduce((sum, row) => sum + Number(row.grand), 0);
    expect(report.totalGrandTotal).toBe(toMoney(grand));
  });

  it.each(['2019', '2101', 'abc'])('refuses the year %s with 422', async (year) => {
    const response = await hotel.api.get(`/api/hotel/reports/monthly/${year}`);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ error: 'Year must be between 2020 and 2100' });
  });

  it('answers through GraphQL with the same figures', async () => {
    const data = (await hotel.api.graphql('{ monthlyReport(year: 2025) { totalGrandTotal months { month grandTotal } } }')).body
      .data;
    expect(data.monthlyReport.totalGrandTotal).toBe('2352.87');
    expect(data.monthlyReport.months[0]).toEqual({ month: 'January', grandTotal: '902.87' });
  });
});
