import { describe, expect, it } from 'vitest';
import { DomainError } from './errors';
import { isStaleEdit, staleEdit, staleEditMessage } from './record-version';

describe('staleEditMessage', () => {
  it.each([
    [
      '2026-12-15T20:15:00Z',
      'America/New_York',
      'booking',
      'This booking was changed by someone else at 3:15 PM: reload it to see the change',
    ],
    [
      '2026-12-15T20:15:00Z',
      'Asia/Tokyo',
      'guest',
      'This guest was changed by someone else at 5:15 AM: reload it to see the change',
    ],
    [
      '2026-07-01T04:05:00Z',
      'America/Los_Angeles',
      'room type',
      'This room type was changed by someone else at 9:05 PM: reload it to see the change',
    ],
    [
      '2026-07-01T12:00:00Z',
      'Europe/London',
      'tax rate',
      'This tax rate was changed by someone else at 1:00 PM: reload it to see the change',
    ],
    [
      '2026-07-01T00:30:00Z',
      'UTC',
      'amenity',
      'This amenity was changed by someone else at 12:30 AM: reload it to see the change',
    ],
  ] as const)('%s in %s (%s)', (at, zone, record, message) => {
    expect(staleEditMessage(record, new Date(at), zone)).toBe(message);
  });
});

describe('isStaleEdit', () => {
  it.each([
    [null, 3, false],
    [3, 3, false],
    [2, 3, true],
    [4, 3, true],
  ] as const)('version %s against %i: %s', (expected, current, isStale) => {
    expect(isStaleEdit(expected, current)).toBe(isStale);
  });
});

describe('staleEdit', () => {
  it('is a 409 of code STALE with the message', () => {
    const refusal = staleEdit('employee', new Date('2026-12-15T20:15:00Z'), 'America/Chicago');
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal.code).toBe('STALE');
    expect(refusal.message).toBe('This employee was changed by someone else at 2:15 PM: reload it to see the change');
  });
});
