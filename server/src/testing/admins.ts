import type { Em } from '../db/orm';
import { ensureAdminAccount } from '../modules/accounts/auth.service';
import { ApiClient } from './api-client';
import type { TestApp } from './test-app';

export interface SignedInAdmin {
  api: ApiClient;
  id: number;
  email: string;
}

/** The ADMIN_EMAIL / ADMIN_PASSWORD account main.ts makes at start-up, made here, and signed in. */
export async function signInAdmin(
  app: TestApp,
  email = 'root@innkeep.test',
  password = 'admin-secret-1',
): Promise<SignedInAdmin> {
  const admin = await ensureAdminAccount(app.orm.em.fork() as Em, email, password);
  const api = new ApiClient(app.url);
  const login = await api.post('/api/auth/login', { email, password });
  if (login.status !== 200) throw new Error(`admin login ${email}: ${login.status} ${JSON.stringify(login.body)}`);
  return { api, id: admin.id, email: admin.email };
}
