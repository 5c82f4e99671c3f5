import { hotelArgsSchema, licenceIdArgsSchema, licenceValidateArgsSchema } from '../cli.schema';
import type { Command } from 'commander';
import { z } from 'zod';
import { commandAction, leafCommand } from '../command';

export function registerLicenceCommands(program: Command): void {
  // The command is spelled as the app's screens spell the word ('Generate License'): it is what people type.
  const licence = program.command('license').description('licence keys: generate, validate, list, deactivate');

  leafCommand(licence, 'generate', 'generate a hotel’s licence key, bound to its name, address and number of rooms')
    .option('--hotel <email>', 'the hotel’s email')
    .action(
      commandAction(
        hotelArgsSchema,
        (_args, options) => options,
        async (input) => (await import('./licence.actions')).generateKey(input.hotel),
      ),
    );

  leafCommand(licence, 'validate', 'check a key against a hotel’s details and, when it matches, license the hotel')
    .option('--hotel <email>', 'the hotel’s email')
    .option('--key <key>', 'the licence key (or MANUAL-ACTIVATION)')
    .action(
      commandAction(
        licenceValidateArgsSchema,
        (_args, options) => options,
        async (input) => (await import('./licence.actions')).validateKey(input),
      ),
    );

  leafCommand(licence, 'list', 'every licence, newest first').action(
    commandAction(
      z.object({}),
      () => ({}),
      async () => (await import('./licence.actions')).listKeys(),
    ),
  );

  leafCommand(licence, 'deactivate', 'stop a licence key from validating (a hotel it already licensed stays licensed)')
    .argument('<id>', 'the licence’s id (see license list)')
    .action(
      commandAction(
        licenceIdArgsSchema,
        ([id]) => ({ id }),
        async (input) => (await import('./licence.actions')).deactivateKey(input.id),
      ),
    );
}
