import { createHmac } from 'node:crypto';
import { formatLicenceKey, licenceMessage } from '@core/licence-key';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../testing/api-client';
import { signInAdmin, type SignedInAdmin } from '../../testing/admins';
import { signUpHotel, signUpHotelWithRooms, TWIN, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let admin: SignedInAdmin;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signInAdmin(app);
});
afterAll(async () => app?.close());

const asMap = (list: { key: string; value: string }[]) => Object.fromEntries(list.map((entry) => [entry.key, entry.value]));
const settingsOf = async (api: ApiClient) => asMap((await api.get('/api/hotel/settings')).body);

let serial = 0;
/** A hotel signed up with full details, and a licence the admin generated for exactly them. */
async function licensedCandidate(overrides: Record<string, unknown> = {}) {
  serial += 1;
  const email = `desk${serial}@licence.test`;
  const hotelDetails = {
    name: `Harbor Inn ${serial}`,
    address: '1 Pier Road',
    city: 'Boston',
    state: 'MA',
    zipCode: '02110',
    numberOfRooms: 40,
    ...overrides,
  };
  const hotel = await signUpHotel(app, email, hotelDetails);
  const licence = await admin.api.post('/api/admin/generate-license', {
    hotelName: hotelDetails.name,
    hotelEmail: email,
    address: hotelDetails.address,
    city: hotelDetails.city,
    state: hotelDetails.state,
    zipCode: hotelDetails.zipCode,
    numberOfRooms: 60,
  });
  expect(licence.status).toBe(201);
  // The licence says 60 rooms: the hotel validates with the licence's details, as the admin gave them.
  const validation = {
    licenseKey: licence.body.licenseKey as string,
    hotelName: hotelDetails.name,
    address: hotelDetails.address,
    city: hotelDetails.city,
    state: hotelDetails.state,
    zip: hotelDetails.zipCode,
    numberOfRooms: '60',
  };
  return { hotel, licence: licence.body as { id: number; licenseKey: string }, validation };
}

describe('POST /api/hotel/validate-license', () => {
  it('a valid key switches the hotel to licensed: is_demo 0, the key, limit 999999, the rooms of the licence', async () => {
    const { hotel, licence, validation } = await licensedCandidate();
    expect((await hotel.api.graphql('{ licence { label daysLeft transactionsLeft } }')).body.data.licence).toEqual({
      label: 'DEMO VERSION',
      daysLeft: 30,
      transactionsLeft: 100,
    });
    // Case and spacing of the details do not matter; neither do the case and dashes of the key.
    const response = await hotel.api.post('/api/hotel/validate-license', {
      ...validation,
      licenseKey: validation.licenseKey.toLowerCase().replaceAll('-', ' '),
      hotelName: `  ${validation.hotelName.toUpperCase()} `,
    });
    expect([response.status, response.body]).toEqual([
      200,
      { isValid: true, message: 'License validated successfully. Your hotel is now licensed.' },
    ]);
    const settings = await settingsOf(hotel.api);
    expect(settings).toMatchObject({
      is_demo: '0',
      license_key: licence.licenseKey,
      transaction_limit: '999999',
      number_of_rooms: '60',
    });
    expect(
      (await hotel.api.graphql('{ licence { label licensed daysLeft transactionsLeft licenceKey } }')).body.data.licence,
    ).toEqual({
      label: 'LICENSED',
      licensed: true,
      daysLeft: null,
      transactionsLeft: null,
      licenceKey: licence.licenseKey,
    });
    // Saving settings afterwards (echoing what it read) keeps the licence.
    expect((await hotel.api.put('/api/hotel/settings', { ...settings, motel_phone: '555' })).status).toBe(200);
    expect(await settingsOf(hotel.api)).toMatchObject({ is_demo: '0', transaction_limit: '999999' });
  });

  it('the GraphQL mutation does the same', async () => {
    const { hotel, validation } = await licensedCandidate();
    const { licenseKey, ...details } = validation;
    const response = await hotel.api.graphql(
      'mutation ($input: ValidateLicenceInput!) { validateLicence(input: $input) { isValid message } }',
      { input: { ...details, licenceKey: licenseKey } },
    );
    expect(response.body.data.validateLicence).toEqual({
      isValid: true,
      message: 'License validated successfully. Your hotel is now licensed.',
    });
    expect((await settingsOf(hotel.api)).is_demo).toBe('0');
  });

  const forgeries: [string, (v: Awaited<ReturnType<typeof licensedCandidate>>['validation']) => Record<string, unknown>][] = [
    ['a random well-formed key', (v) => ({ ...v, licenseKey: '23456-789AB-CDEFG-HJKLM-NPQRS' })],
    ['a key made with another secret', (v) => ({ ...v, licenseKey: forge('not-the-secret', v) })],
    ['other rooms', (v) => ({ ...v, numberOfRooms: '61' })],
    ['another city', (v) => ({ ...v, city: 'Cambridge' })],
    ['another name', (v) => ({ ...v, hotelName: 'Harbour Inn' })],
    ['a key that is not a key', (v) => ({ ...v, licenseKey: 'hello' })],
  ];

  it.each(forgeries)('%s: 200, isValid false, nothing changed', async (_name, change) => {
    const { hotel, validation } = await licensedCandidate();
    const before = await settingsOf(hotel.api);
    const response = await hotel.api.post('/api/hotel/validate-license', change(validation));
    expect([response.status, response.body]).toEqual([
      200,
      { isValid: false, message: 'License key does not match hotel information' },
    ]);
    expect(await settingsOf(hotel.api)).toEqual(before);
  });

  it("a key validates only for the account whose email its licence carries (another hotel with the very same details can't use it)", async () => {
    const { validation } = await licensedCandidate();
    const twin = await signUpHotel(app, 'twin@licence.test', { name: validation.hotelName });
    const response = await twin.api.post('/api/hotel/validate-license', validation);
    expect(response.body).toEqual({ isValid: false, message: 'License key does not match hotel information' });
    expect((await settingsOf(twin.api)).is_demo).toBe('1');
  });

  it('a deactivated licence does not validate', async () => {
    const { hotel, licence, validation } = await licensedCandidate();
    await admin.api.post(`/api/admin/licenses/${licence.id}/deactivate`);
    const response = await hotel.api.post('/api/hotel/validate-license', validation);
    expect(response.body).toEqual({
      isValid: false,
      message: 'This license has been deactivated. Please contact your administrator.',
    });
    expect((await settingsOf(hotel.api)).is_demo).toBe('1');
  });

  it('MANUAL-ACTIVATION is refused for a hotel', async () => {
    const { hotel, validation } = await licensedCandidate();
    const before = await settingsOf(hotel.api);
    const response = await hotel.api.post('/api/hotel/validate-license', { ...validation, licenseKey: 'MANUAL-ACTIVATION' });
    expect([response.status, response.body]).toEqual([
      403,
      { error: 'Manual activation can only be applied by an administrator' },
    ]);
    expect(await settingsOf(hotel.api)).toEqual(before);
  });

  it.each([
    [{ licenseKey: '' }, 'Please enter a license key to validate'],
    [{ licenseKey: '   ', hotelName: '' }, 'Please enter a license key to validate'],
    [{ address: '' }, 'Please fill in all hotel information fields to validate the license'],
    [{ zip: '   ' }, 'Please fill in all hotel information fields to validate the license'],
    [{ numberOfRooms: '' }, 'Please fill in all hotel information fields to validate the license'],
  ])('missing fields %j: 422 with the spec message, nothing changed', async (change, message) => {
    const { hotel, validation } = await licensedCandidate();
    const before = await settingsOf(hotel.api);
    const response = await hotel.api.post('/api/hotel/validate-license', { ...validation, ...change });
    expect([response.status, response.body]).toEqual([422, { error: message }]);
    expect(await settingsOf(hotel.api)).toEqual(before);
  });

  it('needs a signed-in hotel', async () => {
    expect((await new ApiClient(app.url).post('/api/hotel/validate-license', {})).status).toBe(401);
  });
});

describe('POST /api/admin/validate-license', () => {
  it('applies the key to the hotel whose email the licence carries', async () => {
    const { hotel, licence, validation } = await licensedCandidate();
    const response = await admin.api.post('/api/admin/validate-license', validation);
    expect([response.status, response.body]).toEqual([
      200,
      { isValid: true, message: 'License validated successfully. Your hotel is now licensed.' },
    ]);
    expect(await settingsOf(hotel.api)).toMatchObject({
      is_demo: '0',
      license_key: licence.licenseKey,
      transaction_limit: '999999',
    });
  });

  it('refuses a mismatch, and a key named for another hotel', async () => {
    const { hotel, validation } = await licensedCandidate();
    const other = await signUpHotel(app, 'other@admin-validate.test');
    expect((await admin.api.post('/api/admin/validate-license', { ...validation, state: 'NH' })).body).toEqual({
      isValid: false,
      message: 'License key does not match hotel information',
    });
    expect((await admin.api.post('/api/admin/validate-license', { ...validation, hotelId: other.id })).body).toEqual({
      isValid: false,
      message: 'License key does not match hotel information',
    });
    expect((await settingsOf(hotel.api)).is_demo).toBe('1');
    expect((await settingsOf(other.api)).is_demo).toBe('1');
  });

  it('MANUAL-ACTIVATION by an admin licenses the named hotel', async () => {
    const hotel = await signUpHotel(app, 'manual@licence.test', { name: 'Manual Motel' });
    const body = {
      licenseKey: 'manual-activation',
      hotelName: 'Manual Motel',
      address: '3 Route 1',
      city: 'Saugus',
      state: 'MA',
      zip: '01906',
      numberOfRooms: 22,
    };
    const unnamed = await admin.api.post('/api/admin/validate-license', body);
    expect([unnamed.status, unnamed.body]).toEqual([
      422,
      { error: 'Manual activation needs the hotel: send hotelId or hotelEmail' },
    ]);
    const response = await admin.api.post('/api/admin/validate-license', { ...body, hotelId: hotel.id });
    expect(response.body).toEqual({ isValid: true, message: 'License activated manually by an administrator.' });
    expect(await settingsOf(hotel.api)).toMatchObject({
      is_demo: '0',
      license_key: 'MANUAL-ACTIVATION',
      transaction_limit: '999999',
      number_of_rooms: '22',
    });
    expect((await hotel.api.graphql('{ licence { label } }')).body.data.licence.label).toBe('LICENSED');
  });

  it.each([{ licenseKey: '' }, { city: '' }, { numberOfRooms: null }])('missing %j: the admin message', async (change) => {
    const { validation } = await licensedCandidate();
    const response = await admin.api.post('/api/admin/validate-license', { ...validation, ...change });
    expect([response.status, response.body]).toEqual([
      422,
      { error: 'Missing required hotel information for validation. Please ensure the hotel has complete address details.' },
    ]);
  });
});

describe('the demo limit', () => {
  async function hotelWithRoom(email: string): Promise<{ hotel: SignedInHotel; roomId: number }> {
    const { hotel, rooms } = await signUpHotelWithRooms(app, email, { numberOfRooms: 5, roomType: TWIN, roomNumbers: ['7'] });
    return { hotel, roomId: rooms['7']! };
  }
  const booking = (roomId: number, checkInDate: string) => ({
    roomId,
    guest: 'Lovelace, Ada',
    checkInDate,
    rateType: 'Daily',
    nights: 1,
    dailyWeeklyAmount: '80',
    monthlyAmount: '0',
    paidAmount: '0',
  });
  const setCount = (hotelId: number, count: number) =>
    app.orm.em
      .fork()
      .getConnection()
      .execute(`update hotel_setting set value = ? where key = 'transaction_count' and hotel_id = ?`, [String(count), hotelId]);

  it('the 101st booking is refused with a clear message; reads and edits keep working', async () => {
    const { hotel, roomId } = await hotelWithRoom('limit@demo.test');
    const first = await hotel.api.post('/api/hotel/bookings', booking(roomId, '2027-02-01'));
    expect(first.status).toBe(201);
    await setCount(hotel.id, 100);
    expect((await hotel.api.graphql('{ licence { label transactionsLeft expired } }')).body.data.licence).toEqual({
      label: 'DEMO EXPIRED',
      transactionsLeft: 0,
      expired: true,
    });

    const refused = await hotel.api.post('/api/hotel/bookings', booking(roomId, '2027-03-01'));
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(
      'The demo has expired: all 100 demo transactions have been used. Enter a licence key in Settings → Hotel Information, or ask your administrator for one, to keep creating bookings.',
    );
    const list = await hotel.api.get('/api/hotel/bookings');
    expect([list.status, list.body.length]).toEqual([200, 1]);
    const edited = await hotel.api.put(`/api/hotel/bookings/${first.body.id}`, {
      ...booking(roomId, '2027-02-01'),
      paidAmount: '20',
    });
    expect([edited.status, edited.body.paidAmount]).toEqual([200, '20.00']);
    expect((await hotel.api.get('/api/hotel/rooms')).status).toBe(200);
    expect((await hotel.api.get('/api/hotel/dashboard')).status).toBe(200);
    expect((await hotel.api.put('/api/hotel/settings', { motel_phone: '555-0100' })).status).toBe(200);
  });

  it('a licensed hotel has no limit', async () => {
    const { hotel, roomId } = await hotelWithRoom('limit@licensed.test');
    await admin.api.post('/api/admin/validate-license', {
      licenseKey: 'MANUAL-ACTIVATION',
      hotelId: hotel.id,
      hotelName: 'Test Inn',
      address: '1 A St',
      city: 'Boston',
      state: 'MA',
      zip: '02110',
      numberOfRooms: 5,
    });
    await setCount(hotel.id, 100);
    expect((await hotel.api.post('/api/hotel/bookings', booking(roomId, '2027-04-01'))).status).toBe(201);
    expect((await settingsOf(hotel.api)).transaction_count).toBe('100');
  });
});

/** A key of the right shape, made with the wrong secret. */
function forge(
  secret: string,
  v: { hotelName: string; address: string; city: string; state: string; zip: string; numberOfRooms: string },
) {
  const message = licenceMessage({ ...v, numberOfRooms: Number(v.numberOfRooms) });
  return formatLicenceKey(createHmac('sha256', secret).update(message).digest());
}
