import { Command } from 'commander';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { registerAdminCommands } from './commands/admin';
import { registerAuditCommands } from './commands/audit';
import { registerBackupCommand } from './commands/backup';
import { registerDataCommands } from './commands/data';
import { registerDbCommands } from './commands/db';
import { registerHotelCommands } from './commands/hotel';
import { registerIcalCommands } from './commands/ical';
import { registerLicenceCommands } from './commands/licence';
import { registerReportCommands } from './commands/report';
import { registerRestoreCommand } from './commands/restore';

const packageJson = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
  version: string;
};

/** The innkeep CLI: same database and environment variables as the server. Commands register themselves here. */
export function createProgram(): Command {
  const program = new Command('innkeep')
    .description('Innkeep administration: hotels, licences, data, reports and the database')
    .version(packageJson.version, '-V, --version', 'print the Innkeep version')
    .showHelpAfterError()
    .configureOutput({ outputError: (text, write) => write(text) })
    .addHelpText(
      'after',
      '\nUses the same database and environment as the server: DATA_DIR (embedded PGlite) or DATABASE_URL (PostgreSQL).\nEvery command takes --json and --help.',
    );
  registerAdminCommands(program);
  registerHotelCommands(program);
  registerLicenceCommands(program);
  registerDataCommands(program);
  registerReportCommands(program);
  registerAuditCommands(program);
  registerIcalCommands(program);
  registerDbCommands(program);
  registerBackupCommand(program);
  registerRestoreCommand(program);
  return program;
}
