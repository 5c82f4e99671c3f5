import { adminCreateArgsSchema } from '../cli.schema';
import type { Command } from 'commander';
import { commandAction, leafCommand } from '../command';

export function registerAdminCommands(program: Command): void {
  const admin = program.command('admin').description('system administrators');

  leafCommand(admin, 'create', 'create a verified administrator, or set the password of an existing one')
    .option('--email <email>', 'the administrator’s email address')
    .option('--password <password>', 'at least 6 characters')
    .option('--name <name>', 'the name shown in the admin panel (default: Administrator)')
    .action(
      commandAction(
        adminCreateArgsSchema,
        (_args, options) => options,
        async (input) => (await import('./admin.actions')).createAdmin(input),
      ),
    );
}
