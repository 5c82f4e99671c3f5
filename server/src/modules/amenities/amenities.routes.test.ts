import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../testing/api-client';
import { signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let hotel: SignedInHotel;
beforeAll(async () => {
  app = await startTestApp();
  hotel = await signUpHotel(app, 'amenities@inn.test', { name: 'Harbor Inn' });
});
afterAll(async () => app?.close());

const pool = {
  name: 'Rooftop Pool',
  description: 'Heated, open 7am-10pm',
  category: 'Recreation',
  icon: 'Waves',
  isActive: true,
  sortOrder: 2,
};

async function createAmenity(body: Record<string, unknown>) {
  const response = await hotel.api.post('/api/amenities', body);
  expect(response.status).toBe(201);
  return response.body as { id: number };
}

describe('POST /api/amenities', () => {
  it('creates an amenity and answers 201 with it', async () => {
    const response = await hotel.api.post('/api/amenities', pool);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(Number), version: 1, ...pool });
    const list = (await hotel.api.get('/api/amenities')).body;
    expect(list).toContainEqual({ id: response.body.id, version: 1, ...pool });
  });

  it('fills the defaults: active, sort order 0, no description; spells category and icon as the catalogue', async () => {
    const response = await hotel.api.post('/api/amenities', { name: ' Free WiFi ', category: 'business', icon: 'wifi' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      version: 1,
      name: 'Free WiFi',
      description: null,
      category: 'Business',
      icon: 'Wifi',
      isActive: true,
      sortOrder: 0,
    });
  });

  it('treats a non-numeric sort order as 0, as the form does', async () => {
    const response = await hotel.api.post('/api/amenities', { ...pool, name: 'Arcade', icon: 'Gamepad2', sortOrder: 'abc' });
    expect(response.status).toBe(201);
    expect(response.body.sortOrder).toBe(0);
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ name: undefined }, 'Name is required'],
    [{ category: '' }, 'Category is required'],
    [{ category: undefined }, 'Category is required'],
    [{ category: 'Spa' }, 'Please choose one of the amenity categories'],
    [{ icon: '' }, 'Icon is required'],
    [{ icon: null }, 'Icon is required'],
    [{ icon: 'Bed' }, 'Please choose one of the amenity icons'],
    [{ sortOrder: -1 }, 'Sort order must be a whole number of 0 or more'],
    [{ isActive: 'maybe' }, 'Active must be true or false'],
    [{ description: 'x'.repeat(1001) }, 'Must be at most 1000 characters'],
  ])('refuses %j with 422 and creates nothing', async (change, message) => {
    const before = (await hotel.api.get('/api/amenities')).body;
    const response = await hotel.api.post('/api/amenities', { ...pool, ...change });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ error: message });
    expect((await hotel.api.get('/api/amenities')).body).toEqual(before);
  });

  it('needs a signed-in hotel', async () => {
    const response = await new ApiClient(app.url).post('/api/amenities', pool);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'Please sign in to continue' });
  });
});

describe('GET /api/amenities', () => {
  it('lists by sort order, then name', async () => {
    const other = await signUpHotel(app, 'amenities-order@inn.test');
    for (const [name, sortOrder] of [
      ['Spa', 3],
      ['Gym', 1],
      ['Bar', 1],
    ] as const) {
      await other.api.post('/api/amenities', { name, category: 'Wellness', icon: 'Heart', sortOrder });
    }
    const response = await other.api.get('/api/amenities');
    expect(response.status).toBe(200);
    expect(response.body.map((amenity: { name: string; sortOrder: number }) => `${amenity.sortOrder} ${amenity.name}`)).toEqual([
      '1 Bar',
      '1 Gym',
      '3 Spa',
    ]);
  });

  it('needs a signed-in hotel', async () => {
    expect((await new ApiClient(app.url).get('/api/amenities')).status).toBe(401);
  });
});

describe('PUT /api/amenities/{id}', () => {
  it('replaces the amenity and answers with it', async () => {
    const { id } = await createAmenity({ ...pool, name: 'Hot Tub', category: 'Wellness' });
    const change = {
      name: 'Hot Tub & Sauna',
      description: '',
      category: 'Wellness',
      icon: 'Heart',
      isActive: false,
      sortOrder: 7,
    };
    const response = await hotel.api.put(`/api/amenities/${id}`, change);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id, version: 2, ...change, description: null });
    const list = (await hotel.api.get('/api/amenities')).body as { id: number }[];
    expect(list.find((amenity) => amenity.id === id)).toEqual({ id, version: 2, ...change, description: null });
  });

  it.each([
    [{ name: '  ' }, 'Name is required'],
    [{ category: '' }, 'Category is required'],
    [{ icon: undefined }, 'Icon is required'],
    [{ category: 'Nightlife' }, 'Please choose one of the amenity categories'],
    [{ icon: 'Rocket' }, 'Please choose one of the amenity icons'],
  ])('refuses %j with 422 and changes nothing', async (change, message) => {
    const { id } = await createAmenity({ ...pool, name: 'Garden' });
    const before = (await hotel.api.get('/api/amenities')).body;
    const response = await hotel.api.put(`/api/amenities/${id}`, { ...pool, name: 'Changed', ...change });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ error: message });
    expect((await hotel.api.get('/api/amenities')).body).toEqual(before);
  });

  it('answers 404 for an id that does not exist, and 422 for one that is not an id', async () => {
    expect(await hotel.api.put('/api/amenities/999999', pool)).toMatchObject({
      status: 404,
      body: { error: 'Amenity could not be found' },
    });
    expect(await hotel.api.put('/api/amenities/abc', pool)).toMatchObject({ status: 422, body: { error: 'Invalid id' } });
  });
});

describe('DELETE /api/amenities/{id}', () => {
  it('deletes the amenity', async () => {
    const { id } = await createAmenity({ ...pool, name: 'Valet' });
    const response = await hotel.api.delete(`/api/amenities/${id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Amenity deleted successfully' });
    const list = (await hotel.api.get('/api/amenities')).body as { id: number }[];
    expect(list.map((amenity) => amenity.id)).not.toContain(id);
    expect((await hotel.api.delete(`/api/amenities/${id}`)).status).toBe(404);
  });

  it('needs a signed-in hotel', async () => {
    const { id } = await createAmenity({ ...pool, name: 'Shuttle' });
    expect((await new ApiClient(app.url).delete(`/api/amenities/${id}`)).status).toBe(401);
    const list = (await hotel.api.get('/api/amenities')).body as { id: number }[];
    expect(list.map((amenity) => amenity.id)).toContain(id);
  });
});

describe('GraphQL amenities', () => {
  const FIELDS = 'id name description category icon isActive sortOrder';

  it('creates, lists, updates and deletes', async () => {
    const created = await hotel.api.graphql(`mutation($input: AmenityInput!) { createAmenity(input: $input) { ${FIELDS} } }`, {
      input: { name: 'Concierge', category: 'Services', icon: 'Calendar' },
    });
    expect(created.body.errors).toBeUndefined();
    const amenity = created.body.data.createAmenity;
    expect(amenity).toEqual({
      id: expect.any(Number),
      name: 'Concierge',
      description: null,
      category: 'Services',
      icon: 'Calendar',
      isActive: true,
      sortOrder: 0,
    });

    const listed = await hotel.api.graphql(`{ amenities { ${FIELDS} } }`);
    expect(listed.body.data.amenities).toContainEqual(amenity);

    const updated = await hotel.api.graphql(
      `mutation($id: Int!, $input: AmenityInput!) { updateAmenity(id: $id, input: $input) { ${FIELDS} } }`,
      { id: amenity.id, input: { name: 'Concierge Desk', category: 'Services', icon: 'Clock', isActive: false, sortOrder: 4 } },
    );
    expect(updated.body.data.updateAmenity).toEqual({
      ...amenity,
      name: 'Concierge Desk',
      icon: 'Clock',
      isActive: false,
      sortOrder: 4,
    });

    const deleted = await hotel.api.graphql(`mutation($id: Int!) { deleteAmenity(id: $id) { message } }`, { id: amenity.id });
    expect(deleted.body.data.deleteAmenity).toEqual({ message: 'Amenity deleted successfully' });
  });

  it('gives the schema message and creates nothing', async () => {
    const before = (await hotel.api.get('/api/amenities')).body;
    const response = await hotel.api.graphql(`mutation($input: AmenityInput!) { createAmenity(input: $input) { id } }`, {
      input: { name: 'Sauna', category: 'Wellness' },
    });
    expect(response.body.errors?.[0]).toMatchObject({ message: 'Icon is required', extensions: { code: 'INVALID_INPUT' } });
    expect((await hotel.api.get('/api/amenities')).body).toEqual(before);
  });

  it("cannot reach another hotel's amenity", async () => {
    const { id } = await createAmenity({ ...pool, name: 'Private Beach' });
    const other = await signUpHotel(app, 'amenities-other@inn.test');
    const update = await other.api.graphql(
      `mutation($id: Int!, $input: AmenityInput!) { updateAmenity(id: $id, input: $input) { id } }`,
      { id, input: { name: 'Taken', category: 'Dining', icon: 'Coffee' } },
    );
    expect(update.body.errors?.[0]).toMatchObject({ message: 'Amenity could not be found', extensions: { code: 'NOT_FOUND' } });
    const remove = await other.api.graphql(`mutation($id: Int!) { deleteAmenity(id: $id) { message } }`, { id });
    expect(remove.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await other.api.graphql('{ amenities { id } }')).body.data.amenities).toEqual([]);
    const list = (await hotel.api.get('/api/amenities')).body as { id: number; name: string }[];
    expect(list.find((amenity) => amenity.id === id)?.name).toBe('Private Beach');
  });

  it('needs a signed-in hotel', async () => {
    const response = await new ApiClient(app.url).graphql('{ amenities { id } }');
    expect(response.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
