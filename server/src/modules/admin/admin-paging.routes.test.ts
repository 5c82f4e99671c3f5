import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, type SignedInAdmin } from '../../testing/admins';
import { signUpHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

// The admin's lists page (an installation may run a thousand hotels): limit/offset over REST and GraphQL,
// the totals for the stat cards, and each hotel's licence matched on the server for the page it is on.
let app: TestApp;
let admin: SignedInAdmin;

beforeAll(async () => {
  app = await startTestApp();
  admin = await signInAdmin(app);
  for (const n of [1, 2, 3]) await signUpHotel(app, `paged-${n}@inn.test`, { name: `Paged Inn ${n}` });
  const licence = await admin.api.post('/api/admin/generate-license', {
    hotelName: 'Paged Inn 2',
    hotelEmail: 'PAGED-2@inn.test',
    address: '1 Main St',
    city: 'Portland',
    state: 'ME',
    zipCode: '04101',
    numberOfRooms: 10,
  });
  expect(licence.status).toBe(201);
});

afterAll(async () => {
  await app.close();
});

describe('admin lists a page at a time', () => {
  it('pages hotels newest first over REST, and refuses a limit over 1000 with the message', async () => {
    const first = await admin.api.get('/api/admin/hotels?limit=2&offset=0');
    const second = await admin.api.get('/api/admin/hotels?limit=2&offset=2');
    expect(first.body.map((hotel: { email: string }) => hotel.email)).toEqual(['paged-3@inn.test', 'paged-2@inn.test']);
    expect(second.body.map((hotel: { email: string }) => hotel.email)).toEqual(['paged-1@inn.test']);
    const tooMany = await admin.api.get('/api/admin/hotels?limit=1001');
    expect(tooMany.status).toBe(422);
    expect(tooMany.body).toEqual({ error: 'Limit must be between 1 and 1000' });
  });

  it('pages hotels and licences over GraphQL with their totals and each hotel its licence', async () => {
    const answer = await admin.api.graphql(
      `{ adminHotels(limit: 2, offset: 1) { email licence { hotelEmail isActive } } adminHotelCount
         adminLicences(limit: 1) { hotelName } adminLicenceCounts { total active } }`,
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data).toEqual({
      adminHotels: [
        { email: 'paged-2@inn.test', licence: { hotelEmail: 'paged-2@inn.test', isActive: true } },
        { email: 'paged-1@inn.test', licence: null },
      ],
      adminHotelCount: 3,
      adminLicences: [{ hotelName: 'Paged Inn 2' }],
      adminLicenceCounts: { total: 1, active: 1 },
    });
  });
});
