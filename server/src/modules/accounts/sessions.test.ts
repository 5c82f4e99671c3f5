import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Em } from '../../db/orm';
import { ApiClient } from '../../testing/api-client';
import { signInAdmin } from '../../testing/admins';
import { signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { lastMailTo } from '../../testing/outbox';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { AuthSession } from './auth-session.entity';
import { SESSION_ABSOLUTE_LIFETIME_MS, SESSION_IDLE_TIMEOUT_MS } from './session.service';

const MINUTE_MS = 60 * 1000;

let app: TestApp;
let hotel: SignedInHotel;
beforeAll(async () => {
  app = await startTestApp();
  hotel = await signUpHotel(app, 'desk@sessions.test', { name: 'Harbor Inn' });
});
afterAll(async () => app?.close());

const em = () => app.orm.em.fork() as Em;

/** A request with exactly this cookie value, whatever the client holds now. */
async function meWith(cookie: { name: string; value: string }) {
  return (await fetch(`${app.url}/api/auth/me`, { headers: { cookie: `${cookie.name}=${cookie.value}` } })).status;
}

async function signIn(email = 'desk@sessions.test', password = 'secret123') {
  const api = new ApiClient(app.url);
  expect((await api.post('/api/auth/login', { email, password })).status).toBe(200);
  return api;
}

/** The newest session row of an account's people, to move its clock. */
async function latestSession(accountId: number): Promise<AuthSession> {
  const [row] = await em().find(
    AuthSession,
    { user: { hotel: accountId } },
    { orderBy: { id: 'desc' }, limit: 1, filters: false },
  );
  return row!;
}

async function moveSession(id: number, fields: { lastSeenAt?: Date; expiresAt?: Date; createdAt?: Date }) {
  await em().nativeUpdate(AuthSession, { id }, fields);
}

describe('session tokens rotate', () => {
  it('on sign-in: a cookie held before signing in opens nothing afterwards', async () => {
    const api = await signIn();
    const first = api.sessionCookie()!;
    expect(await meWith(first)).toBe(200);
    // Signing in again from the same browser replaces the session; the old token is gone from the database.
    expect((await api.post('/api/auth/login', { email: 'desk@sessions.test', password: 'secret123' })).status).toBe(200);
    const second = api.sessionCookie()!;
    expect(second.value).not.toBe(first.value);
    expect(await meWith(first)).toBe(401);
    expect(await meWith(second)).toBe(200);
  });

  it('on impersonation and when it stops', async () => {
    const admin = await signInAdmin(app);
    const before = admin.api.sessionCookie()!;
    expect((await admin.api.post('/api/admin/impersonate-hotel', { hotelId: hotel.id })).status).toBe(200);
    const impersonating = admin.api.sessionCookie()!;
    expect(impersonating.value).not.toBe(before.value);
    expect(await meWith(before)).toBe(401);
    expect((await admin.api.get('/api/auth/me')).body).toMatchObject({ id: hotel.id, isImpersonating: true });
    expect((await admin.api.post('/api/admin/stop-impersonation')).status).toBe(200);
    expect(admin.api.sessionCookie()!.value).not.toBe(impersonating.value);
    expect(await meWith(impersonating)).toBe(401);
  });

  it('is never a token that the client chose (session fixation)', async () => {
    const chosen = { name: 'innkeep_session', value: 'attacker-chosen-token' };
    const response = await fetch(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `${chosen.name}=${chosen.value}` },
      body: JSON.stringify({ email: 'desk@sessions.test', password: 'secret123' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).not.toContain(chosen.value);
    expect(await meWith(chosen)).toBe(401);
  });
});

describe('sessions end', () => {
  it(`after ${SESSION_IDLE_TIMEOUT_MS / 86_400_000} days unused, and the row is removed`, async () => {
    const api = await signIn();
    const row = await latestSession(hotel.id);
    await moveSession(row.id, { lastSeenAt: new Date(Date.now() - SESSION_IDLE_TIMEOUT_MS + 5 * MINUTE_MS) });
    expect((await api.get('/api/auth/me')).status).toBe(200);
    // That use counted: the session was touched and is good for another idle period.
    expect((await latestSession(hotel.id)).lastSeenAt.getTime()).toBeGreaterThan(Date.now() - MINUTE_MS);

    await moveSession(row.id, { lastSeenAt: new Date(Date.now() - SESSION_IDLE_TIMEOUT_MS - MINUTE_MS) });
    expect((await api.get('/api/hotel/guests')).status).toBe(401);
    expect(await em().count(AuthSession, { id: row.id }, { filters: false })).toBe(0);
  });

  it(`${SESSION_ABSOLUTE_LIFETIME_MS / 86_400_000} days after sign-in however busy it was`, async () => {
    const api = await signIn();
    const row = await latestSession(hotel.id);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThanOrEqual(SESSION_ABSOLUTE_LIFETIME_MS - MINUTE_MS);
    // Used a minute ago, but signed in 30 days ago: over.
    await moveSession(row.id, {
      createdAt: new Date(Date.now() - SESSION_ABSOLUTE_LIFETIME_MS),
      expiresAt: new Date(Date.now() - 1000),
      lastSeenAt: new Date(Date.now() - MINUTE_MS),
    });
    expect((await api.get('/api/auth/me')).status).toBe(401);
    expect((await api.graphql('{ me { id } }')).body.data?.me).toBeNull();
    expect(await em().count(AuthSession, { id: row.id }, { filters: false })).toBe(0);
  });

  it('using a session never moves its absolute end', async () => {
    const api = await signIn();
    const row = await latestSession(hotel.id);
    await moveSession(row.id, { lastSeenAt: new Date(Date.now() - 60 * MINUTE_MS) });
    expect((await api.get('/api/auth/me')).status).toBe(200);
    expect((await latestSession(hotel.id)).expiresAt.getTime()).toBe(row.expiresAt.getTime());
  });

  it('everywhere when the password is reset (auth.routes.test.ts walks the reset itself)', async () => {
    const [one, two] = [await signIn(), await signIn()];
    await new ApiClient(app.url).post('/api/auth/forgot-password', { email: 'desk@sessions.test' });
    const token = new URL(lastMailTo(app.dataDir, 'desk@sessions.test', 'Reset').link!).searchParams.get('token')!;
    expect((await new ApiClient(app.url).post('/api/auth/reset-password', { token, password: 'secret123' })).status).toBe(200);
    expect((await one.get('/api/auth/me')).status).toBe(401);
    expect((await two.get('/api/auth/me')).status).toBe(401);
  });
});
