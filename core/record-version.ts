import { DateTime } from 'luxon';
import { stale, type DomainError } from './errors';

/** The records a hotel edits in its grids, as a refusal names them. */
export type EditedRecord = 'booking' | 'guest' | 'room' | 'room type' | 'rate period' | 'tax rate' | 'amenity' | 'employee';

/**
 * Two clerks editing one record must not overwrite each other unknowingly: an edit names the version it
 * was based on, and when the record has changed since, it is refused with when that happened, on the
 * wall clock of the hotel ("3:15 PM").
 */
export function staleEditMessage(record: EditedRecord, changedAt: Date, timezone: string): string {
  const time = DateTime.fromJSDate(changedAt, { zone: timezone }).setLocale('en-US').toFormat('h:mm a');
  return `This ${record} was changed by someone else at ${time}: reload it to see the change`;
}

/** True when an edit names the version it was based on and the record has changed since (another version). */
export function isStaleEdit(expectedVersion: number | null, currentVersion: number): boolean {
  return expectedVersion !== null && expectedVersion !== currentVersion;
}

/** The refusal of a stale edit (409, code STALE). */
export function staleEdit(record: EditedRecord, changedAt: Date, timezone: string): DomainError {
  return stale(staleEditMessage(record, changedAt, timezone));
}
