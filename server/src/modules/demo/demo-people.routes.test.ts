import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Em } from '../../db/orm';
import { ApiClient } from '../../testing/api-client';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { seedDemoHotel, type DemoSeedSummary } from './demo-hotel.service';

let app: TestApp;
let demo: DemoSeedSummary;
beforeAll(async () => {
  app = await startTestApp();
  demo = await seedDemoHotel(app.orm.em.fork() as Em, { email: 'demo@people-demo.test', password: 'demo1234' });
});
afterAll(async () => app?.close());

async function signIn(email: string): Promise<ApiClient> {
  const api = new ApiClient(app.url);
  expect({ email, status: (await api.post('/api/auth/login', { email, password: 'demo1234' })).status }).toEqual({
    email,
    status: 200,
  });
  return api;
}

describe('the demo hotel’s people', () => {
  it('are an Owner, a Manager, two Front Desk clerks and a housekeeper, each signing in with the demo password', async () => {
    expect(demo.people).toEqual([
      { name: 'Margaret Doyle', email: 'margaret.demo@people-demo.test', role: 'Manager' },
      { name: 'Tomás Reyes', email: 'tomas.demo@people-demo.test', role: 'Front Desk' },
      { name: 'Aisha Bello', email: 'aisha.demo@people-demo.test', role: 'Front Desk' },
      { name: 'Dmitri Volkov', email: 'dmitri.demo@people-demo.test', role: 'Housekeeping' },
    ]);
    const owner = await signIn('demo@people-demo.test');
    const listed = (await owner.get('/api/hotel/users')).body as { email: string; role: string; employeeId: number | null }[];
    expect(listed.map((person) => [person.email, person.role])).toEqual([
      ['aisha.demo@people-demo.test', 'Front Desk'],
      ['dmitri.demo@people-demo.test', 'Housekeeping'],
      ['demo@people-demo.test', 'Owner'],
      ['margaret.demo@people-demo.test', 'Manager'],
      ['tomas.demo@people-demo.test', 'Front Desk'],
    ]);
    expect(listed.filter((person) => person.employeeId !== null)).toHaveLength(4);

    for (const person of demo.people) {
      const api = await signIn(person.email);
      expect((await api.get('/api/auth/me')).body.user).toMatchObject({ name: person.name, role: person.role });
    }
    const housekeeper = await signIn('dmitri.demo@people-demo.test');
    expect((await housekeeper.get('/api/hotel/housekeeping')).status).toBe(200);
    expect((await housekeeper.get('/api/hotel/bookings')).body).toEqual({
      error: 'Your role (Housekeeping) does not allow this',
    });
  });
});
