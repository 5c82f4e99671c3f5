import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../testing/api-client';
import { lastMailTo, readOutbox } from '../../testing/outbox';
import { startTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const signup = (email: string) => ({
  name: 'Seaside Motel',
  email,
  password: 'secret123',
  phoneNumber: '555-0100',
  address: '1 Ocean Ave',
  city: 'Miami',
  state: 'FL',
  zipCode: '33101',
  country: 'USA',
  numberOfRooms: 24,
});

async function registerAndVerify(email: string): Promise<ApiClient> {
  const client = new ApiClient(app.url);
  expect((await client.post('/api/auth/register', signup(email))).status).toBe(201);
  const token = new URL(lastMailTo(app.dataDir, email, 'Verify').link!).searchParams.get('token');
  expect((await client.get(`/api/auth/verify-email?token=${token}`)).status).toBe(200);
  return client;
}

describe('health and the /api contract', () => {
  it('answers health with the database in use', async () => {
    const response = await new ApiClient(app.url).get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgresql' : 'pglite' });
  });

  it('answers unknown /api paths with 404 JSON, never the HTML page', async () => {
    const response = await new ApiClient(app.url).get('/api/no/such/thing');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Not found' });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await new ApiClient(app.url).request('POST', '/api/auth/login', undefined, '{"email": ');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'Malformed JSON in request body' });
  });
});

describe('register, verify, sign in, sign out', () => {
  it('walks the whole account life cycle', async () => {
    const client = new ApiClient(app.url);
    const registered = await client.post('/api/auth/register', signup('front@seaside.test'));
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({
      name: 'Seaside Motel',
      email: 'front@seaside.test',
      isEmailVerified: false,
      isAdmin: false,
    });
    expect(JSON.stringify(registered.body)).not.toContain('secret123');
    expect(registered.body).not.toHaveProperty('passwordHash');

    const refused = await client.post('/api/auth/login', { email: 'front@seaside.test', password: 'secret123' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(
      'Please verify your email address before signing in. Check your inbox for the verification link.',
    );

    const mail = lastMailTo(app.dataDir, 'front@seaside.test', 'Verify');
    expect(mail.link).toMatch(new RegExp(`^${app.url}/verify-email\\?token=`));
    const verified = await client.get(`/api/auth/verify-email?token=${new URL(mail.link!).searchParams.get('token')}`);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ message: 'Email verified successfully', hotel: { name: 'Seaside Motel' } });

    const login = await client.post('/api/auth/login', { email: 'FRONT@seaside.test ', password: 'secret123' });
    expect(login.status).toBe(200);
    expect(login.body.name).toBe('Seaside Motel');
    expect(login.headers.get('set-cookie')).toMatch(/innkeep_session=.+; .*HttpOnly/i);
    expect(login.headers.get('set-cookie')).toMatch(/SameSite=Lax/i);

    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: 'front@seaside.test', numberOfRooms: 24, isAdmin: false, isImpersonating: false });

    expect((await client.post('/api/auth/logout')).status).toBe(200);
    const after = await client.get('/api/auth/me');
    expect(after.status).toBe(401);
    expect(after.body.error).toBe('Please sign in to continue');
  });

  it('refuses a duplicate email with 409 and changes nothing', async () => {
    await registerAndVerify('dup@seaside.test');
    const again = await new ApiClient(app.url).post('/api/auth/register', { ...signup('DUP@seaside.test'), name: 'Other' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'An account with this email already exists' });
  });

  it.each([
    [{ ...signup('a@b.test'), name: 'A' }, 'Hotel name must be at least 2 characters'],
    [{ ...signup('not-an-email') }, 'Please enter a valid email address'],
    [{ ...signup('c@b.test'), password: '123' }, 'Password must be at least 6 characters'],
    [{ ...signup('d@b.test'), numberOfRooms: -3 }, 'Number of rooms must be a positive number'],
  ])('refuses bad sign-up input with the spec message (%#)', async (payload, message) => {
    const before = readOutbox(app.dataDir).length;
    const response = await new ApiClient(app.url).post('/api/auth/register', payload);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ error: message });
    expect(readOutbox(app.dataDir).length).toBe(before);
  });

  it('refuses a wrong password with 401 and a reused verification link', async () => {
    const client = await registerAndVerify('wrong@seaside.test');
    const wrong = await client.post('/api/auth/login', { email: 'wrong@seaside.test', password: 'nope-nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe('Invalid email or password');
    const link = lastMailTo(app.dataDir, 'wrong@seaside.test', 'Verify').link!;
    const reused = await client.get(`/api/auth/verify-email?token=${new URL(link).searchParams.get('token')}`);
    expect(reused.status).toBe(422);
    expect(reused.body.error).toBe('This verification link is invalid or has expired');
  });

  it('slows down repeated failed sign-ins with 429', async () => {
    await registerAndVerify('slow@seaside.test');
    const client = new ApiClient(app.url);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await client.post('/api/auth/login', { email: 'slow@seaside.test', password: 'wrong-pass' })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const blocked = await client.post('/api/auth/login', { email: 'slow@seaside.test', password: 'secret123' });
    expect(blocked.status).toBe(429);
    // The seconds until the oldest of the five failures leaves the 15-minute window.
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(880);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(900);
  });
});

describe('forgot and reset password', () => {
  it('does not reveal whether the email exists', async () => {
    const client = new ApiClient(app.url);
    const known = await client.post('/api/auth/forgot-password', { email: 'front@seaside.test' });
    const unknown = await client.post('/api/auth/forgot-password', { email: 'nobody@nowhere.test' });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
  });

  it('resets once with a mailed token and ends the other sessions', async () => {
    const desk = await registerAndVerify('reset@seaside.test');
    await desk.post('/api/auth/login', { email: 'reset@seaside.test', password: 'secret123' });
    expect((await desk.get('/api/auth/me')).status).toBe(200);

    const anonymous = new ApiClient(app.url);
    await anonymous.post('/api/auth/forgot-password', { email: 'reset@seaside.test' });
    const mail = lastMailTo(app.dataDir, 'reset@seaside.test', 'Reset');
    expect(mail.body).toContain('expires in 1 hour');
    const token = new URL(mail.link!).searchParams.get('token');

    const reset = await anonymous.post('/api/auth/reset-password', { token, password: 'newpass99' });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ message: 'Password has been reset successfully' });
    expect((await desk.get('/api/auth/me')).status).toBe(401);

    const again = await anonymous.post('/api/auth/reset-password', { token, password: 'another1' });
    expect(again.status).toBe(422);
    expect(again.body.error).toBe('Invalid or expired reset token');

    expect((await anonymous.post('/api/auth/login', { email: 'reset@seaside.test', password: 'secret123' })).status).toBe(401);
    expect((await anonymous.post('/api/auth/login', { email: 'reset@seaside.test', password: 'newpass99' })).status).toBe(200);
  });
});

describe('GraphQL over the same session', () => {
  it('signs in and reads me through /graphql', async () => {
    await registerAndVerify('graph@seaside.test');
    const client = new ApiClient(app.url);
    const anonymous = await client.graphql('{ me { email } }');
    expect(anonymous.body.data).toEqual({ me: null });
    const login = await client.graphql('mutation($e: String!, $p: String!) { login(email: $e, password: $p) { name } }', {
      e: 'graph@seaside.test',
      p: 'secret123',
    });
    expect(login.body.data).toEqual({ login: { name: 'Seaside Motel' } });
    const me = await client.graphql('{ me { email isImpersonating } }');
    expect(me.body.data).toEqual({ me: { email: 'graph@seaside.test', isImpersonating: false } });
    const rest = await client.get('/api/auth/me');
    expect(rest.body.email).toBe('graph@seaside.test');
  });

  it('shows a domain error with its code and message', async () => {
    const response = await new ApiClient(app.url).graphql('mutation { login(email: "x", password: "123456") { name } }');
    expect(response.body.errors?.[0]).toMatchObject({
      message: 'Please enter a valid email address',
      extensions: { code: 'INVALID_INPUT' },
    });
  });
});
