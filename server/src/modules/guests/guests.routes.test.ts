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
