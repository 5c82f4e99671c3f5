import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Em } from '../../db/orm';
import { ApiClient } from '../../testing/api-client';
import { readOutbox } from '../../testing/outbox';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { HotelAccount } from './hotel-account.entity';
import { THROTTLES, type ThrottleRule } from './throttle';
import { ThrottledAttempt } from './throttled-attempt.entity';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

const em = () => app.orm.em.fork() as Em;
let counter = 0;
const fresh = (what: string) => `${what}-${(counter += 1)}@throttle.test`;

/** Forgets every counted attempt, so that each case starts from zero. */
async function forgetAttempts() {
  await em().nativeDelete(ThrottledAttempt, {});
}

function expectRefused(response: { status: number; body: unknown; headers: Headers }, rule: ThrottleRule) {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({ error: rule.message });
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(rule.windowMs / 1000 - 60);
  expect(retryAfter).toBeLessThanOrEqual(rule.windowMs / 1000);
}

describe('one database-backed throttle for sign-up, reset mail and verification mail (sign-in: auth.routes.test.ts)', () => {
  it(`sign-up: ${THROTTLES.signUp.perAddress} accounts an hour from one address, then 429 with Retry-After, creating nothing`, async () => {
    await forgetAttempts();
    const address = '203.0.113.7';
    const api = new ApiClient(app.url, { 'x-forwarded-for': address });
    // Invalid bodies are refused before they count, so a typo does not use up the hour.
    expect((await api.post('/api/auth/register', { name: 'X', email: 'bad', password: 'x' })).status).toBe(422);
    // All but one of the hour's sign-ups from this address already happened (written directly: each real one costs a scrypt hash).
    await em().insertMany(
      ThrottledAttempt,
      Array.from({ length: THROTTLES.signUp.perAddress - 1 }, () => ({
        throttleKey: `sign-up:ip:${address}`,
        attemptedAt: new Date(),
      })),
    );
    const last = await api.post('/api/auth/register', { name: 'Harbor Inn', email: fresh('signup'), password: 'secret123' });
    expect(last.status).toBe(201);
    const accounts = await em().count(HotelAccount, {});
    const refused = await api.post('/api/auth/register', { name: 'Harbor Inn', email: fresh('signup'), password: 'secret123' });
    expectRefused(refused, THROTTLES.signUp);
    const graphql = await api.graphql('mutation ($input: RegisterInput!) { register(input: $input) { id } }', {
      input: { name: 'Harbor Inn', email: fresh('signup'), password: 'secret123' },
    });
    expect(graphql.body.errors?.[0]).toMatchObject({ message: THROTTLES.signUp.message, extensions: { code: 'RATE_LIMITED' } });
    expect(await em().count(HotelAccount, {})).toBe(accounts);
    // Another network still signs up.
    const elsewhere = new ApiClient(app.url, { 'x-forwarded-for': '203.0.113.8' });
    expect(
      (await elsewhere.post('/api/auth/register', { name: 'Harbor Inn', email: fresh('signup'), password: 'secret123' })).status,
    ).toBe(201);
  });

  it.each([
    ['password reset', '/api/auth/forgot-password', THROTTLES.passwordReset],
    ['verification', '/api/auth/resend-verification', THROTTLES.verificationMail],
  ] as const)('%s mail: %s allows a few per email and more per address, then 429 and no mail', async (_what, path, rule) => {
    await forgetAttempts();
    const api = new ApiClient(app.url);
    const email = fresh('mail');
    await api.post('/api/auth/register', { name: 'Harbor Inn', email, password: 'secret123' });
    await forgetAttempts();
    for (let index = 0; index < rule.perEmail; index += 1) expect((await api.post(path, { email })).status).toBe(200);
    const mails = readOutbox(app.dataDir).length;
    expectRefused(await api.post(path, { email }), rule);
    expect(readOutbox(app.dataDir).length).toBe(mails);
    // The same answer for an email that has no account: the limit reveals nothing about who exists.
    for (let index = 0; index < rule.perEmail; index += 1) await api.post(path, { email: 'nobody@throttle.test' });
    expectRefused(await api.post(path, { email: 'nobody@throttle.test' }), rule);
    // Other emails from the same address go on until the address's own limit.
    let answered = 2 * rule.perEmail;
    while (answered < rule.perAddress) {
      expect((await api.post(path, { email: fresh('other') })).status).toBe(200);
      answered += 1;
    }
    expectRefused(await api.post(path, { email: fresh('other') }), rule);
  });

  it('frees the slot once the window has passed', async () => {
    await forgetAttempts();
    const api = new ApiClient(app.url);
    const email = fresh('window');
    for (let index = 0; index < THROTTLES.passwordReset.perEmail; index += 1)
      await api.post('/api/auth/forgot-password', { email });
    expect((await api.post('/api/auth/forgot-password', { email })).status).toBe(429);
    await em().nativeUpdate(
      ThrottledAttempt,
      {},
      { attemptedAt: new Date(Date.now() - THROTTLES.passwordReset.windowMs - 1000) },
    );
    expect((await api.post('/api/auth/forgot-password', { email })).status).toBe(200);
  });
});
