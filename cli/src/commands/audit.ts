import type { Command } from 'commander';
import { auditCloseArgsSchema } from '../cli.schema';
import { commandAction, leafCommand } from '../command';

export function registerAuditCommands(program: Command): void {
  const audit = program.command('audit').description('the night audit: closing a hotel’s days');

  leafCommand(audit, 'close', 'close one day (--date) or every open day through a date (--through), as the Night Audit screen')
    .option('--hotel <email>', 'the hotel’s email')
    .option('--date <date>', 'the day to close, YYYY-MM-DD (the first close starts the books)')
    .option('--through <date>', 'close every day from the business date through this one, YYYY-MM-DD')
    .action(
      commandAction(
        auditCloseArgsSchema,
        (_args, options) => options,
        async (input) => (await import('./audit.actions')).closeDays(input),
      ),
    );
}
