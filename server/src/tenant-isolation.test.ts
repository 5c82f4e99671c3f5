import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { ApiClient } from './testing/api-client';
import { download, pdfText } from './testing/pdf-documents';
import { signUpHotel, type SignedInHotel } from './testing/hotels';
import { startTestApp, type TestApp } from './testing/test-app';

/**
 * Each hotel's data is its own. Hotel A fills every kind of record, marked with MARKER; hotel B then
 * reads every list (no byte of A's data may show) and calls every by-id endpoint on A's ids (404 each,
 * and A's record unchanged). Each module adds its cases to the tables below.
 */
const MARKER = 'ALPHA-PRIVATE';

interface ByIdCase {
  name: string;
  /** Creates one of A's records through A's own API and returns its id. */
  create: (a: ApiClient) => Promise<number>;
  /** What B tries on that id; every one must answer 404. */
  attempts: (id: number) => { method: 'GET' | 'PUT' | 'POST' | 'DELETE'; path: string; body?: unknown }[];
  /** A's read of the record afterwards, which must be what it was before B tried. */
  readBack: (id: number) => string;
}

/** Every list or read endpoint a hotel has: B's answer must not carry A's marker. */
const LIST_PATHS = [
  '/api/hotel/settings',
  '/api/auth/me',
  '/api/amenities',
  '/api/hotel/employees',
  '/api/hotel/tax-rates',
  '/api/hotel/rate-periods',
  '/api/hotel/room-types',
  '/api/hotel/rooms',
  '/api/hotel/reports/2026/csv',
];

const RATE_PERIOD_BODY = { rateType: 'weekend', daysOfWeek: ['saturday'], dailyRate: '1', weeklyRate: '1', monthlyRate: '1' };

/** A rate period body of A's, on a room type of A's made for it. */
async function markedRatePeriod(api: ApiClient) {
  const roomType = await api.post('/api/hotel/room-types', {
    name: `Type ${MARKER}`,
    dailyRate: '9',
    weeklyRate: '9',
    monthlyRate: '9',
  });
  return { ...RATE_PERIOD_BODY, roomTypeId: roomType.body.id as number, name: `Weekend ${MARKER}` };
}

const ROOM_TYPE_BODY = { dailyRate: '79.99', weeklyRate: '450', monthlyRate: '1500' };

const BY_ID_CASES: ByIdCase[] = [
  {
    name: 'room type',
    create: async (api) => (await api.post('/api/hotel/room-types', { ...ROOM_TYPE_BODY, name: `Suite ${MARKER}` })).body.id,
    attempts: (id) => [
      { method: 'PUT', path: `/api/hotel/room-types/${id}`, body: { ...ROOM_TYPE_BODY, name: 'Taken' } },
      { method: 'DELETE', path: `/api/hotel/room-types/${id}` },
      { method: 'POST', path: '/api/hotel/rooms', body: { roomNumber: 'B-1', roomTypeId: id } },
      { method: 'POST', path: '/api/hotel/rooms/bulk', body: { prefix: 'B', startNumber: 1, endNumber: 2, roomTypeId: id } },
    ],
    readBack: () => '/api/hotel/room-types',
  },
  {
    name: 'room',
    create: async (api) => (await api.post('/api/hotel/rooms', { roomNumber: `R2-${MARKER}` })).body.id,
    attempts: (id) => [
      { method: 'PUT', path: `/api/hotel/rooms/${id}`, body: { roomNumber: 'Taken', roomTypeId: null } },
      { method: 'DELETE', path: `/api/hotel/rooms/${id}` },
    ],
    readBack: () => '/api/hotel/rooms',
  },
  {
    name: 'amenity',
    create: async (api) =>
      (await api.post('/api/amenities', { name: `Pool ${MARKER}`, category: 'Recreation', icon: 'Waves' })).body.id,
    attempts: (id) => [
      { method: 'PUT', path: `/api/amenities/${id}`, body: { name: 'Taken', category: 'Dining', icon: 'Coffee' } },
      { method: 'DELETE', path: `/api/amenities/${id}` },
    ],
    readBack: () => '/api/amenities',
  },
  {
    name: 'employee',
    create: async (api) =>
      (await api.post('/api/hotel/employees', { firstName: 'Ana', lastName: MARKER, role: 'manager' })).body.id,
    attempts: (id) => [
      { method: 'PUT', path: `/api/hotel/employees/${id}`, body: { firstName: 'Bo', lastName: 'Taken', role: 'maintenance' } },
      { method: 'DELETE', path: `/api/hotel/employees/${id}` },
    ],
    readBack: () => '/api/hotel/employees',
  },
  {
    name: 'tax rate',
    create: async (api) => (await api.post('/api/hotel/tax-rates', { name: `Tax ${MARKER}`, rate: '0.07' })).body.id,
    attempts: (id) => [
      { method: 'PUT', path: `/api/hotel/tax-rates/${id}`, body: { name: 'Taken', rate: '0.5' } },
      { method: 'DELETE', path: `/api/hotel/tax-rates/${id}` },
    ],
    readBack: () => '/api/hotel/tax-rates',
  },
  {
    name: 'rate period',
    create: async (api) => (await api.post('/api/hotel/rate-periods', await markedRatePeriod(api))).body.id,
    attempts: (id) => [
      { method: 'PUT', path: `/api/hotel/rate-periods/${id}`, body: { ...RATE_PERIOD_BODY, roomTypeId: 1, name: 'Taken' } },
      { method: 'DELETE', path: `/api/hotel/rate-periods/${id}` },
    ],
    readBack: () => '/api/hotel/rate-periods',
  },
  {
    name: 'room type (rate periods and dynamic rate)',
    create: async (api) => (await markedRatePeriod(api)).roomTypeId,
    attempts: (roomTypeId) => [
      { method: 'POST', path: '/api/hotel/calculate-dynamic-rate', body: { roomTypeId, checkInDate: '2026-03-14' } },
      { method: 'POST', path: '/api/hotel/rate-periods', body: { ...RATE_PERIOD_BODY, roomTypeId, name: 'Taken' } },
    ],
    readBack: () => '/api/hotel/rate-periods',
  },
  {
    name: 'guest (registration form PDF)',
    create: async (api) => (await api.post('/api/hotel/guests', { firstName: 'Ana', lastName: `Form ${MARKER}` })).body.id,
    attempts: (id) => [{ method: 'GET', path: `/api/hotel/guests/${id}/registration.pdf` }],
    readBack: (id) => `/api/hotel/guests/${id}`,
  },
  {
    name: 'booking history',
    create: async (api) => {
      const room = await api.post('/api/hotel/rooms', { roomNumber: `H-${MARKER}` });
      const stay = {
        checkInDate: '2026-05-01',
        rateType: 'Daily',
        nights: 1,
        dailyWeeklyAmount: '50',
        monthlyAmount: '0',
        paidAmount: '0',
      };
      return (await api.post('/api/hotel/bookings', { ...stay, roomId: room.body.id, guest: `${MARKER}, Ana` })).body.id;
    },
    attempts: (id) => [{ method: 'GET', path: `/api/hotel/bookings/${id}/history` }],
    readBack: (id) => `/api/hotel/bookings/${id}/history`,
  },
];

/** Documents are binary: their text is read back (pdf.js, exceljs) before looking for A's marker. */
const DOCUMENT_PATHS = ['/api/hotel/guests/pdf', '/api/hotel/reports/2026/pdf', '/api/hotel/reports/2026/xlsx'];

async function documentText(api: ApiClient, path: string): Promise<string> {
  const file = await download(api, path);
  expect(file.status).toBe(200);
  if (!path.endsWith('xlsx')) return pdfText(file.bytes);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer);
  return JSON.stringify(workbook.worksheets.map((sheet) => sheet.getSheetValues()));
}

let app: TestApp;
let a: SignedInHotel;
let b: SignedInHotel;
beforeAll(async () => {
  app = await startTestApp();
  a = await signUpHotel(app, 'alpha@inn.test', { name: `Alpha ${MARKER}`, address: `1 ${MARKER} Road`, numberOfRooms: 50 });
  b = await signUpHotel(app, 'bravo@inn.test', { name: 'Bravo Lodge', numberOfRooms: 50 });
  await a.api.put('/api/hotel/settings', { motel_phone: `555-${MARKER}`, tax_name: `${MARKER} tax` });
  await a.api.post('/api/amenities', { name: `Spa ${MARKER}`, category: 'Wellness', icon: 'Heart' });
  await a.api.post('/api/hotel/employees', { firstName: MARKER, lastName: 'Listed', role: 'front_desk' });
  await a.api.post('/api/hotel/tax-rates', { name: `${MARKER} tax rate`, rate: '0.05' });
  await a.api.post('/api/hotel/rate-periods', await markedRatePeriod(a.api));
  await a.api.post('/api/hotel/guests', { firstName: MARKER, lastName: 'Listed' });
  await a.api.post('/api/hotel/rooms', {
    roomNumber: `R-${MARKER}`,
    roomTypeId: (await a.api.post('/api/hotel/room-types', { ...ROOM_TYPE_BODY, name: `Queen ${MARKER}` })).body.id,
  });
});
afterAll(async () => app?.close());

describe('tenant isolation', () => {
  it.each(LIST_PATHS)("B's %s carries nothing of A", async (path) => {
    const response = await b.api.get(path);
    expect(response.status).toBe(200);
    expect(JSON.stringify(response.body)).not.toContain(MARKER);
    expect(JSON.stringify((await a.api.get(path)).body)).toContain(MARKER);
  });

  it.each(DOCUMENT_PATHS)("B's document %s carries nothing of A", async (path) => {
    expect(await documentText(b.api, path)).not.toContain(MARKER);
    expect(await documentText(a.api, path)).toContain(MARKER);
  });

  it("B's settings changes stay B's", async () => {
    await b.api.put('/api/hotel/settings', { motel_name: 'Bravo renamed' });
    const aSettings = (await a.api.get('/api/hotel/settings')).body as { key: string; value: string }[];
    expect(aSettings.find((entry) => entry.key === 'motel_name')?.value).toBe(`Alpha ${MARKER}`);
  });

  it.each(BY_ID_CASES.map((c) => [c.name, c] as const))("B cannot reach A's %s by id", async (_name, testCase) => {
    const id = await testCase.create(a.api);
    const before = (await a.api.get(testCase.readBack(id))).body;
    for (const attempt of testCase.attempts(id)) {
      const response = await b.api.request(attempt.method, attempt.path, attempt.body);
      expect({ attempt, status: response.status }).toEqual({ attempt, status: 404 });
      expect(JSON.stringify(response.body)).not.toContain(MARKER);
    }
    expect((await a.api.get(testCase.readBack(id))).body).toEqual(before);
  });

  it("B's clear, licence and admin calls leave A alone", async () => {
    const before = await Promise.all(LIST_PATHS.map(async (path) => (await a.api.get(path)).body));
    expect((await b.api.delete('/api/hotel/clear')).status).toBe(200);
    const licence = {
      licenseKey: 'MANUAL-ACTIVATION',
      hotelName: `Alpha ${MARKER}`,
      address: '1 Road',
      city: 'X',
      state: 'MA',
      zip: '1',
      numberOfRooms: 50,
    };
    expect((await b.api.post('/api/hotel/validate-license', licence)).status).toBe(403);
    for (const path of ['/api/admin/hotels', '/api/admin/licenses']) expect((await b.api.get(path)).status).toBe(403);
    expect((await b.api.request('DELETE', `/api/admin/hotels/${a.id}`)).status).toBe(403);
    expect((await b.api.post('/api/admin/impersonate-hotel', { hotelId: a.id })).status).toBe(403);
    expect(JSON.stringify((await b.api.graphql('{ licence { label licenceKey installationDate } }')).body)).not.toContain(MARKER);
    expect(await Promise.all(LIST_PATHS.map(async (path) => (await a.api.get(path)).body))).toEqual(before);
  });
});
