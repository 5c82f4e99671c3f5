import { backupArgsSchema } from '../cli.schema';
import type { Command } from 'commander';
import { commandAction, leafCommand } from '../command';

export function registerBackupCommand(program: Command): void {
  leafCommand(program, 'backup', 'write a backup of the whole database: PGlite’s data directory, or pg_dump of DATABASE_URL')
    .option('--out <file>', 'the file to write (default: DATA_DIR/backups/innkeep-<time>.tar.gz, or .dump for PostgreSQL)')
    .action(
      commandAction(
        backupArgsSchema,
        (_args, options) => ({ out: options.out }),
        async (input) => (await import('./backup.actions')).backupDatabase(input),
      ),
    );
}
