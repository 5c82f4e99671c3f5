import { restoreArgsSchema } from '../cli.schema';
import type { Command } from 'commander';
import { commandAction, leafCommand } from '../command';

export function registerRestoreCommand(program: Command): void {
  leafCommand(program, 'restore', 'replace the whole database with a backup written by innkeep backup (stop the server first)')
    .argument('<file>', 'a backup: .tar.gz for PGlite, .dump (pg_dump custom format) for PostgreSQL')
    .option('--yes', 'confirm: everything in the database now is replaced by the backup')
    .action(
      commandAction(
        restoreArgsSchema,
        ([file], options) => ({ file, yes: options.yes }),
        async (input) => (await import('./restore.actions')).restoreDatabase(input),
      ),
    );
}
