import { hotelArgsSchema, licenceIdArgsSchema, licenceValidateArgsSchema } from '../cli.schema';
import type { Command } from 'commander';
import { z } from 'zod';
import { commandAction, leafCommand } from '../command';

export function registerLicenseCommands(program: Command): void {
  const license = program.command('license').description('licence keys: generate, validate, list, deactivate');

  leafCommand(license, 'generate', 'generate a hotel’s licence key, bound to its name, address and number of rooms')
    .option('--hotel <email>', 'the hotel’s email')
    .action(
      commandAction(
        hotelArgsSchema,
        (_args, options) => options,
        async (input) => (await import('./license.actions')).generateKey(input.hotel),
      ),
    );

  leafCommand(license, 'validate', 'check a key against a hotel’s details and, when it matches, license the hotel')
    .option('--hotel <email>', 'the hotel’s email')
    .option('--key <key>', 'the licence key (or MANUAL-ACTIVATION)')
    .action(
      commandAction(
        licenceValidateArgsSchema,
        (_args, options) => options,
        async (input) => (await import('./license.actions')).validateKey(input),
      ),
    );

  leafCommand(license, 'list', 'every licence, newest first').action(
    commandAction(
      z.object({}),
      () => ({}),
      async () => (await import('./license.actions')).listKeys(),
    ),
  );

  leafCommand(license, 'deactivate', 'stop a licence key from validating (a hotel it already licensed stays licensed)')
    .argument('<id>', 'the licence’s id (see license list)')
    .action(
      commandAction(
        licenceIdArgsSchema,
        ([id]) => ({ id }),
        async (input) => (await import('./license.actions')).deactivateKey(input.id),
      ),
    );
}
