import type { AdminCreateArgs } from '../cli.schema';
import type { Em } from '../../../server/src/db/orm';
import { createAdminAccount } from '../../../server/src/modules/accounts';
import { withServices } from '../cli-context';
import type { CommandResult } from '../command';

export function createAdmin(input: AdminCreateArgs): Promise<CommandResult> {
  return withServices(async ({ orm }) => {
    const { account, created } = await createAdminAccount(orm.em.fork() as Em, input);
    return {
      text: `${created ? 'Admin account created' : 'Admin account updated'}: ${account.email} (${account.name})`,
      json: { id: account.id, email: account.email, name: account.name, created },
    };
  });
}
