/** What one "Sync now" did, as the toast says it. */
export interface SyncOutcome {
  events: number;
  added: number;
  changed: number;
  removed: number;
  conflicts: number;
  error?: string | null;
}

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "Airbnb: 3 events (1 added, 0 changed, 0 removed)", and the conflicts when there are. */
export function syncSummary(feedName: string, outcome: SyncOutcome): string {
  const changes = `${outcome.added} added, ${outcome.changed} changed, ${outcome.removed} removed`;
  const conflicts = outcome.conflicts ? `; ${count(outcome.conflicts, 'conflict')} with bookings` : '';
  return `${feedName}: ${count(outcome.events, 'event')} (${changes})${conflicts}`;
}
