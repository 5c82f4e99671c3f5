import { dataClearArgsSchema, dataRestoreArgsSchema } from '../cli.schema';
import type { Command } from 'commander';
import { commandAction, leafCommand } from '../command';

export function registerDataCommands(program: Command): void {
  const data = program.command('data').description('a hotel’s operational data: clear (with a backup) and restore');

  leafCommand(data, 'clear', 'delete a hotel’s bookings, rooms, room types, rate periods and guests, after writing a backup')
    .option('--hotel <email>', 'the hotel’s email')
    .option('--yes', 'confirm: the data is deleted (the backup can restore it)')
    .action(
      commandAction(
        dataClearArgsSchema,
        (_args, options) => options,
        async (input) => (await import('./data.actions')).clearData(input.hotel),
      ),
    );

  leafCommand(
    data,
    'restore',
    'put a backup’s rows back with their ids, into the hotel it was made of (or the one --hotel names)',
  )
    .argument('<backup>', 'a backup written by data clear or by Clear Operational Data (a path, or relative to DATA_DIR)')
    .option('--hotel <email>', 'restore into this hotel instead')
    .action(
      commandAction(
        dataRestoreArgsSchema,
        ([backup], options) => ({ backup, hotel: options.hotel }),
        async (input) => (await import('./data.actions')).restoreData(input),
      ),
    );
}
