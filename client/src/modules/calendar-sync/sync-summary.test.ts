import { describe, expect, it } from 'vitest';
import { syncSummary } from './sync-summary';

describe('syncSummary', () => {
  it('says what a sync did', () => {
    expect(syncSummary('Airbnb', { events: 3, added: 1, changed: 0, removed: 2, conflicts: 0 })).toBe(
      'Airbnb: 3 events (1 added, 0 changed, 2 removed)',
    );
    expect(syncSummary('Vrbo', { events: 1, added: 1, changed: 0, removed: 0, conflicts: 1 })).toBe(
      'Vrbo: 1 event (1 added, 0 changed, 0 removed); 1 conflict with bookings',
    );
  });
});
