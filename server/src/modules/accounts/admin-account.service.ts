import { conflict } from '@core/errors';
import type { AdminCreateArgs } from '@core/schemas/cli.schema';
import type { Em } from '../../db/orm';
import { ensureAdminAccount } from './auth.service';
import { HotelAccount } from './hotel-account.entity';

/**
 * `innkeep admin create`: a verified administrator with this password (an existing admin gets the new
 * password, as ADMIN_EMAIL does on start-up). A hotel's email is refused: turning a hotel into an admin
 * would hand its front desk the whole system.
 */
export async function createAdminAccount(em: Em, input: AdminCreateArgs): Promise<{ account: HotelAccount; created: boolean }> {
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
