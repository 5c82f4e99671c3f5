import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../testing/api-client';
import { signInAdmin } from '../../testing/admins';
import { signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { lastMailTo, readOutbox } from '../../testing/outbox';
import { startTestApp, type TestApp } from '../../testing/test-app';

const ADMIN_ONLY = "You don't have administrator privileges. Only authorized system administrators can access this area.";

let app: TestApp;
let hotel: SignedInHotel;
/** An admin who is impersonating `hotel`: for every admin route, that is the hotel. */
let impersonating: ApiClient;
let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

beforeAll(async () => {
  app = await startTestApp();
  hotel = await signUpHotel(app, 'desk@plain-hotel.test', { name: 'Plain Hotel' });
  impersonating = (await signInAdmin(app)).api;
  expect((await impersonating.post('/api/admin/impersonate-hotel', { hotelId: hotel.id })).status).toBe(200);
});
afterAll(async () => app?.close());

const asMap = (list: { key: string; value: string }[]) => Object.fromEntries(list.map((entry) => [entry.key, entry.value]));

/** A hotel account added by an admin, and a licence for fresh details of its own: ids the calls below use up. */
async function freshTargets(admin: ApiClient) {
  const tag = unique();
  const added = await admin.post('/api/admin/add-hotel', { hotelName: `Target ${tag}`, hotelEmail: `target-${tag}@inn.test` });
  const details = {
    hotelName: `Target ${tag}`,
    hotelEmail: `target-${tag}@inn.test`,
    address: '1 Main St',
    city: 'Salem',
    state: 'MA',
    zipCode: '01970',
    numberOfRooms: 12,
  };
  const licence = await admin.post('/api/admin/generate-license', details);
  expect([added.status, licence.status]).toEqual([201, 201]);
  return { hotelId: added.body.id as number, licence: licence.body as { id: number; licenseKey: string }, tag };
}

interface AdminCall {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  body?: unknown;
  /** The admin's status. */
  status: number;
}

const ADMIN_CALLS: [string, (t: Awaited<ReturnType<typeof freshTargets>>) => AdminCall][] = [
  ['GET hotels', () => ({ method: 'GET', path: '/api/admin/hotels', status: 200 })],
  ['GET licenses', () => ({ method: 'GET', path: '/api/admin/licenses', status: 200 })],
  [
    'add-hotel',
    (t) => ({
      method: 'POST',
      path: '/api/admin/add-hotel',
      body: { hotelName: 'Added Inn', hotelEmail: `added-${t.tag}@inn.test` },
      status: 201,
    }),
  ],
  [
    'update-hotel',
    (t) => ({
      method: 'POST',
      path: '/api/admin/update-hotel',
      body: { id: t.hotelId, hotelName: 'Renamed', hotelEmail: `target-${t.tag}@inn.test` },
      status: 200,
    }),
  ],
  [
    'generate-license',
    (t) => ({
      method: 'POST',
      path: '/api/admin/generate-license',
      body: {
        hotelName: `Other ${t.tag}`,
        hotelEmail: `other-${t.tag}@inn.test`,
        address: '2 Elm',
        city: 'Lynn',
        state: 'MA',
        zipCode: '01901',
        numberOfRooms: 5,
      },
      status: 201,
    }),
  ],
  [
    'validate-license',
    (t) => ({
      method: 'POST',
      path: '/api/admin/validate-license',
      body: {
        licenseKey: t.licence.licenseKey,
        hotelName: `Target ${t.tag}`,
        address: '1 Main St',
        city: 'Salem',
        state: 'MA',
        zip: '01970',
        numberOfRooms: 12,
      },
      status: 200,
    }),
  ],
  ['deactivate licence', (t) => ({ method: 'POST', path: `/api/admin/licenses/${t.licence.id}/deactivate`, status: 200 })],
  ['DELETE licence', (t) => ({ method: 'DELETE', path: `/api/admin/licenses/${t.licence.id}`, status: 200 })],
  ['DELETE hotel', (t) => ({ method: 'DELETE', path: `/api/admin/hotels/${t.hotelId}`, status: 200 })],
  [
    'impersonate-hotel',
    (t) => ({ method: 'POST', path: '/api/admin/impersonate-hotel', body: { hotelId: t.hotelId }, status: 200 }),
  ],
];

describe('who may call /api/admin/*', () => {
  it.each(ADMIN_CALLS)(
    '%s: 401 signed out, 403 for a hotel and an impersonating admin, success for an admin, nothing changed before',
    async (_name, make) => {
      const admin = (await signInAdmin(app)).api;
      const targets = await freshTargets(admin);
      const call = make(targets);
      const snapshot = async () => [(await admin.get('/api/admin/hotels')).body, (await admin.get('/api/admin/licenses')).body];
      const before = await snapshot();

      const anonymous = await new ApiClient(app.url).request(call.method, call.path, call.body);
      expect(anonymous.status).toBe(401);
      for (const caller of [hotel.api, impersonating]) {
        const refused = await caller.request(call.method, call.path, call.body);
        expect(refused.status).toBe(403);
        expect(refused.body).toEqual({ error: ADMIN_ONLY });
      }
      expect(await snapshot()).toEqual(before);

      const allowed = await admin.request(call.method, call.path, call.body);
      expect({ status: allowed.status, body: allowed.body }).toMatchObject({ status: call.status });
    },
  );

  it('stop-impersonation: 401 signed out, 403 for a hotel, 200 for an admin', async () => {
    expect((await new ApiClient(app.url).post('/api/admin/stop-impersonation')).status).toBe(401);
    const refused = await hotel.api.post('/api/admin/stop-impersonation');
    expect([refused.status, refused.body]).toEqual([403, { error: ADMIN_ONLY }]);
    const admin = (await signInAdmin(app)).api;
    expect((await admin.post('/api/admin/stop-impersonation')).status).toBe(200);
    expect((await admin.get('/api/admin/hotels')).status).toBe(200);
  });

  it('GraphQL admin fields refuse a hotel', async () => {
    const response = await hotel.api.graphql('{ adminHotels { id } }');
    expect(response.body.errors?.[0]).toMatchObject({ message: ADMIN_ONLY, extensions: { code: 'FORBIDDEN' } });
  });
});

describe('hotel accounts', () => {
  it("lists hotels without accounts whose email contains 'admin', newest first", async () => {
    const admin = (await signInAdmin(app)).api;
    await signUpHotel(app, 'office.admin@hidden.test', { name: 'Hidden Admin Office' });
    const listed = await signUpHotel(app, 'desk@listed.test', { name: 'Listed Lodge', city: 'Provincetown' });
    const hotels = (await admin.get('/api/admin/hotels')).body as { email: string; isAdmin: boolean }[];
    expect(hotels.map((h) => h.email)).not.toContain('office.admin@hidden.test');
    expect(hotels.map((h) => h.email)).not.toContain('root@innkeep.test');
    expect(hotels[0]).toMatchObject({
      id: listed.id,
      name: 'Listed Lodge',
      email: 'desk@listed.test',
      city: 'Provincetown',
      isAdmin: false,
      isEmailVerified: true,
    });
    expect(JSON.stringify(hotels)).not.toMatch(/password/i);
  });

  it('adds a hotel in demo mode and mails it a set-password link, never a password', async () => {
    const admin = (await signInAdmin(app)).api;
    const response = await admin.post('/api/admin/add-hotel', {
      hotelName: '  Seaside Motel ',
      hotelEmail: 'Owner@Seaside.test',
      phoneNumber: '978-555-0100',
      address: '9 Shore Rd',
      city: 'Gloucester',
      state: 'MA',
      zipCode: '01930',
      country: 'USA',
      website: 'seaside.test',
      numberOfRooms: '',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      name: 'Seaside Motel',
      email: 'owner@seaside.test',
      numberOfRooms: null,
      isEmailVerified: false,
      isAdmin: false,
    });

    const mail = lastMailTo(app.dataDir, 'owner@seaside.test', 'Set your Innkeep password');
    expect(mail.link).toContain('/reset-password?token=');
    expect(mail.body).not.toMatch(/password:\s*\S+/i);

    const owner = new ApiClient(app.url);
    const token = new URL(mail.link!).searchParams.get('token')!;
    expect((await owner.post('/api/auth/reset-password', { token, password: 'seaside-pass' })).status).toBe(200);
    expect((await owner.post('/api/auth/login', { email: 'owner@seaside.test', password: 'seaside-pass' })).status).toBe(200);
    const settings = asMap((await owner.get('/api/hotel/settings')).body);
    expect(settings).toMatchObject({
      motel_name: 'Seaside Motel',
      motel_city: 'Gloucester',
      is_demo: '1',
      transaction_limit: '100',
    });
  });

  it.each([
    [{}, 'Please fill in: Hotel Name, Hotel Email'],
    [{ hotelName: 'No Email Inn' }, 'Please fill in: Hotel Email'],
    [{ hotelName: 'Dup Inn', hotelEmail: 'desk@plain-hotel.test' }, 'An account with this email already exists'],
  ])('refuses %j and adds nothing', async (body, message) => {
    const admin = (await signInAdmin(app)).api;
    const before = (await admin.get('/api/admin/hotels')).body.length;
    const mails = readOutbox(app.dataDir).length;
    const response = await admin.post('/api/admin/add-hotel', body);
    expect(response.body).toEqual({ error: message });
    expect([422, 409]).toContain(response.status);
    expect((await admin.get('/api/admin/hotels')).body.length).toBe(before);
    expect(readOutbox(app.dataDir).length).toBe(mails);
  });

  it('updates a hotel, its email verification included, and accepts name/email too', async () => {
    const admin = (await signInAdmin(app)).api;
    const target = await signUpHotel(app, 'before@update.test', { name: 'Before Inn' });
    const response = await admin.post('/api/admin/update-hotel', {
      id: target.id,
      name: 'After Inn',
      email: 'after@update.test',
      city: 'Quincy',
      numberOfRooms: 8,
      isEmailVerified: false,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: target.id,
      name: 'After Inn',
      email: 'after@update.test',
      city: 'Quincy',
      numberOfRooms: 8,
      isEmailVerified: false,
    });
    const taken = await admin.post('/api/admin/update-hotel', {
      id: target.id,
      hotelName: 'After Inn',
      hotelEmail: 'desk@plain-hotel.test',
    });
    expect([taken.status, taken.body]).toEqual([409, { error: 'An account with this email already exists' }]);
    const admins = await admin.post('/api/admin/update-hotel', {
      id: (await signInAdmin(app)).id,
      hotelName: 'Hijack',
      hotelEmail: 'x@y.test',
    });
    expect(admins.status).toBe(404);
  });
});

describe('deleting a hotel', () => {
  const countsOf = async (hotelId: number) => {
    const connection = app.orm.em.fork().getConnection();
    const tables = ['booking', 'room', 'room_type', 'rate_period', 'guest', 'hotel_setting', 'amenity', 'employee', 'tax_rate'];
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const [row] = await connection.execute<{ n: number }[]>(`select count(*)::int as n from "${table}" where hotel_id = ?`, [
        hotelId,
      ]);
      counts[table] = row!.n;
    }
    const [account] = await connection.execute<{ n: number }[]>('select count(*)::int as n from hotel_account where id = ?', [
      hotelId,
    ]);
    return { ...counts, account: account!.n };
  };

  async function fill(api: ApiClient, tag: string) {
    const type = await api.post('/api/hotel/room-types', {
      name: `Queen ${tag}`,
      dailyRate: '100',
      weeklyRate: '600',
      monthlyRate: '1800',
    });
    const room = await api.post('/api/hotel/rooms', { roomNumber: '101', roomTypeId: type.body.id });
    await api.post('/api/hotel/rate-periods', {
      roomTypeId: type.body.id,
      name: 'Weekend',
      rateType: 'weekend',
      daysOfWeek: ['saturday'],
      dailyRate: '120',
      weeklyRate: '700',
      monthlyRate: '2000',
    });
    await api.post('/api/hotel/guests', { firstName: 'Ada', lastName: `Lovelace ${tag}` });
    const booking = await api.post('/api/hotel/bookings', {
      roomId: room.body.id,
      guest: `Hopper, Grace ${tag}`,
      checkInDate: '2027-01-10',
      rateType: 'Daily',
      nights: 2,
      dailyWeeklyAmount: '100',
      monthlyAmount: '0',
      paidAmount: '50',
    });
    expect(booking.status).toBe(201);
    await api.post('/api/amenities', { name: 'Pool', category: 'Recreation', icon: 'Waves' });
    await api.post('/api/hotel/employees', { firstName: 'Bo', lastName: 'Clerk', role: 'front_desk' });
    await api.post('/api/hotel/tax-rates', { name: 'City tax', rate: '0.05' });
  }

  it('removes that hotel and all its data, and nothing of any other hotel', async () => {
    const admin = (await signInAdmin(app)).api;
    const doomed = await signUpHotel(app, 'doomed@delete.test', { name: 'Doomed Inn' });
    const kept = await signUpHotel(app, 'kept@delete.test', { name: 'Kept Inn' });
    await fill(doomed.api, 'doomed');
    await fill(kept.api, 'kept');
    const keptBefore = await countsOf(kept.id);
    expect(Object.values(await countsOf(doomed.id)).every((n) => n > 0)).toBe(true);
    const keptBookings = (await kept.api.get('/api/hotel/bookings')).body;

    const response = await admin.delete(`/api/admin/hotels/${doomed.id}`);
    expect([response.status, response.body]).toEqual([200, { message: 'Hotel deleted successfully' }]);

    expect(Object.values(await countsOf(doomed.id)).every((n) => n === 0)).toBe(true);
    expect(await countsOf(kept.id)).toEqual(keptBefore);
    expect((await kept.api.get('/api/hotel/bookings')).body).toEqual(keptBookings);
    expect((await doomed.api.get('/api/auth/me')).status).toBe(401);
    expect((await admin.delete(`/api/admin/hotels/${doomed.id}`)).status).toBe(404);
  });

  it('never deletes an admin account', async () => {
    const admin = await signInAdmin(app);
    expect((await admin.api.delete(`/api/admin/hotels/${admin.id}`)).status).toBe(404);
    expect((await admin.api.get('/api/auth/me')).body).toMatchObject({ isAdmin: true });
  });
});

describe('impersonation', () => {
  it('works as the hotel with a fresh token, and stop-impersonation returns to a fresh admin session', async () => {
    const admin = await signInAdmin(app);
    const target = await signUpHotel(app, 'desk@impersonated.test', { name: 'Impersonated Inn' });
    await target.api.post('/api/hotel/room-types', { name: 'Target Suite', dailyRate: '1', weeklyRate: '1', monthlyRate: '1' });
    const adminCookie = admin.api.sessionCookie()!;

    const started = await admin.api.post('/api/admin/impersonate-hotel', { hotelId: target.id });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      success: true,
      hotel: { id: target.id, name: 'Impersonated Inn', isImpersonating: true },
    });
    expect(admin.api.sessionCookie()!.value).not.toBe(adminCookie.value);

    const me = await admin.api.get('/api/auth/me');
    expect(me.body).toMatchObject({
      id: target.id,
      name: 'Impersonated Inn',
      email: 'desk@impersonated.test',
      isAdmin: false,
      isImpersonating: true,
    });
    expect((await admin.api.get('/api/hotel/room-types')).body.map((t: { name: string }) => t.name)).toEqual(['Target Suite']);
    expect((await admin.api.get('/api/admin/hotels')).status).toBe(403);

    // The cookie from before impersonation no longer opens anything.
    const stolen = new ApiClient(app.url);
    const replay = await fetch(`${app.url}/api/auth/me`, { headers: { cookie: `${adminCookie.name}=${adminCookie.value}` } });
    expect(replay.status).toBe(401);
    expect((await stolen.get('/api/auth/me')).status).toBe(401);

    const impersonationCookie = admin.api.sessionCookie()!;
    const stopped = await admin.api.post('/api/admin/stop-impersonation');
    expect(stopped.status).toBe(200);
    expect(stopped.body).toMatchObject({ success: true, hotel: { id: admin.id, isAdmin: true, isImpersonating: false } });
    expect((await admin.api.get('/api/auth/me')).body).toMatchObject({ id: admin.id, isAdmin: true, isImpersonating: false });
    expect((await admin.api.get('/api/admin/hotels')).status).toBe(200);
    const replayImpersonation = await fetch(`${app.url}/api/auth/me`, {
      headers: { cookie: `${impersonationCookie.name}=${impersonationCookie.value}` },
    });
    expect(replayImpersonation.status).toBe(401);
  });

  it('refuses unknown hotels and admin accounts', async () => {
    const admin = await signInAdmin(app);
    expect((await admin.api.post('/api/admin/impersonate-hotel', { hotelId: 999999 })).status).toBe(404);
    expect((await admin.api.post('/api/admin/impersonate-hotel', { hotelId: admin.id })).status).toBe(404);
    expect((await admin.api.post('/api/admin/impersonate-hotel', {})).status).toBe(422);
    expect((await admin.api.get('/api/auth/me')).body).toMatchObject({ isImpersonating: false });
  });

  it('the GraphQL me of an impersonating admin is the hotel', async () => {
    const response = await impersonating.graphql('{ me { id isAdmin isImpersonating } }');
    expect(response.body.data.me).toEqual({ id: hotel.id, isAdmin: false, isImpersonating: true });
  });
});

describe('licences', () => {
  const details = {
    hotelName: 'Harbor Inn',
    hotelEmail: 'Desk@Harbor-Licence.test',
    phoneNumber: '617-555-0101',
    address: '1 Pier Road',
    city: 'Boston',
    state: 'MA',
    zipCode: '02110',
    country: 'USA',
    website: 'harbor.test',
    numberOfRooms: 40,
  };

  it('generates a licence with a key in five groups and lists it', async () => {
    const admin = (await signInAdmin(app)).api;
    const response = await admin.post('/api/admin/generate-license', details);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      licenseKey: expect.stringMatching(/^[2-9A-HJ-NP-Z]{5}(-[2-9A-HJ-NP-Z]{5}){4}$/),
      hotelName: 'Harbor Inn',
      hotelEmail: 'desk@harbor-licence.test',
      phoneNumber: '617-555-0101',
      address: '1 Pier Road',
      city: 'Boston',
      state: 'MA',
      zipCode: '02110',
      country: 'USA',
      website: 'harbor.test',
      numberOfRooms: 40,
      isActive: true,
      createdAt: expect.any(String),
    });
    const listed = (await admin.get('/api/admin/licenses')).body;
    expect(listed[0]).toEqual(response.body);

    const again = await admin.post('/api/admin/generate-license', { ...details, hotelName: ' HARBOR  inn ' });
    expect([again.status, again.body]).toEqual([409, { error: 'An active license already exists for these hotel details' }]);
    const deactivated = await admin.post(`/api/admin/licenses/${response.body.id}/deactivate`);
    expect(deactivated.body).toMatchObject({ id: response.body.id, isActive: false });
    const regenerated = await admin.post('/api/admin/generate-license', details);
    expect(regenerated.status).toBe(201);
    expect(regenerated.body).toMatchObject({ id: response.body.id, licenseKey: response.body.licenseKey, isActive: true });
  });

  it.each([
    [
      { hotelName: 'Harbor Inn', hotelEmail: 'a@b.test', city: 'Boston' },
      'Please fill in: Address, State, Zip Code, Number of Rooms',
    ],
    [{ hotelEmail: 'a@b.test' }, 'Please fill in: Hotel Name, Address, City, State, Zip Code, Number of Rooms'],
  ])('refuses to generate from %j', async (body, message) => {
    const admin = (await signInAdmin(app)).api;
    const before = (await admin.get('/api/admin/licenses')).body.length;
    const response = await admin.post('/api/admin/generate-license', body);
    expect([response.status, response.body]).toEqual([422, { error: message }]);
    expect((await admin.get('/api/admin/licenses')).body.length).toBe(before);
  });

  it('deletes a licence, and 404s an unknown one', async () => {
    const admin = (await signInAdmin(app)).api;
    const created = await admin.post('/api/admin/generate-license', {
      ...details,
      hotelEmail: 'gone@licence.test',
      zipCode: '02999',
    });
    const response = await admin.delete(`/api/admin/licenses/${created.body.id}`);
    expect([response.status, response.body]).toEqual([200, { message: 'License deleted successfully' }]);
    expect((await admin.get('/api/admin/licenses')).body.map((l: { id: number }) => l.id)).not.toContain(created.body.id);
    expect((await admin.delete(`/api/admin/licenses/${created.body.id}`)).status).toBe(404);
    expect((await admin.post(`/api/admin/licenses/${created.body.id}/deactivate`)).status).toBe(404);
  });
});
