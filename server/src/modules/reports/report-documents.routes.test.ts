import { addMoney, formatMoney, formatUsd, parseMoney } from '@core/money';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../testing/api-client';
import { signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { download, pdfPages, renderPageToPng } from '../../testing/pdf-documents';
import { startTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let hotel: SignedInHotel;

type MonthJson = {
  month: string;
  taxable: string;
  nonTaxable: string;
  subtotal: string;
  tax1: string;
  tax2: string;
  grandTotal: string;
};
let report: MonthJson[];
let json: {
  months: MonthJson[];
  totalTaxable: string;
  totalNonTaxable: string;
  totalSubtotal: string;
  totalTax1: string;
  totalTax2: string;
  totalGrandTotal: string;
  totalExtras: string;
  totalWithExtras: string;
};
/** The grand total with November's $1,662.50 of extras, computed here. */
const withExtras = () => formatMoney(addMoney(parseMoney(json.totalGrandTotal), parseMoney('1662.50')));
const FIGURES = ['taxable', 'nonTaxable', 'subtotal', 'tax1', 'tax2', 'grandTotal'] as const;
const totalsOf = () => [
  json.totalTaxable,
  json.totalNonTaxable,
  json.totalSubtotal,
  json.totalTax1,
  json.totalTax2,
  json.totalGrandTotal,
];

beforeAll(async () => {
  app = await startTestApp();
  hotel = await signUpHotel(app, 'documents@inn.test', { numberOfRooms: 30 });
  await hotel.api.put('/api/hotel/settings', {
    motel_name: 'Harbor View Inn',
    motel_address: '12 Harbor Road',
    motel_city: 'Portland',
    motel_state: 'ME',
    motel_zip: '04101',
    motel_phone: '207-555-0142',
    timezone: 'America/Los_Angeles',
  });
  await hotel.api.post('/api/hotel/tax-rates', { name: 'Occupancy Tax', rate: '0.0825', applyTo: ['all'], sortOrder: 1 });
  await hotel.api.post('/api/hotel/tax-rates', { name: 'City Levy', rate: '0.035', applyTo: ['daily'], sortOrder: 2 });
  const type = await hotel.api.post('/api/hotel/room-types', {
    name: 'Double',
    dailyRate: '89.99',
    weeklyRate: '499.00',
    monthlyRate: '1450.00',
  });
  await hotel.api.post('/api/hotel/rooms/bulk', { prefix: '', startNumber: 1, endNumber: 10, roomTypeId: type.body.id });
  const rooms = (await hotel.api.get('/api/hotel/rooms')).body as { id: number }[];

  // A seeded year: every month gets bookings of each kind, with awkward cents.
  let seed = 11;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  for (let i = 0; i < 48; i++) {
    const rateType = (['Daily', 'Weekly', 'Monthly', 'Daily'] as const)[i % 4]!;
    const amount = (40 + random() * 900).toFixed(2);
    const created = await hotel.api.post('/api/hotel/bookings', {
      guest: 'Ledger, Lee',
      roomId: rooms[i % 10]!.id,
      checkInDate: `2026-${String(1 + Math.floor(i / 4)).padStart(2, '0')}-${String(1 + (i % 4) * 7).padStart(2, '0')}`,
      rateType,
      nights: rateType === 'Weekly' ? 7 : 1 + (i % 3),
      dailyWeeklyAmount: amount,
      monthlyAmount: amount,
      paidAmount: '0',
    });
    if (created.status !== 201) throw new Error(`booking ${i}: ${created.status} ${JSON.stringify(created.body)}`);
  }
  // November's folio extras: $1,662.50 live (a voided one left out), on a stay of October's.
  const stays = (await hotel.api.get('/api/hotel/bookings')).body as { id: number; checkInDate: string }[];
  const october = stays.find((stay) => stay.checkInDate.startsWith('2026-10'))!;
  const charge = (description: string, amount: string) =>
    hotel.api.post(`/api/hotel/bookings/${october.id}/charges`, { description, amount, date: '2026-11-02' });
  await charge('Parking', '1500.00');
  await charge('Minibar', '162.50');
  const voided = await charge('Mistake', '10.00');
  await hotel.api.delete(`/api/hotel/bookings/${october.id}/charges/${voided.body.charges.at(-1).id}`);
  json = (await hotel.api.get('/api/hotel/reports/monthly/2026')).body;
  report = json.months;
});
afterAll(async () => app?.close());

describe('GET /api/hotel/reports/{year}/pdf', () => {
  it('is a PDF file with the JSON report\u2019s numbers, the hotel, its taxes and page numbers', async () => {
    expect(Number(json.totalGrandTotal)).toBeGreaterThan(1000);
    const file = await download(hotel.api, '/api/hotel/reports/2026/pdf');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="innkeep-report-2026.pdf"');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const pages = await pdfPages(file.bytes);
    expect(pages).toHaveLength(1);
    const lines = pages[0]!.split('\n');
    expect(lines).toContain('Harbor View Inn');
    expect(lines).toContain('12 Harbor Road, Portland, ME 04101 · Phone 207-555-0142');
    expect(lines).toContain('Financial Report 2026');
    // A long tax name may wrap in its header cell.
    expect(pages[0]!.replace(/\s+/g, ' ')).toContain('Month Taxable Non-Taxable Subtotal Occupancy Tax City Levy Grand Total');
    for (const month of report) {
      expect(lines).toContain([month.month, ...FIGURES.map((key) => formatUsd(parseMoney(month[key])))].join(' '));
    }
    const usdTotals = totalsOf().map((value) => formatUsd(parseMoney(value)));
    expect(lines).toContain(['TOTAL', ...usdTotals].join(' '));

    const quarterly = (await hotel.api.get('/api/hotel/reports/quarterly/2026')).body as {
      quarters: (MonthJson & { quarter: string })[];
    };
    const months = { Qtr1: 'Jan – Mar', Qtr2: 'Apr – Jun', Qtr3: 'Jul – Sep', Qtr4: 'Oct – Dec' } as Record<string, string>;
    for (const quarter of quarterly.quarters) {
      expect(lines).toContain(
        [quarter.quarter, months[quarter.quarter], ...FIGURES.map((key) => formatUsd(parseMoney(quarter[key])))].join(' '),
      );
    }
    expect(lines).toContain(['Annual Total', ...usdTotals].join(' '));
    expect(lines).toContain(formatUsd(parseMoney(json.totalGrandTotal)));
    // The Financial Summary: the grand total says it is without extras, then the extras and the total with them.
    expect([json.totalExtras, json.totalWithExtras]).toEqual(['1662.50', withExtras()]);
    expect(lines).toContain(`Grand total (rooms and taxes, without extras) ${usdTotals[5]}`);
    expect(lines).toContain('Extras (folio charges) $1,662.50');
    expect(lines).toContain(`Total with extras ${formatUsd(parseMoney(withExtras()))}`);
    expect(lines).toContain(`Occupancy Tax 8.25% ${usdTotals[3]}`);
    expect(lines).toContain(`City Levy 3.50% ${usdTotals[4]}`);
    expect(pages[0]).toMatch(/Generated \w+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M P[SD]T Page 1 of 1/);

    expect(renderPageToPng(file.bytes, 'report-2026-pdf') ?? 'skipped').toMatch(/png|skipped/);
  });

  it('shows a year without bookings as zeros, and inline when asked (for printing)', async () => {
    const file = await download(hotel.api, '/api/hotel/reports/2031/pdf?inline=1');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('inline; filename="innkeep-report-2031.pdf"');
    const lines = (await pdfPages(file.bytes))[0]!.split('\n');
    expect(lines).toContain('January $0.00 $0.00 $0.00 $0.00 $0.00 $0.00');
    expect(lines).toContain('TOTAL $0.00 $0.00 $0.00 $0.00 $0.00 $0.00');
  });
});

describe('GET /api/hotel/reports/{year}/csv', () => {
  it('is the monthly table as data, with the JSON report\u2019s numbers', async () => {
    const file = await download(hotel.api, '/api/hotel/reports/2026/csv');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="innkeep-report-2026.csv"');
    const text = file.bytes.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = text
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(rows[0]).toEqual(['Month', 'Taxable', 'Non-Taxable', 'Subtotal', 'Occupancy Tax', 'City Levy', 'Grand Total']);
    expect(rows.slice(1, 13)).toEqual(report.map((month) => [month.month, ...FIGURES.map((key) => month[key])]));
    expect(rows[13]).toEqual(['TOTAL', ...totalsOf()]);
    expect(rows.slice(14)).toEqual([
      ['"Grand total (rooms and taxes', ' without extras)"', '', '', '', '', '', json.totalGrandTotal],
      ['Extras (folio charges)', '', '', '', '', '', '1662.50'],
      ['Total with extras', '', '', '', '', '', withExtras()],
    ]);
  });
});

describe('GET /api/hotel/reports/{year}/xlsx', () => {
  it('is a workbook whose cells are numbers equal to the JSON report', async () => {
    const file = await download(hotel.api, '/api/hotel/reports/2026/xlsx');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="innkeep-report-2026.xlsx"');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Monthly 2026', 'Quarterly 2026', 'Report Information']);
    const sheet = workbook.getWorksheet('Monthly 2026')!;
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['Month', 'Taxable', 'Non-Taxable', 'Subtotal', 'Occupancy Tax', 'City Levy', 'Grand Total']);
    report.forEach((month, index) => {
      expect(values(index + 2)).toEqual([month.month, ...FIGURES.map((key) => Number(month[key]))]);
    });
    const total = values(14);
    expect(total[0]).toBe('TOTAL');
    expect(total.slice(1)).toEqual(
      totalsOf().map((value, index) => ({ formula: `SUM(${'BCDEFG'[index]}2:${'BCDEFG'[index]}13)`, result: Number(value) })),
    );
    expect(sheet.getCell('G14').font?.bold).toBe(true);
    expect(values(15)).toEqual([
      'Grand total (rooms and taxes, without extras)',
      ...Array(5).fill(undefined),
      { formula: 'G14', result: Number(json.totalGrandTotal) },
    ]);
    expect(values(16)).toEqual(['Extras (folio charges)', ...Array(5).fill(undefined), 1662.5]);
    expect(values(17)).toEqual([
      'Total with extras',
      ...Array(5).fill(undefined),
      { formula: 'G15+G16', result: Number(withExtras()) },
    ]);
    expect(sheet.getCell('G17').font?.bold).toBe(true);
    expect(sheet.getCell('B2').numFmt).toContain('"$"#,##0.00');

    const quarters = workbook.getWorksheet('Quarterly 2026')!;
    expect((quarters.getRow(6).getCell(8).value as { result: number }).result).toBe(Number(json.totalGrandTotal));
    const info = workbook.getWorksheet('Report Information')!;
    expect(info.getCell('B1').value).toBe('Harbor View Inn');
    expect(info.getCell('B7').value).toBe('Occupancy Tax (8.25%)');
  });
});

describe('the report documents refuse', () => {
  it.each(['pdf', 'csv', 'xlsx'])('a year outside 2020 to 2100 (%s) with 422', async (kind) => {
    for (const year of ['2019', '2101', 'abc']) {
      const response = await hotel.api.get(`/api/hotel/reports/${year}/${kind}`);
      expect({ year, status: response.status, body: response.body }).toEqual({
        year,
        status: 422,
        body: { error: 'Year must be between 2020 and 2100' },
      });
    }
  });

  it('a caller who is not signed in', async () => {
    const response = await new ApiClient(app.url).get('/api/hotel/reports/2026/pdf');
    expect(response.status).toBe(401);
  });
});
