import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../testing/api-client';
import { signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let hotel: SignedInHotel;
beforeAll(async () => {
  app = await startTestApp();
  hotel = await signUpHotel(app, 'settings@inn.test', { name: 'Harbor Inn', city: 'Boston', state: 'MA', numberOfRooms: 40 });
});
afterAll(async () => app?.close());

const asMap = (list: { key: string; value: string }[]) => Object.fromEntries(list.map((entry) => [entry.key, entry.value]));

describe('GET /api/hotel/settings', () => {
  it('lists every key with the sign-up details and the demo defaults', async () => {
    const response = await hotel.api.get('/api/hotel/settings');
    expect(response.status).toBe(200);
    const settings = asMap(response.body);
    expect(settings).toMatchObject({
      motel_name: 'Harbor Inn',
      motel_city: 'Boston',
      motel_state: 'MA',
      number_of_rooms: '40',
      tax_rate: '0.08',
      resort_fee_rate: '0.05',
      tax_name: 'Tax 1',
      resort_fee_name: 'Tax 2',
      tax1_name: 'Tax 1',
      tax2_name: 'Tax 2',
      is_demo: '1',
      transaction_limit: '100',
      transaction_count: '0',
      timezone: 'America/New_York',
      hotel_timezone: 'America/New_York',
      total_rate_entry: '0',
      setup_completed: '0',
      require_two_factor: '0',
      audit_no_shows: '0',
      renewal_days_ahead: '3',
      ical_poll_minutes: '15',
      confirm_desk_bookings: '0',
    });
    const installed = new Date(settings.installation_date!).getTime();
    const expires = new Date(settings.expiration_date!).getTime();
    expect(Math.round((expires - installed) / 86_400_000)).toBe(30);
    expect(response.body.map((entry: { key: string }) => entry.key)).toHaveLength(28);
  });

  it('needs a signed-in hotel', async () => {
    const response = await new ApiClient(app.url).get('/api/hotel/settings');
    expect(response.status).toBe(401);
  });
});

describe('PUT /api/hotel/settings', () => {
  it('saves values and keeps the mirrors in step', async () => {
    const response = await hotel.api.put('/api/hotel/settings', {
      motel_phone: '617-555-0101',
      timezone: 'America/Chicago',
      tax_name: 'State Tax',
      tax_rate: '0.0625',
      total_rate_entry: '1',
    });
    expect(response.status).toBe(200);
    const settings = asMap((await hotel.api.get('/api/hotel/settings')).body);
    expect(settings).toMatchObject({
      motel_phone: '617-555-0101',
      timezone: 'America/Chicago',
      hotel_timezone: 'America/Chicago',
      tax_name: 'State Tax',
      tax1_name: 'State Tax',
      tax_rate: '0.0625',
      total_rate_entry: '1',
    });
  });

  it.each([
    [{ motel_state: 'MAS' }, 'State must be at most 2 characters'],
    [{ number_of_rooms: '0' }, 'Number of rooms must be between 1 and 999999'],
    [{ number_of_rooms: '1000000' }, 'Number of rooms must be between 1 and 999999'],
    [{ timezone: 'Mars/Olympus' }, 'Please choose one of the offered timezones'],
    [{ tax_rate: '8.25' }, 'Tax rate must be a fraction between 0 and 1'],
    [{ is_demo: '0' }, 'is_demo cannot be changed here'],
    [{ transaction_limit: '999999' }, 'transaction_limit cannot be changed here'],
  ])('refuses %j and changes nothing', async (change, message) => {
    const before = (await hotel.api.get('/api/hotel/settings')).body;
    const response = await hotel.api.put('/api/hotel/settings', { motel_name: 'Changed', ...change });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ error: message });
    expect((await hotel.api.get('/api/hotel/settings')).body).toEqual(before);
  });

  it('accepts the licence keys it read back unchanged', async () => {
    const current = asMap((await hotel.api.get('/api/hotel/settings')).body);
    const response = await hotel.api.put('/api/hotel/settings', { ...current, motel_zip: '02110' });
    expect(response.status).toBe(200);
    expect(asMap(response.body).motel_zip).toBe('02110');
  });
});

describe('the set-up wizard flag (setup_completed)', () => {
  it('is kept per hotel: marking one hotel done leaves another not done, over REST and GraphQL', async () => {
    const first = await signUpHotel(app, 'setup-first@inn.test', { name: 'First Inn' });
    const second = await signUpHotel(app, 'setup-second@inn.test', { name: 'Second Inn' });
    expect(asMap((await first.api.get('/api/hotel/settings')).body).setup_completed).toBe('0');

    expect((await first.api.put('/api/hotel/settings', { setup_completed: '1' })).status).toBe(200);

    expect(asMap((await first.api.get('/api/hotel/settings')).body).setup_completed).toBe('1');
    expect(asMap((await second.api.get('/api/hotel/settings')).body).setup_completed).toBe('0');
    const query = await second.api.post('/graphql', { query: '{ settings { key value } }' });
    expect(asMap(query.body.data.settings).setup_completed).toBe('0');
  });
});
