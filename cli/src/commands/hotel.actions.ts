import { planHotelImport } from '@core/hotel-import';
import type { HotelExportArgs, HotelImportArgs } from '../cli.schema';
import { readFileSync } from 'node:fs';
import { toAdminHotelDto, listHotels } from '../../../server/src/modules/admin';
import { exportHotel, importHotels, type ImportedHotel } from '../../../server/src/modules/hotel-transfer';
import { adminContext, hotelContext, withServices } from '../cli-context';
import { CliError } from '../cli-error';
import type { CommandResult } from '../command';
import { readImportFile } from '../import/import-file';
import { count, formatTable } from '../output';
import { writeOutputFile } from '../write-file';

export function listHotelAccounts(): Promise<CommandResult> {
  return withServices(async (services) => {
    const hotels = (await listHotels(adminContext(services))).map(toAdminHotelDto);
    const table = formatTable(
      ['ID', 'Name', 'Email', 'Verified', 'Rooms', 'Created'],
      hotels.map((row) => [
        String(row.id),
        row.name,
        row.email,
        row.isEmailVerified ? 'yes' : 'no',
        String(row.numberOfRooms ?? ''),
        row.createdAt.slice(0, 10),
      ]),
    );
    return { text: hotels.length ? `${table}\n${count(hotels.length, 'hotel')}` : 'No hotels yet', json: hotels };
  });
}

/** The whole file is read and checked before the database is opened; the emails are checked in it. */
export function importHotelFile(input: HotelImportArgs): Promise<CommandResult> {
  const file = readImportFile(readText(input.file), input.format);
  const plan = planHotelImport(file.rows);
  const problems = [...file.problems, ...plan.problems];
  return withServices(async (services) => {
    const result = await importHotels(adminContext(services), { hotels: plan.hotels, problems }, { dryRun: input.dryRun });
    return { text: importSummary(result.hotels, result.dryRun), json: result };
  });
}

export function exportHotelFile(input: HotelExportArgs): Promise<CommandResult> {
  return withServices(async (services) => {
    const exported = await exportHotel(await hotelContext(services, input.email));
    const file = writeOutputFile(input.out, `${JSON.stringify(exported, null, 2)}\n`);
    const hotel = exported.hotels[0]!;
    const counts = { roomTypes: hotel.roomTypes.length, rooms: hotel.rooms.length, guests: hotel.guests.length };
    return {
      text: `Exported ${hotel.name} (${hotel.email}) to ${file}: ${count(counts.roomTypes, 'room type')}, ${count(counts.rooms, 'room')}, ${count(counts.guests, 'guest')}`,
      json: { file, email: hotel.email, ...counts },
    };
  });
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message;
    throw new CliError(`Cannot read ${file}: ${reason}`);
  }
}

function importSummary(hotels: readonly ImportedHotel[], dryRun: boolean): string {
  if (hotels.length === 0) return 'The file has no hotels: nothing to import';
  const signIn = (row: ImportedHotel) => {
    if (row.signIn === 'password')
      return dryRun ? 'would sign in with the password from the file' : 'signs in with the password from the file';
    return dryRun ? 'would be sent a link to set a password' : 'was sent a link to set a password';
  };
  const lines = hotels.map((row) => {
    const id = row.id === null ? '' : `#${row.id} `;
    const contents = `${count(row.roomTypes, 'room type')}, ${count(row.rooms, 'room')}, ${count(row.guests, 'guest')}`;
    return `  ${id}${row.name} <${row.email}>: ${contents}; ${signIn(row)}`;
  });
  const head = dryRun
    ? `The file is valid: it would import ${count(hotels.length, 'hotel')} (nothing was written)`
    : `Imported ${count(hotels.length, 'hotel')}`;
  return `${head}:\n${lines.join('\n')}`;
}
