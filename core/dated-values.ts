import type { CalendarDate } from './stay-dates';

/**
 * Values changed from a date (a room type's rates, a tax rate): the record's own values are those in force
 * from the start, and each change those in force from its date until the next change. A stay is priced by
 * what is in force on its check-in date; "scheduled" are the changes after the hotel's today.
 */
export interface DatedChange<T> {
  effectiveFrom: CalendarDate;
  values: T;
}

/** The values in force on `date`: the latest change from that date or before, else the record's own. */
export function valuesOn<T>(own: T, changes: readonly DatedChange<T>[], date: CalendarDate): T {
  return changeInForce(changes, date)?.values ?? own;
}

/** The change in force on `date`, or null while the record's own values are (no change from that date or before). */
export function changeInForce<T>(changes: readonly DatedChange<T>[], date: CalendarDate): DatedChange<T> | null {
  return changes.reduce<DatedChange<T> | null>(
    (found, change) =>
      change.effectiveFrom <= date && (found === null || change.effectiveFrom > found.effectiveFrom) ? change : found,
    null,
  );
}

/** The changes still to come after `today`, the soonest first. */
export function scheduledAfter<T>(changes: readonly DatedChange<T>[], today: CalendarDate): DatedChange<T>[] {
  return changes.filter((change) => change.effectiveFrom > today).sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
}

export const PAST_EFFECTIVE_FROM_MESSAGE = 'Effective from must be today or later';

/** A dated change may start today or later; the past is what stays were priced by. Null when allowed. */
export function effectiveFromRefusal(effectiveFrom: CalendarDate, today: CalendarDate): string | null {
  return effectiveFrom < today ? `${PAST_EFFECTIVE_FROM_MESSAGE} (today is ${today})` : null;
}

/** A change already in force is what stays were priced by: only a new change replaces it. */
export const inForceRefusal = (date: CalendarDate) =>
  `The change of ${date} is already in force and cannot be withdrawn: change the current values instead`;
