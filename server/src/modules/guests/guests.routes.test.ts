import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let hotel: SignedInHotel;
beforeAll(async () => {
  app = await startTestApp();
  hotel = await signUpHotel(app, 'guests@inn.test');
});
afterAll(async () => app?.close());

const ada = { firstName: ' Ada ', lastName: 'Lovelace', email: 'ada@example.com', phone: '555-0101', city: 'London', vip: true };

describe('/api/hotel/guests', () => {
  it('creates, reads, updates and deletes a guest', async () => {
    const created = await hotel.api.post('/api/hotel/guests', ada);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      vip: true,
      address: null,
    });
    expect(Date.parse(created.body.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const id = created.body.id;

    const updated = await hotel.api.put(`/api/hotel/guests/${id}`, { ...ada, city: 'Cambridge', vip: false });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ city: 'Cambridge', vip: false });
    expect((await hotel.api.get(`/api/hotel/guests/${id}`)).body.city).toBe('Cambridge');

    const deleted = await hotel.api.delete(`/api/hotel/guests/${id}`);
    expect(deleted.body).toEqual({ message: 'Guest deleted successfully' });
    expect((await hotel.api.get(`/api/hotel/guests/${id}`)).status).toBe(404);
  });

  it.each([
    [{ firstName: '  ', lastName: 'Smith' }, 'First name and last name are required'],
    [{ firstName: 'Jo', lastName: '' }, 'First name and last name are required'],
    [{ firstName: 'Jo', lastName: 'Smith', email: 'not-mail' }, 'Please enter a valid email address'],
  ])('refuses %j and stores nothing', async (payload, message) => {
    const before = (await hotel.api.get('/api/hotel/guests')).body.length;
    const response = await hotel.api.post('/api/hotel/guests', payload);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ error: message });
    expect((await hotel.api.get('/api/hotel/guests')).body.length).toBe(before);
  });

  it('lists by last name, a page at a time', async () => {
    for (const [firstName, lastName] of [
      ['Zed', 'Young'],
      ['Amy', 'Adams'],
      ['Bob', 'Baker'],
    ]) {
      await hotel.api.post('/api/hotel/guests', { firstName, lastName });
    }
    const all = (await hotel.api.get('/api/hotel/guests')).body.map((g: { lastName: string }) => g.lastName);
    expect(all).toEqual(['Adams', 'Baker', 'Young']);
    const page = (await hotel.api.get('/api/hotel/guests?limit=1&offset=1')).body.map((g: { lastName: string }) => g.lastName);
    expect(page).toEqual(['Baker']);
    expect((await hotel.api.get('/api/hotel/guests?limit=5000')).status).toBe(422);
  });
});

describe('guest search and stats over GraphQL', () => {
  it('finds by substring of first-last or last-first and counts', async () => {
    await hotel.api.post('/api/hotel/guests', { firstName: 'Mary', lastName: 'Shelley', email: 'mary@example.com', vip: true });
    await hotel.api.post('/api/hotel/guests', { firstName: 'Percy', lastName: 'Shelley', phone: '555-0199' });
    const search = async (text: string) =>
      (await hotel.api.graphql('query($t: String!) { guestSearch(text: $t) { firstName lastName vip } }', { t: text })).body.data
        .guestSearch;
    expect(await search('shelley ma')).toEqual([{ firstName: 'Mary', lastName: 'Shelley', vip: true }]);
    expect(await search('ry shel')).toEqual([{ firstName: 'Mary', lastName: 'Shelley', vip: true }]);
    expect((await search('SHELL')).map((g: { firstName: string }) => g.firstName)).toEqual(['Mary', 'Percy']);
    expect(await search('100%')).toEqual([]);

    const stats = (await hotel.api.graphql('{ guestStats { totalGuests vipGuests withEmail withPhone } }')).body.data.guestStats;
    expect(stats).toEqual({ totalGuests: 5, vipGuests: 1, withEmail: 1, withPhone: 1 });
  });
});

describe('one guest search for the booking autocomplete, the Guests screen and /api/hotel/guests?search=', () => {
  let inn: SignedInHotel;
  beforeAll(async () => {
    inn = await signUpHotel(app, 'guest-search@inn.test');
    for (const guest of [
      { firstName: 'Chloe', lastName: 'Clark', email: 'chloe.clark@example.com', phone: '(555) 010-2233' },
      { firstName: 'Clark', lastName: 'Kent', email: 'ck@daily.example', phone: '555-9000' },
      { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000', vip: true },
    ]) {
      expect((await inn.api.post('/api/hotel/guests', guest)).status).toBe(201);
    }
  });
  const names = (guests: { firstName: string; lastName: string }[]) => guests.map((g) => `${g.lastName}, ${g.firstName}`);
  const overGraphql = async (text: string) =>
    names(
      (await inn.api.graphql('query($t: String!) { guestSearch(text: $t) { firstName lastName } }', { t: text })).body.data
        .guestSearch,
    );
  const overRest = async (text: string) =>
    names((await inn.api.get(`/api/hotel/guests?search=${encodeURIComponent(text)}`)).body);

  it.each([
    ['Clark, Chloe', ['Clark, Chloe']],
    ['clark,', ['Clark, Chloe']],
    ['Clark, Ch', ['Clark, Chloe']],
    ['Chloe Clark', ['Clark, Chloe']],
    ['clark', ['Clark, Chloe', 'Kent, Clark']],
    ['chloe.clark@', ['Clark, Chloe']],
    ['DAILY.example', ['Kent, Clark']],
    ['555 0102', ['Clark, Chloe']],
    ['555-90', ['Kent, Clark']],
    ['7946', ['Lovelace, Ada']],
    ['Nobody, Here', []],
  ])('%j finds %j over GraphQL and REST', async (text, found) => {
    expect(await overGraphql(text)).toEqual(found);
    expect(await overRest(text)).toEqual(found);
  });

  it('lists every guest by name without the parameter, or with it blank, a page at a time', async () => {
    expect(names((await inn.api.get('/api/hotel/guests')).body)).toEqual(['Clark, Chloe', 'Kent, Clark', 'Lovelace, Ada']);
    expect(names((await inn.api.get('/api/hotel/guests?search=%20')).body)).toEqual([
      'Clark, Chloe',
      'Kent, Clark',
      'Lovelace, Ada',
    ]);
    expect(names((await inn.api.get('/api/hotel/guests?search=clark&limit=1&offset=1')).body)).toEqual(['Kent, Clark']);
  });
});
