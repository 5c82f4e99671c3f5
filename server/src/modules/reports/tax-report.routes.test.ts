import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addMoney, formatMoney, parseMoney, ZERO } from '@core/money';
import { bulkRoomNumbers } from '@core/schemas/room.schema';
import { addDays } from '@core/stay-dates';
import { setClock } from '../../clock';
import type { Em } from '../../db/orm';
import { parseCsv } from '../../testing/csv';
import { download, pdfLayoutText, renderPageToPng } from '../../testing/pdf-documents';
import { invitePerson } from '../../testing/people';
import { QUEEN, signUpHotelWithRooms, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * The tax report of April 2026 computed by hand (issue 26). Rooms 101–106 at 100.00 a night, 600.00 a week,
 * 1800.00 a month; two tax rates:
 * - Tax 1, State Occupancy Tax, 6% on all rate types, Texas's rule (exempt after 30, agreement exempts, due
 *   on early departure);
 * - Tax 2, City Occupancy Tax, 5% on Daily rates only, New Jersey's (refund-all at 90, agreement exempts, due).
 * The stays:
 * - D1, D2: Nakamura, Yui in 104, a chain: D1 from 01/10/26 for 60 nights (Tax 1 180.00 on its first 30
 *   nights, Tax 2 300.00), D2 from 03/11/26 for 40 nights, holding nights 61–100: no tax, and the Tax 2 its
 *   chain collected refunded on it (−300.00), dated the date of night 90, 04/09/26. In April: 19 nights, 1900.00.
 * - A: Rivera, Tom in 101 from 03/20/26 for 45 nights (Texas: Tax 1 on nights 1–30, 180.00, 6.00 a night;
 *   Tax 2 225.00, 5.00 a night). In April: 30 nights, 3000.00; 04/01–04/18 carry Tax 1 (18 nights), 04/19–04/30
 *   do not (12 nights).
 * - B: Okafor, Ada in 102, Monthly from 04/01/26 (30 nights, 1800.00): no tax.
 * - C: Lee, Kim in 103 from 04/05/26 for 10 nights (1000.00) with a long-stay agreement: no tax; checked out
 *   on 04/15 after 10 nights, so it owes both: Tax 1 due 60.00, Tax 2 due 50.00, dated 04/15.
 * - E: Park, Jin in 105, Weekly from 04/20/26 (600.00): Tax 1 36.00, no Tax 2 (a Daily-only tax).
 * 04/01 and 04/02 are closed by the night audit (A, B and D2 in house, their shares posted).
 */
let app: TestApp;
let hotel: SignedInHotel;
let rooms: Record<string, number>;
const ids: Record<string, number> = {};
const taxRateIds: Record<'state' | 'city', number> = { state: 0, city: 0 };
const noonOn = (date: string) => new Date(`${date}T17:00:00Z`);

async function expectOk(response: Promise<{ status: number; body: unknown }>, status = 200) {
  const answer = await response;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body as Record<string, unknown>;
}

async function book(key: string, roomNumber: string, guest: string, checkInDate: string, details: Record<string, unknown>) {
  const body = await expectOk(
    hotel.api.post('/api/hotel/bookings', {
      roomId: rooms[roomNumber],
      guest,
      checkInDate,
      rateType: 'Daily',
      paidAmount: '0',
      ...details,
    }),
    201,
  );
  ids[key] = body.id as number;
  return body;
}

async function stayAction(key: string, action: 'check-in' | 'check-out', on: string) {
  setClock(noonOn(on));
  await expectOk(hotel.api.post(`/api/hotel/bookings/${ids[key]}/${action}`, {}));
}

beforeAll(async () => {
  app = await startTestApp();
  ({ hotel, rooms } = await signUpHotelWithRooms(app, 'owner@tax-report.test', {
    numberOfRooms: 10,
    roomType: QUEEN,
    roomNumbers: bulkRoomNumbers('1', 1, 6),
  }));
  const state = await expectOk(
    hotel.api.post('/api/hotel/tax-rates', {
      name: 'State Occupancy Tax',
      rate: '0.06',
      applyTo: ['all'],
      longStay: { nights: 30, mode: 'exempt-after', agreementExempts: true, earlyDepartureDue: true },
    }),
    201,
  );
  const city = await expectOk(
    hotel.api.post('/api/hotel/tax-rates', {
      name: 'City Occupancy Tax',
      rate: '0.05',
      applyTo: ['daily'],
      longStay: { nights: 90, mode: 'refund-all', agreementExempts: true, earlyDepartureDue: true },
    }),
    201,
  );
  taxRateIds.state = state.id as number;
  taxRateIds.city = city.id as number;

  setClock(noonOn('2026-01-05'));
  const d1 = await book('D1', '104', 'Nakamura, Yui', '2026-01-10', { nights: 60, dailyWeeklyAmount: '100.00' });
  expect(d1).toMatchObject({ taxAmount: '180.00', resortFee: '300.00' });
  const d2 = await book('D2', '104', 'Nakamura, Yui', '2026-03-11', { nights: 40, dailyWeeklyAmount: '100.00' });
  expect(d2).toMatchObject({ subtotal: '4000.00', taxAmount: '0.00', resortFee: '0.00' });
  const a = await book('A', '101', 'Rivera, Tom', '2026-03-20', { nights: 45, dailyWeeklyAmount: '100.00' });
  expect(a).toMatchObject({ subtotal: '4500.00', taxAmount: '180.00', resortFee: '225.00' });
  const b = await book('B', '102', 'Okafor, Ada', '2026-04-01', { rateType: 'Monthly', monthlyAmount: '1800.00' });
  expect(b).toMatchObject({ nights: 30, subtotal: '1800.00', taxAmount: '0.00', resortFee: '0.00' });
  const c = await book('C', '103', 'Lee, Kim', '2026-04-05', {
    nights: 10,
    dailyWeeklyAmount: '100.00',
    paidAmount: '1000.00',
    longStayAgreement: true,
  });
  expect(c).toMatchObject({ subtotal: '1000.00', taxAmount: '0.00', resortFee: '0.00' });
  const e = await book('E', '105', 'Park, Jin', '2026-04-20', { rateType: 'Weekly', nights: 7, dailyWeeklyAmount: '600.00' });
  expect(e).toMatchObject({ subtotal: '600.00', taxAmount: '36.00', resortFee: '0.00' });

  await stayAction('D2', 'check-in', '2026-03-11');
  await stayAction('A', 'check-in', '2026-03-20');
  await stayAction('B', 'check-in', '2026-04-01');
  setClock(noonOn('2026-04-03'));
  await expectOk(hotel.api.post('/api/hotel/night-audit', { date: '2026-04-01' }));
  await expectOk(hotel.api.post('/api/hotel/night-audit', { through: '2026-04-02' }));
  await stayAction('C', 'check-in', '2026-04-05');
  await stayAction('C', 'check-out', '2026-04-15');
  setClock(null);
});
afterEach(() => setClock(null));
afterAll(async () => app?.close());

const zeroExempt = { monthlyRate: '0.00', longStay: '0.00', agreement: '0.00' };

/** April's figures as worked out above. */
const april = () => ({
  month: '2026-04',
  byTax: [
    {
      taxRateId: taxRateIds.state,
      name: 'State Occupancy Tax',
      // A 3000.00 + B 1800.00 + C 1000.00 + D2 1900.00 + E 600.00
      roomRevenue: '8300.00',
      // A's 18 nights to 04/18, E's week
      taxableRevenue: '2400.00',
      // B; A's 12 nights from 04/19 and D2's 19 (nights 82–100 of its chain); C under its agreement
      exemptRevenue: { monthlyRate: '1800.00', longStay: '3100.00', agreement: '1000.00' },
      // A's 18 × 6.00, E's 36.00
      taxCharged: '144.00',
      refunds: '0.00',
      due: '60.00',
    },
    {
      taxRateId: taxRateIds.city,
      name: 'City Occupancy Tax',
      // The Daily stays: A, C, D2 (B is Monthly, E Weekly)
      roomRevenue: '5900.00',
      taxableRevenue: '3000.00',
      exemptRevenue: { monthlyRate: '0.00', longStay: '1900.00', agreement: '1000.00' },
      // A's 30 × 5.00
      taxCharged: '150.00',
      // D1's 300.00, refunded on D2 in the month of night 90 (04/09), not in D2's March
      refunds: '-300.00',
      due: '50.00',
    },
  ],
  exemptStays: [
    { bookingId: ids.D2, guest: 'Nakamura, Yui', room: '104', nights: 19, exemptRevenue: '1900.00', reason: 'Long stay' },
    { bookingId: ids.A, guest: 'Rivera, Tom', room: '101', nights: 12, exemptRevenue: '1200.00', reason: 'Long stay' },
    { bookingId: ids.B, guest: 'Okafor, Ada', room: '102', nights: 30, exemptRevenue: '1800.00', reason: 'Monthly rate' },
    { bookingId: ids.C, guest: 'Lee, Kim', room: '103', nights: 10, exemptRevenue: '1000.00', reason: 'Agreement' },
  ],
});

const money = (amounts: readonly string[]) =>
  formatMoney(amounts.reduce((sum, amount) => addMoney(sum, parseMoney(amount)), ZERO));

describe('GET /api/hotel/reports/tax', () => {
  it('splits each tax’s room revenue of the month’s nights into taxable and exempt by reason', async () => {
    const answer = await hotel.api.get('/api/hotel/reports/tax?month=2026-04');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(april());
    for (const tax of answer.body.byTax as ReturnType<typeof april>['byTax']) {
      const { monthlyRate, longStay, agreement } = tax.exemptRevenue;
      expect(money([tax.taxableRevenue, monthlyRate, longStay, agreement])).toBe(tax.roomRevenue);
    }
  });

  it('puts the refund in the month of night 90, and nothing in the months around it', async () => {
    for (const month of ['2026-03', '2026-05']) {
      const answer = await hotel.api.get(`/api/hotel/reports/tax?month=${month}`);
      expect((answer.body.byTax as { refunds: string; due: string }[]).map((tax) => [tax.refunds, tax.due])).toEqual([
        ['0.00', '0.00'],
        ['0.00', '0.00'],
      ]);
    }
    const march = await hotel.api.get('/api/hotel/reports/tax?month=2026-03');
    // D1's last 10 nights (03/01–03/10) past its 30th; D2's 21 nights from 03/11; A's 12 from 03/20, all taxed.
    expect(march.body.byTax[0]).toMatchObject({
      roomRevenue: '4300.00',
      taxableRevenue: '1200.00',
      exemptRevenue: { ...zeroExempt, longStay: '3100.00' },
      taxCharged: '72.00',
    });
    // D1's 10 nights taxed (5.00 each: its 300.00 over 60), D2's none, A's 12.
    expect(march.body.byTax[1]).toMatchObject({ roomRevenue: '4300.00', taxableRevenue: '2200.00', taxCharged: '110.00' });
  });

  it('agrees with the statistics of the month and with its daily reports, closed days as posted', async () => {
    const statistics = await hotel.api.get('/api/hotel/reports/statistics?from=2026-04-01&to=2026-04-30');
    const [state, city] = april().byTax;
    expect(statistics.body.rows[0]).toMatchObject({ roomRevenue: state!.roomRevenue, tax1: '144.00', tax2: '150.00' });
    const days = await Promise.all(
      Array.from({ length: 30 }, (_, night) => hotel.api.get(`/api/hotel/reports/daily/${addDays('2026-04-01', night)}`)),
    );
    expect(days.slice(0, 3).map((day) => day.body.closed)).toEqual([true, true, false]);
    expect(money(days.map((day) => day.body.taxes as string))).toBe(money([state!.taxCharged, city!.taxCharged]));
    expect(money(days.map((day) => day.body.roomRevenue as string))).toBe(state!.roomRevenue);
  });

  it('answers the same over GraphQL', async () => {
    const answer = await hotel.api.graphql<{ taxReport: unknown }>(
      `{ taxReport(month: "2026-04") { month byTax { taxRateId name roomRevenue taxableRevenue
          exemptRevenue { monthlyRate longStay agreement } taxCharged refunds due }
        exemptStays { bookingId guest room nights exemptRevenue reason } } }`,
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.taxReport).toEqual(april());
  });

  it('exports the month as CSV and as a PDF a person reads back', async () => {
    const csv = await hotel.api.get('/api/hotel/reports/tax.csv?month=2026-04');
    expect(csv.status).toBe(200);
    expect(parseCsv(csv.body as string)).toEqual([
      [
        'Month',
        'Tax',
        'Tax rate',
        'Room revenue',
        'Taxable revenue',
        'Exempt: Monthly rate',
        'Exempt: Long stay',
        'Exempt: Agreement',
        'Tax charged',
        'Long-stay refunds',
        'Long-stay tax due',
      ],
      [
        '2026-04',
        'State Occupancy Tax',
        String(taxRateIds.state),
        '8300.00',
        '2400.00',
        '1800.00',
        '3100.00',
        '1000.00',
        '144.00',
        '0.00',
        '60.00',
      ],
      [
        '2026-04',
        'City Occupancy Tax',
        String(taxRateIds.city),
        '5900.00',
        '3000.00',
        '0.00',
        '1900.00',
        '1000.00',
        '150.00',
        '-300.00',
        '50.00',
      ],
      [''],
      ['Booking', 'Guest', 'Room', 'Nights', 'Exempt revenue', 'Reason'],
      [String(ids.D2), 'Nakamura, Yui', '104', '19', '1900.00', 'Long stay'],
      [String(ids.A), 'Rivera, Tom', '101', '12', '1200.00', 'Long stay'],
      [String(ids.B), 'Okafor, Ada', '102', '30', '1800.00', 'Monthly rate'],
      [String(ids.C), 'Lee, Kim', '103', '10', '1000.00', 'Agreement'],
    ]);

    const pdf = await download(hotel.api, '/api/hotel/reports/tax.pdf?month=2026-04');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="innkeep-tax-report-2026-04.pdf"');
    renderPageToPng(pdf.bytes, 'tax-report');
    const text = pdfLayoutText(pdf.bytes);
    expect(text).toContain('Occupancy Tax Report');
    expect(text).toContain('April 2026, by the night');
    expect(text).toMatch(/State Occupancy Tax\s+City Occupancy Tax/);
    expect(text).toMatch(/Room revenue\s+\$8,300\.00\s+\$5,900\.00/);
    expect(text).toMatch(/Taxable revenue\s+\$2,400\.00\s+\$3,000\.00/);
    expect(text).toMatch(/Exempt: Monthly rate\s+\$1,800\.00\s+\$0\.00/);
    expect(text).toMatch(/Exempt: Long stay\s+\$3,100\.00\s+\$1,900\.00/);
    expect(text).toMatch(/Exempt: Agreement\s+\$1,000\.00\s+\$1,000\.00/);
    expect(text).toMatch(/Tax charged\s+\$144\.00\s+\$150\.00/);
    expect(text).toMatch(/Long-stay refunds\s+\$0\.00\s+-\$300\.00/);
    expect(text).toMatch(/Long-stay tax due\s+\$60\.00\s+\$50\.00/);
    expect(text).toMatch(new RegExp(`#${ids.D2}\\s+Nakamura, Yui\\s+104\\s+19\\s+\\$1,900\\.00\\s+Long stay`));
    expect(text).toMatch(new RegExp(`#${ids.C}\\s+Lee, Kim\\s+103\\s+10\\s+\\$1,000\\.00\\s+Agreement`));
  });

  it('is for Managers and Owners: a Front Desk clerk is refused', async () => {
    const clerk = await invitePerson(app, hotel.api, { name: 'Desk Clerk', email: 'clerk@tax-report.test', role: 'Front Desk' });
    for (const url of ['/api/hotel/reports/tax?month=2026-04', '/api/hotel/reports/tax.csv?month=2026-04']) {
      expect((await clerk.api.get(url)).status).toBe(403);
    }
    const manager = await invitePerson(app, hotel.api, {
      name: 'Night Manager',
      email: 'manager@tax-report.test',
      role: 'Manager',
    });
    expect((await manager.api.get('/api/hotel/reports/tax?month=2026-04')).body).toEqual(april());
  });

  it.each([
    ['?month=2026-13', 'Month 2026-13 is not a month written YYYY-MM, like 2026-04'],
    ['', 'Please choose a month (month, YYYY-MM)'],
    ['?month=April', 'Month April is not a month written YYYY-MM, like 2026-04'],
  ])('refuses %s with 422', async (query, error) => {
    for (const route of ['tax', 'tax.pdf', 'tax.csv']) {
      const answer = await hotel.api.get(`/api/hotel/reports/${route}${query}`);
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 422, body: { error } });
    }
  });

  it('counts a closed night as it was posted', async () => {
    // A closed night's posting that is not the stay's share today (as after a correction of the figures): the
    // report reads the posting, as the statistics and the kept daily report do.
    const em = app.orm.em.fork() as Em;
    await em.execute(
      `update night_posting set amount_cents = amount_cents + 1 where booking_id = ? and date = '2026-04-02' and kind in ('Room', 'Tax 1')`,
      [ids.A],
    );
    // The closed day keeps its postings' sums as its statistics figures (migration 0036): they move together.
    await em.execute(
      `update audit_day set room_cents = room_cents + 1, tax1_cents = tax1_cents + 1,
          channels = jsonb_set(channels, '{Desk,roomRevenue}', to_jsonb((channels->'Desk'->>'roomRevenue')::bigint + 1))
        where hotel_id = ? and date = '2026-04-02'`,
      [hotel.id],
    );
    const answer = await hotel.api.get('/api/hotel/reports/tax?month=2026-04');
    expect(answer.body.byTax[0]).toMatchObject({ roomRevenue: '8300.01', taxableRevenue: '2400.01', taxCharged: '144.01' });
    expect(answer.body.byTax[1]).toMatchObject({ roomRevenue: '5900.01', taxableRevenue: '3000.01', taxCharged: '150.00' });
    const statistics = await hotel.api.get('/api/hotel/reports/statistics?from=2026-04-01&to=2026-04-30');
    expect(statistics.body.rows[0]).toMatchObject({ roomRevenue: '8300.01', tax1: '144.01' });
  });
});
