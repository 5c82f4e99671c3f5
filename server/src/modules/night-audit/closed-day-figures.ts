import { closedDayFiguresUpdate } from '../../db/migrations/0036-closed-day-figures.migration';
import { hotelSql } from '../../db/hotel-sql';
import { rawSql } from '../../db/sql';
import type { Em } from '../../db/orm';

/**
 * Sets the hotel's closed days' statistics figures from their postings and stays, as migration 0036 did for the
 * days closed before it: for books restored from a backup, which carries each day's report but not its figures
 * (restored with the stays and postings they were kept from).
 */
export async function refreshClosedDayFigures(em: Em): Promise<void> {
  await hotelSql(em, rawSql(closedDayFiguresUpdate('d.hotel_id = :hotel')), 'run');
}
