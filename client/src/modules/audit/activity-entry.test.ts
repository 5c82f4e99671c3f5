import { describe, expect, it } from 'vitest';
import { activityCsvUrl, activityRow, activityVariables, changesText, NO_FILTER, type ActivityEntry } from './activity-entry';

const hotel = { name: 'Harbour Inn', email: 'owner@harbour.test' };
const entry: ActivityEntry = {
  id: 7,
  entity: 'Guest',
  entityId: 12,
  action: 'update',
  createdAt: '2026-11-21T15:15:00.000Z',
  person: { name: 'Clara Clerk', email: 'clara@harbour.test' },
  impersonatedBy: null,
  changes: [
    { field: 'lastName', before: 'Lovelace', after: 'Lovelace' },
    { field: 'vip', before: 'false', after: 'true' },
  ],
};

describe('a row of the Activity grid', () => {
  it('reads who, when, which record and what changed', () => {
    expect(activityRow(entry, hotel, 'America/New_York')).toEqual({
      when: 'Nov 21, 2026, 10:15 AM EST',
      who: 'Clara Clerk',
      record: 'Guest Lovelace',
      action: 'Changed',
      changes: 'lastName: Lovelace; vip: false → true',
    });
  });

  it.each([
    [
      { person: null, impersonatedBy: { name: 'Night Auditor', email: 'ops@innkeep.test' } },
      'Night Auditor (administrator, as Harbour Inn)',
    ],
    [{ person: null, impersonatedBy: null }, 'System'],
  ])('names %o as "%s"', (who, text) => {
    expect(activityRow({ ...entry, ...who }, hotel, 'America/New_York').who).toBe(text);
  });

  it('shows money and dates as the other screens do, and a clear as such', () => {
    expect(changesText([{ field: 'paidAmount', before: '0.00', after: '150.00' }])).toBe('paidAmount: $0.00 → $150.00');
    expect(changesText([{ field: 'checkInDate', before: null, after: '2027-03-01' }])).toBe('checkInDate: 03/01/27');
    expect(activityRow({ ...entry, entity: 'Hotel', action: 'clear', changes: [] }, hotel, 'UTC')).toMatchObject({
      record: 'Hotel #12',
      action: 'Cleared operational data',
    });
  });
});

describe('the filters as a request', () => {
  it('leaves out what is blank', () => {
    expect(activityVariables(NO_FILTER)).toEqual({});
    expect(activityCsvUrl(NO_FILTER)).toBe('/api/hotel/audit.csv');
    const filter = { entity: 'Booking', userId: '4', from: '2026-11-01', to: '' };
    expect(activityVariables(filter)).toEqual({ entity: 'Booking', userId: 4, from: '2026-11-01' });
    expect(activityCsvUrl(filter)).toBe('/api/hotel/audit.csv?entity=Booking&userId=4&from=2026-11-01');
  });
});
