import { describe, expect, it } from 'vitest';
import { conflictMessage, feedSyncText, pollMinutes } from './calendar-sync';

describe('conflictMessage', () => {
  it('names the room, the feed, the event’s dates and the booking', () => {
    expect(
      conflictMessage({ roomNumber: '104', feedName: 'Airbnb', startDate: '2026-12-15', endDate: '2026-12-18', bookingId: 1503 }),
    ).toBe('Room 104: Airbnb event 12/15–12/18 overlaps booking #1503');
  });
});

describe('feedSyncText', () => {
  const zone = 'America/New_York';
  it.each([
    [{ lastSyncedAt: null, failingSince: null }, 'Not synced yet'],
    [{ lastSyncedAt: '2026-12-15T20:04:00.000Z', failingSince: null }, 'Last synced 12/15/26 3:04 PM'],
    [
      { lastSyncedAt: '2026-12-15T20:04:00.000Z', failingSince: '2026-12-16T14:30:00.000Z' },
      'Last synced 12/15/26 3:04 PM, failing since 12/16/26 9:30 AM',
    ],
    [{ lastSyncedAt: null, failingSince: new Date('2026-12-16T14:30:00.000Z') }, 'Never synced, failing since 12/16/26 9:30 AM'],
  ])('%j reads "%s"', (state, text) => {
    expect(feedSyncText(state, zone)).toBe(text);
  });
});

describe('pollMinutes', () => {
  it.each([
    [undefined, 15],
    ['', 15],
    ['5', 5],
    ['60', 60],
    ['4', 15],
    ['1441', 15],
    ['x', 15],
  ])('%j is %i minutes', (setting, minutes) => {
    expect(pollMinutes(setting)).toBe(minutes);
  });
});
