import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../testing/api-client';
import { signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { lastMailTo } from '../../testing/outbox';
import { invitePerson } from '../../testing/people';
import { startTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let hotel: SignedInHotel;
beforeAll(async () => {
  app = await startTestApp();
  hotel = await signUpHotel(app, 'owner@people.test', { name: 'Harbour Inn' });
});
afterAll(async () => app?.close());

const refusal = (role: string) => ({ error: `Your role (${role}) does not allow this` });

describe('the hotel account is its Owner', () => {
  it('signs in as before, and /api/auth/me names the person and role', async () => {
    const me = await hotel.api.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: hotel.id, name: 'Harbour Inn', email: 'owner@people.test', isAdmin: false });
    expect(me.body.user).toEqual({ id: expect.any(Number), name: 'Harbour Inn', email: 'owner@people.test', role: 'Owner' });
    const people = await hotel.api.get('/api/hotel/users');
    expect(people.body).toEqual([
      {
        id: me.body.user.id,
        name: 'Harbour Inn',
        email: 'owner@people.test',
        role: 'Owner',
        active: true,
        invitationPending: false,
        employeeId: null,
      },
    ]);
  });
});

describe('Give sign-in', () => {
  it('mails an invitation valid 72 hours; the link sets the password and the clerk signs in as Front Desk', async () => {
    const clerk = await invitePerson(app, hotel.api, { name: 'Dana Cruz', email: 'dana@people.test', role: 'Front Desk' });
    const mail = lastMailTo(app.dataDir, 'dana@people.test', 'invited');
    expect(mail.subject).toBe("You're invited to Harbour Inn on Innkeep");
    expect(mail.body).toContain('expires in 72 hours');
    const me = await clerk.api.get('/api/auth/me');
    expect(me.body).toMatchObject({ id: hotel.id, name: 'Harbour Inn', user: { name: 'Dana Cruz', role: 'Front Desk' } });
    // The desk's work is open to them…
    expect((await clerk.api.get('/api/hotel/bookings')).status).toBe(200);
    expect((await clerk.api.get('/api/hotel/room-types')).status).toBe(200);
    // …the owner's is not, with the role named.
    for (const [method, path] of [
      ['get', '/api/hotel/reports/monthly/2026'],
      ['get', '/api/hotel/users'],
      ['delete', '/api/hotel/clear'],
      ['post', '/api/hotel/room-types'],
    ] as const) {
      const answer =
        method === 'get'
          ? await clerk.api.get(path)
          : method === 'post'
            ? await clerk.api.post(path, {})
            : await clerk.api.delete(path);
      expect({ path, status: answer.status, body: answer.body }).toEqual({ path, status: 403, body: refusal('Front Desk') });
    }
    const listed = (await hotel.api.get('/api/hotel/users')).body.find((p: { email: string }) => p.email === 'dana@people.test');
    expect(listed).toMatchObject({ role: 'Front Desk', active: true, invitationPending: false });
  });

  it('refuses a taken email (of any hotel, or an admin) and bad input, changing nothing', async () => {
    const other = await signUpHotel(app, 'other@people.test', { name: 'Other Inn' });
    const taken = await hotel.api.post('/api/hotel/users', { name: 'X', email: 'other@people.test', role: 'Manager' });
    expect(taken).toMatchObject({ status: 409, body: { error: 'An account with this email already exists' } });
    const badRole = await hotel.api.post('/api/hotel/users', { name: 'X', email: 'x@people.test', role: 'Boss' });
    expect(badRole).toMatchObject({ status: 422, body: { error: 'Role must be Owner, Manager, Front Desk or Housekeeping' } });
    const people = (await hotel.api.get('/api/hotel/users')).body as { email: string }[];
    expect(people.map((p) => p.email)).not.toContain('x@people.test');
    expect((await other.api.get('/api/hotel/users')).body).toHaveLength(1);
  });
});

describe('who manages whom', () => {
  let manager: ApiClient;
  let ownerId: number;
  beforeAll(async () => {
    manager = (await invitePerson(app, hotel.api, { name: 'Mo Grant', email: 'mo@people.test', role: 'Manager' })).api;
    ownerId = (await hotel.api.get('/api/auth/me')).body.user.id;
  });

  it('a Manager gives sign-ins but makes, changes and removes no Owner', async () => {
    expect((await manager.post('/api/hotel/users', { name: 'Kay', email: 'kay@people.test', role: 'Housekeeping' })).status).toBe(
      201,
    );
    const makeOwner = await manager.post('/api/hotel/users', { name: 'Ann', email: 'ann@people.test', role: 'Owner' });
    expect(makeOwner).toMatchObject({ status: 403, body: refusal('Manager') });
    expect(await manager.put(`/api/hotel/users/${ownerId}`, { role: 'Manager' })).toMatchObject({
      status: 403,
      body: refusal('Manager'),
    });
    expect(await manager.delete(`/api/hotel/users/${ownerId}`)).toMatchObject({ status: 403, body: refusal('Manager') });
    expect(await manager.delete('/api/hotel/clear')).toMatchObject({ status: 403, body: refusal('Manager') });
  });

  it('a hotel keeps at least one active Owner', async () => {
    const demote = await hotel.api.put(`/api/hotel/users/${ownerId}`, { role: 'Manager' });
    expect(demote).toMatchObject({ status: 409, body: { error: 'A hotel must keep at least one active Owner' } });
    const deactivate = await hotel.api.delete(`/api/hotel/users/${ownerId}`);
    expect(deactivate).toMatchObject({ status: 409, body: { error: 'A hotel must keep at least one active Owner' } });
    expect((await hotel.api.get('/api/auth/me')).body.user.role).toBe('Owner');
  });

  it('two Owners demoting each other at once leave one Owner', async () => {
    const second = await invitePerson(app, hotel.api, { name: 'Sam Owner', email: 'sam@people.test', role: 'Owner' });
    const [a, b] = await Promise.all([
      hotel.api.put(`/api/hotel/users/${second.id}`, { role: 'Manager' }),
      second.api.put(`/api/hotel/users/${ownerId}`, { role: 'Manager' }),
    ]);
    // Whichever commits first wins; the other is refused: as the last Owner (409), or as a Manager by then (403).
    const [first, other] = a.status === 200 ? [a, b] : [b, a];
    expect(first.status).toBe(200);
    expect([403, 409]).toContain(other.status);
    const owners = ((await manager.get('/api/hotel/users')).body as { role: string; active: boolean }[]).filter(
      (p) => p.role === 'Owner' && p.active,
    );
    expect(owners).toHaveLength(1);
  });
});

describe('changes apply at once', () => {
  it('a new role reaches an open session, deactivation ends it, and reactivation lets the person sign in again', async () => {
    const { api: clerk, id } = await invitePerson(app, hotel.api, {
      name: 'Lee Park',
      email: 'lee@people.test',
      role: 'Front Desk',
    });
    expect((await clerk.get('/api/hotel/reports/monthly/2026')).status).toBe(403);
    const owner = await ownerSession();
    expect((await owner.put(`/api/hotel/users/${id}`, { role: 'Manager' })).body).toMatchObject({ role: 'Manager' });
    expect((await clerk.get('/api/hotel/reports/monthly/2026')).status).toBe(200);

    const off = await owner.delete(`/api/hotel/users/${id}`);
    expect(off).toMatchObject({ status: 200, body: { message: 'Lee Park can no longer sign in' } });
    expect((await clerk.get('/api/hotel/bookings')).status).toBe(401);
    const again = await new ApiClient(app.url).post('/api/auth/login', { email: 'lee@people.test', password: 'clerk-pass-1' });
    expect(again.status).toBe(403);

    expect((await owner.put(`/api/hotel/users/${id}`, { active: true })).body).toMatchObject({ active: true });
    const back = new ApiClient(app.url);
    expect((await back.post('/api/auth/login', { email: 'lee@people.test', password: 'clerk-pass-1' })).status).toBe(200);
    expect((await back.get('/api/auth/me')).body.user).toMatchObject({ name: 'Lee Park', role: 'Manager' });
  });
});

/** Whichever of the hotel's Owners is still an Owner after the race above. */
async function ownerSession(): Promise<ApiClient> {
  const me = await hotel.api.get('/api/auth/me');
  if (me.body.user.role === 'Owner') return hotel.api;
  const sam = new ApiClient(app.url);
  await sam.post('/api/auth/login', { email: 'sam@people.test', password: 'clerk-pass-1' });
  return sam;
}

describe('the invitation link', () => {
  it('tells the password page it sets a first password, with the hotel, until it is used', async () => {
    expect(
      (await hotel.api.post('/api/hotel/users', { name: 'Lena Park', email: 'lena@people.test', role: 'Housekeeping' })).status,
    ).toBe(201);
    const token = new URL(lastMailTo(app.dataDir, 'lena@people.test', 'invited').link!).searchParams.get('token')!;
    const anonymous = new ApiClient(app.url);
    const linkOf = async (t: string) => {
      const { body } = await anonymous.graphql('query($t: String!) { passwordLink(token: $t) { invitation hotelName } }', { t });
      return body.data?.passwordLink ?? body.errors?.[0]?.message;
    };
    expect(await linkOf(token)).toEqual({ invitation: true, hotelName: 'Harbour Inn' });
    expect(await linkOf('not-a-token')).toBe('Invalid or expired reset token');

    // A reset link is a reset, and says no hotel.
    await anonymous.post('/api/auth/forgot-password', { email: 'owner@people.test' });
    const reset = new URL(lastMailTo(app.dataDir, 'owner@people.test', 'Reset').link!).searchParams.get('token')!;
    expect(await linkOf(reset)).toEqual({ invitation: false, hotelName: null });

    expect((await anonymous.post('/api/auth/reset-password', { token, password: 'lena-pass-1' })).status).toBe(200);
    expect(await linkOf(token)).toBe('Invalid or expired reset token');
  });
});
