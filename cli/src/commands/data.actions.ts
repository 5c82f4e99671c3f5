import type { DataRestoreArgs } from '../cli.schema';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { requireHotelId } from '../../../server/src/modules/accounts';
import { readBackupFile, clearOperationalData, restoreBackup } from '../../../server/src/modules/operational-data';
import { hotelContext, withServices } from '../cli-context';
import type { CommandResult } from '../command';
import { count } from '../output';

/** The same backup as DELETE /api/hotel/clear, written under DATA_DIR/backups before anything is deleted. */
export function clearData(email: string): Promise<CommandResult> {
  return withServices(async (services) => {
    const result = await clearOperationalData(await hotelContext(services, email));
    const backup = path.join(services.config.dataDir, result.backup);
    return {
      text: `${result.message} for ${email}.\nBackup: ${backup}\nRestore it with: innkeep data restore ${backup}`,
      json: { message: result.message, hotel: email, backup },
    };
  });
}

/** A backup as `data clear` prints it, or as the API names it ("backups/hotel-3-….json", under DATA_DIR). */
function locateBackup(file: string, dataDir: string): string {
  const underDataDir = path.resolve(dataDir, file);
  return !existsSync(file) && existsSync(underDataDir) ? underDataDir : path.resolve(file);
}

export function restoreData(input: DataRestoreArgs): Promise<CommandResult> {
  return withServices(async (services) => {
    const file = locateBackup(input.backup, services.config.dataDir);
    const email = input.hotel ?? readBackupFile(file).hotel.email;
    const ctx = await hotelContext(services, email);
    const restored = await restoreBackup(ctx.em, requireHotelId(ctx), file);
    const contents = [
      count(restored.roomTypes, 'room type'),
      count(restored.ratePeriods, 'rate period'),
      count(restored.rooms, 'room'),
      count(restored.guests, 'guest'),
      count(restored.bookings, 'booking'),
      count(restored.closedDays, 'closed day'),
    ].join(', ');
    return { text: `Restored ${path.basename(file)} into ${email}: ${contents}`, json: { hotel: email, file, ...restored } };
  });
}
