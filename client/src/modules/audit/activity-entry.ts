import { auditRecordText } from '@core/audit-records';
import { actionText, actorText, fieldValue, whenText, type HistoryPerson } from './history-entry';

export interface ActivityFilter {
  entity: string;
  /** A person's id as the select holds it; '' for everyone. */
  userId: string;
  /** 'YYYY-MM-DD' or ''. */
  from: string;
  to: string;
}

export const NO_FILTER: ActivityFilter = { entity: '', userId: '', from: '', to: '' };

export interface ActivityEntry {
  id: number;
  entity: string;
  entityId: number;
  action: string;
  createdAt: string;
  person: HistoryPerson | null;
  impersonatedBy: HistoryPerson | null;
  changes: readonly { field: string; before: string | null; after: string | null }[];
}

/** One row of the Activity grid, as text. */
export interface ActivityRow {
  when: string;
  who: string;
  record: string;
  action: string;
  changes: string;
}

/** The filter as the API's query parameters and the GraphQL variables: blanks left out. */
export function activityVariables(filter: ActivityFilter): {
  entity?: string;
  userId?: number;
  from?: string;
  to?: string;
} {
  return {
    ...(filter.entity && { entity: filter.entity }),
    ...(filter.userId && { userId: Number(filter.userId) }),
    ...(filter.from && { from: filter.from }),
    ...(filter.to && { to: filter.to }),
  };
}

/** GET /api/hotel/audit.csv with the screen's filters. */
export function activityCsvUrl(filter: ActivityFilter): string {
  const query = new URLSearchParams(
    Object.entries(activityVariables(filter)).map(([key, value]) => [key, String(value)] as [string, string]),
  ).toString();
  return `/api/hotel/audit.csv${query ? `?${query}` : ''}`;
}

/** "vip: false → true; note: Towels"; a value that did not change (which record it was) reads once. */
export function changesText(changes: ActivityEntry['changes']): string {
  return changes
    .map(({ field, before, after }) => {
      if (before === after || before === null) return `${field}: ${fieldValue(field, after)}`;
      if (after === null) return `${field}: ${fieldValue(field, before)}`;
      return `${field}: ${fieldValue(field, before)} → ${fieldValue(field, after)}`;
    })
    .join('; ');
}

/** Who: the person; an administrator impersonating the hotel as such; the system. */
export function activityWho(entry: ActivityEntry, hotel: HistoryPerson): string {
  return actorText(entry.person ?? (entry.impersonatedBy ? hotel : null), entry.impersonatedBy);
}

export function activityRow(entry: ActivityEntry, hotel: HistoryPerson, timeZone: string): ActivityRow {
  return {
    when: whenText(entry.createdAt, timeZone),
    who: activityWho(entry, hotel),
    record: auditRecordText(entry.entity, entry.entityId, entry.changes),
    action: entry.action === 'clear' ? 'Cleared operational data' : actionText(entry.action),
    changes: changesText(entry.changes),
  };
}
