import { dbSeedArgsSchema } from '../cli.schema';
import type { Command } from 'commander';
import { z } from 'zod';
import { commandAction, leafCommand } from '../command';

export function registerDbCommands(program: Command): void {
  const db = program.command('db').description('the database: migrations and demo data');

  leafCommand(db, 'migrate', 'apply the migrations the database does not have yet (the server also does on start)').action(
    commandAction(
      z.object({}),
      () => ({}),
      async () => (await import('./db.actions')).migrate(),
    ),
  );

  leafCommand(db, 'seed', 'add demo data: --demo writes a demo hotel with five years of bookings')
    .option('--demo', 'a demo hotel: room types, rooms, guests, tax rates, rate periods, amenities and five years of bookings')
    .option('--email <email>', 'the demo hotel’s sign-in email (default: demo@innkeep.local)')
    .option('--password <password>', 'its password (default: demo1234)')
    .action(
      commandAction(
        dbSeedArgsSchema,
        (_args, options) => options,
        async (input) => (await import('./db.actions')).seedDemo(input),
      ),
    );
}
