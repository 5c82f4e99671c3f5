import { hotelExportArgsSchema, hotelImportArgsSchema } from '../cli.schema';
import type { Command } from 'commander';
import { z } from 'zod';
import { commandAction, leafCommand } from '../command';

export function registerHotelCommands(program: Command): void {
  const hotel = program.command('hotel').description('hotel accounts: list, import, export');

  leafCommand(hotel, 'list', 'every hotel account, newest first (as the admin panel lists them)').action(
    commandAction(
      z.object({}),
      () => ({}),
      async () => (await import('./hotel.actions')).listHotelAccounts(),
    ),
  );

  leafCommand(hotel, 'import', 'create hotels, with their room types, rooms and guests, from a CSV or JSON file: all or nothing')
    .argument('<file>', 'a .csv or .json file (see "CLI" in the README for its columns)')
    .option('--dry-run', 'check the file and say what would be imported, without writing anything')
    .action(
      commandAction(
        hotelImportArgsSchema,
        ([file], options) => ({ file, dryRun: options.dryRun === true }),
        async (input) => (await import('./hotel.actions')).importHotelFile(input),
      ),
    );

  leafCommand(hotel, 'export', 'write a hotel’s account, room types, rooms and guests as JSON (what hotel import reads)')
    .argument('<email>', 'the hotel’s email')
    .option('--out <file>', 'the JSON file to write')
    .action(
      commandAction(
        hotelExportArgsSchema,
        ([email], options) => ({ email, out: options.out }),
        async (input) => (await import('./hotel.actions')).exportHotelFile(input),
      ),
    );
}
