import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../testing/api-client';
import { signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { invitePerson } from '../../testing/people';
import { startTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let hotel: SignedInHotel;
beforeAll(async () => {
  app = await startTestApp();
  hotel = await signUpHotel(app, 'owner@totp.test', { name: 'Tide Inn' });
});
afterAll(async () => app?.close());

/** What the person's authenticator app shows `stepsAhead` 30-second steps from now. */
const codeOf = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

async function turnOn(api: ApiClient): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await api.post('/api/auth/two-factor/setup');
  expect(setup.status).toBe(200);
  const enabled = await api.post('/api/auth/two-factor/enable', { code: codeOf(setup.body.secret) });
  expect(enabled.status).toBe(200);
  return { secret: setup.body.secret, recoveryCodes: enabled.body.recoveryCodes };
}

/** What the client reads of the person's two-factor state (GraphQL `me`; /api/auth/me keeps the shape). */
async function twoFactorOfMe(api: ApiClient) {
  const { body } = await api.graphql('{ me { user { twoFactorEnabled twoFactorRequired } } }');
  return body.data?.me?.user;
}

describe('two-factor sign-in', () => {
  let secret: string;
  let recoveryCodes: string[];

  it('sets up with a secret an authenticator app reads, and turns on only with a right code', async () => {
    expect(await twoFactorOfMe(hotel.api)).toEqual({ twoFactorEnabled: false, twoFactorRequired: false });
    const setup = await hotel.api.post('/api/auth/two-factor/setup');
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUrl).toBe(
      `otpauth://totp/Innkeep:owner%40totp.test?issuer=Innkeep&secret=${setup.body.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    const wrong = await hotel.api.post('/api/auth/two-factor/enable', {
      code: '000000' === codeOf(setup.body.secret) ? '111111' : '000000',
    });
    expect(wrong).toMatchObject({ status: 422, body: { error: expect.stringMatching(/^That code is not right/) } });
    const enabled = await hotel.api.post('/api/auth/two-factor/enable', { code: codeOf(setup.body.secret) });
    expect(enabled.status).toBe(200);
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    expect(new Set(enabled.body.recoveryCodes).size).toBe(10);
    for (const code of enabled.body.recoveryCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect(await twoFactorOfMe(hotel.api)).toEqual({ twoFactorEnabled: true, twoFactorRequired: false });
    secret = setup.body.secret;
    recoveryCodes = enabled.body.recoveryCodes;
    // The activity log says two-factor went on, and never holds the secret.
    const log = await hotel.api.get('/api/hotel/audit?limit=500');
    expect(log.status).toBe(200);
    expect(JSON.stringify(log.body)).toContain('totpEnabledAt');
    expect(JSON.stringify(log.body)).not.toContain(secret);
    expect(JSON.stringify(log.body)).not.toMatch(/totpSecret|totpLastStep/);
  });

  it('asks for the code after the password, with no session until it is right', async () => {
    const api = new ApiClient(app.url);
    const login = await api.post('/api/auth/login', { email: 'owner@totp.test', password: 'secret123' });
    expect(login).toMatchObject({ status: 200, body: { twoFactorRequired: true } });
    expect((await api.get('/api/auth/me')).status).toBe(401);
    expect((await api.post('/api/auth/login/verify', { code: '12345' })).status).toBe(422);
    // The code that turned it on was used; the next step's code is new.
    const verified = await api.post('/api/auth/login/verify', { code: codeOf(secret, 1) });
    expect(verified).toMatchObject({ status: 200, body: { id: hotel.id, name: 'Tide Inn' } });
    expect((await api.get('/api/auth/me')).body.user).toMatchObject({ email: 'owner@totp.test', role: 'Owner' });
    // A code works once: the same code again, on a new sign-in, is refused.
    const again = new ApiClient(app.url);
    await again.post('/api/auth/login', { email: 'owner@totp.test', password: 'secret123' });
    expect((await again.post('/api/auth/login/verify', { code: codeOf(secret, 1) })).status).toBe(401);
  });

  it('takes each recovery code once', async () => {
    const signIn = async (code: string) => {
      const api = new ApiClient(app.url);
      await api.post('/api/auth/login', { email: 'owner@totp.test', password: 'secret123' });
      return (await api.post('/api/auth/login/verify', { code })).status;
    };
    expect(await signIn(recoveryCodes[0]!.toUpperCase())).toBe(200);
    expect(await signIn(recoveryCodes[0]!)).toBe(401);
  });

  it('counts wrong codes toward the sign-in limit', async () => {
    const counted = await signUpHotel(app, 'owner@counted.test', { name: 'Counted Inn' });
    const { secret: countedSecret } = await turnOn(counted.api);
    const api = new ApiClient(app.url, { 'x-forwarded-for': '198.51.100.77' });
    const login = await api.post('/api/auth/login', { email: 'owner@counted.test', password: 'secret123' });
    expect(login.body).toEqual({ twoFactorRequired: true });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await api.post('/api/auth/login/verify', { code: `99999${attempt}` })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // A right password does not wipe the count before the code is right.
    await api.post('/api/auth/login', { email: 'owner@counted.test', password: 'secret123' });
    expect((await api.post('/api/auth/login/verify', { code: codeOf(countedSecret, 1) })).status).toBe(429);
  });
});

describe('an Owner requires two-factor sign-in for the hotel', () => {
  it('lets only the Owner set it, and signs a person without it in to the set-up alone', async () => {
    const other = await signUpHotel(app, 'owner@strict.test', { name: 'Strict Inn' });
    const manager = await invitePerson(app, other.api, { name: 'Mia', email: 'mia@strict.test', role: 'Manager' });
    const clerk = await invitePerson(app, other.api, { name: 'Cal', email: 'cal@strict.test', role: 'Front Desk' });
    const byManager = await manager.api.put('/api/hotel/settings', { require_two_factor: '1' });
    expect(byManager).toMatchObject({ status: 403, body: { error: 'Your role (Manager) does not allow this' } });
    expect((await clerk.api.get('/api/hotel/bookings')).status).toBe(200);

    expect((await other.api.put('/api/hotel/settings', { require_two_factor: '1' })).status).toBe(200);
    const blocked = await clerk.api.get('/api/hotel/bookings');
    expect(blocked).toMatchObject({
      status: 403,
      body: { error: 'Your hotel requires two-factor sign-in. Please set it up to continue.' },
    });
    expect((await clerk.api.get('/api/auth/me')).status).toBe(200);
    const { secret } = await turnOn(clerk.api);
    expect((await clerk.api.get('/api/hotel/bookings')).status).toBe(200);
    const off = await clerk.api.post('/api/auth/two-factor/disable', { code: codeOf(secret, 1) });
    expect(off).toMatchObject({
      status: 403,
      body: { error: 'Your hotel requires two-factor sign-in: it cannot be turned off' },
    });
  });
});
