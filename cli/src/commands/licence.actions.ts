import { DomainError } from '@core/errors';
import { parseInput } from '@core/parse-input';
import type { LicenceValidateArgs } from '../cli.schema';
import { adminLicenceValidationSchema, generateLicenceSchema } from '@core/schemas/licence.schema';
import type { RequestContext } from '../../../server/src/context';
import { requireSession } from '../../../server/src/modules/accounts';
import { adminValidateLicence, deactivateLicence, generateLicence, listLicences } from '../../../server/src/modules/admin';
import { toLicenceJson } from '../../../server/src/modules/licensing';
import { loadSettings } from '../../../server/src/modules/settings';
import { adminContext, hotelContext, withServices } from '../cli-context';
import type { CommandResult } from '../command';
import { count, formatTable } from '../output';

/**
 * The details a key is bound to, as the hotel's Settings show them (the form a hotel validates its key
 * from), falling back to its sign-up details. Generate and validate read the same, so a key generated
 * here validates for the hotel as it stands.
 */
async function licenceFieldsOf(ctx: RequestContext) {
  const account = requireSession(ctx).actingHotel;
  const settings = await loadSettings(ctx.em);
  const zip = settings.motel_zip || account.zipCode;
  return {
    hotelName: settings.motel_name || account.name,
    hotelEmail: account.email,
    phoneNumber: settings.motel_phone || account.phoneNumber,
    address: settings.motel_address || account.address,
    city: settings.motel_city || account.city,
    state: settings.motel_state || account.state,
    zipCode: zip,
    zip,
    country: account.country,
    website: account.website,
    numberOfRooms: settings.number_of_rooms || account.numberOfRooms,
  };
}

/** The schema's "Please fill in: Address, City", saying where to fill it in. */
function readDetails<T>(read: () => T, email: string): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== 'INVALID_INPUT') throw error;
    throw new DomainError('INVALID_INPUT', `${error.message} (the hotel information in ${email}'s Settings)`);
  }
}

export function generateKey(email: string): Promise<CommandResult> {
  return withServices(async (services) => {
    const fields = await licenceFieldsOf(await hotelContext(services, email));
    const details = readDetails(() => parseInput(generateLicenceSchema, fields), email);
    const licence = toLicenceJson(await generateLicence(adminContext(services), details));
    return {
      text: [
        licence.licenseKey,
        `Licence #${licence.id} for ${licence.hotelName} (${licence.hotelEmail}), ${count(licence.numberOfRooms, 'room')}.`,
        `Apply it with: innkeep license validate --hotel ${licence.hotelEmail} --key ${licence.licenseKey}`,
      ].join('\n'),
      json: licence,
    };
  });
}

/** A key that does not validate is a failure: its message on stderr, exit code 1. */
export function validateKey(input: LicenceValidateArgs): Promise<CommandResult> {
  return withServices(async (services) => {
    const fields = await licenceFieldsOf(await hotelContext(services, input.hotel));
    const request = readDetails(
      () => parseInput(adminLicenceValidationSchema, { ...fields, licenceKey: input.key }),
      input.hotel,
    );
    const result = await adminValidateLicence(adminContext(services), request);
    if (!result.isValid) throw new DomainError('INVALID_INPUT', result.message);
    return { text: result.message, json: { ...result, hotel: input.hotel } };
  });
}

export function listKeys(): Promise<CommandResult> {
  return withServices(async (services) => {
    const licences = (await listLicences(adminContext(services))).map(toLicenceJson);
    const table = formatTable(
      ['ID', 'Key', 'Hotel', 'Email', 'Rooms', 'Active', 'Created'],
      licences.map((row) => [
        String(row.id),
        row.licenseKey,
        row.hotelName,
        row.hotelEmail,
        String(row.numberOfRooms),
        row.isActive ? 'yes' : 'no',
        row.createdAt.slice(0, 10),
      ]),
    );
    return { text: licences.length ? `${table}\n${count(licences.length, 'licence')}` : 'No licences yet', json: licences };
  });
}

export function deactivateKey(id: number): Promise<CommandResult> {
  return withServices(async (services) => {
    const licence = toLicenceJson(await deactivateLicence(adminContext(services), id));
    return { text: `Licence #${licence.id} (${licence.licenseKey}, ${licence.hotelEmail}) deactivated`, json: licence };
  });
}
