import { hotelArgsSchema } from '../cli.schema';
import type { Command } from 'commander';
import { commandAction, leafCommand } from '../command';

export function registerIcalCommands(program: Command): void {
  const ical = program.command('ical').description('calendar sync with the booking sites (iCal)');

  leafCommand(ical, 'sync', 'read every booking-site calendar of a hotel’s rooms now, as the server does on its schedule')
    .option('--hotel <email>', 'the hotel’s email')
    .action(
      commandAction(
        hotelArgsSchema,
        (_args, options) => options,
        async (input) => (await import('./ical.actions')).syncIcalFeeds(input.hotel),
      ),
    );
}
