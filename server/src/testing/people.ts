import { expect } from 'vitest';
import { ApiClient } from './api-client';
import { lastMailTo } from './outbox';
import type { TestApp } from './test-app';

/**
 * Gives a person a sign-in through the hotel's API, follows the invitation mail's link to set a password,
 * and signs them in: a clerk on their first day.
 */
export async function invitePerson(
  app: Pick<TestApp, 'url' | 'dataDir'>,
  by: ApiClient,
  person: { name: string; email: string; role: string },
  password = 'clerk-pass-1',
): Promise<{ api: ApiClient; id: number }> {
  const invited = await by.post('/api/hotel/users', person);
  expect({ status: invited.status, body: invited.body }).toMatchObject({ status: 201 });
  const link = new URL(lastMailTo(app.dataDir, person.email, 'invited').link!);
  expect(link.pathname).toBe('/reset-password');
  const api = new ApiClient(app.url);
  const set = await api.post('/api/auth/reset-password', { token: link.searchParams.get('token'), password });
  expect(set.status).toBe(200);
  expect((await api.post('/api/auth/login', { email: person.email, password })).status).toBe(200);
  return { api, id: invited.body.id as number };
}
