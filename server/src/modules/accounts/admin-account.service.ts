import { conflict } from '@core/errors';
import type { Em } from '../../db/orm';
import { ensureAdminAccount } from './auth.service';
import { HotelAccount } from './hotel-account.entity';

/** An administrator's sign-in, as `innkeep admin create` parses it. */
export interface AdminAccountInput {
  email: string;
  password: string;
  name?: string;
}

/**
 * `innkeep admin create`: a verified administrator with this password (an existing admin gets the new
 * password, as ADMIN_EMAIL does on start-up). A hotel's email is refused: turning a hotel into an admin
 * would hand its front desk the whole system.
 */
export async function createAdminAccount(em: Em, input: AdminAccountInput): Promise<{ account: HotelAccount; created: boolean }> {
  const existing = await em.findOne(HotelAccount, { email: input.email });
  if (existing && !existing.isAdmin)
    throw conflict(`${input.email} is a hotel account, not an administrator: choose another email`);
  const account = await ensureAdminAccount(em, input.email, input.password);
  if (input.name && account.name !== input.name) {
    account.name = input.name;
    await em.flush();
  }
  return { account, created: !existing };
}
