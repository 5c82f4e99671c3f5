import { describe, it, expect } from 'vitest';
import { IANAZone } from 'luxon';
import { DEFAULT_TIMEZONE, TIMEZONE_OPTIONS, isOfferedTimezone, timezoneLabel, timezoneOptionsByGroup } from './timezones';

describe('timezones', () => {
  it('defaults to New York, which is offered', () => {
    expect(DEFAULT_TIMEZONE).toBe('America/New_York');
    expect(isOfferedTimezone(DEFAULT_TIMEZONE)).toBe(true);
  });

  it('offers 6 US, 4 Canada, 5 Europe, 4 Asia and 3 Australia zones', () => {
    expect(timezoneOptionsByGroup().map(({ group, options }) => `${group}:${options.length}`)).toEqual([
      'US:6',
      'Canada:4',
      'Europe:5',
      'Asia:4',
      'Australia:3',
    ]);
    expect(TIMEZONE_OPTIONS).toHaveLength(22);
  });

  it('offers only real, distinct IANA zones', () => {
    const values = TIMEZONE_OPTIONS.map((option) => option.value);
    expect(new Set(values).size).toBe(values.length);
    expect(values.filter((value) => !IANAZone.isValidZone(value))).toEqual([]);
  });

  it.each([
    ['America/Chicago', true],
    ['Pacific/Honolulu', true],
    ['Australia/Perth', true],
    ['america/chicago', false],
    ['UTC', false],
    ['Europe/Kyiv', false],
    ['', false],
    [null, false],
  ])('isOfferedTimezone(%j) is %s', (value, expected) => {
    expect(isOfferedTimezone(value)).toBe(expected);
  });

  it('labels offered zones and leaves others raw', () => {
    expect(timezoneLabel('America/New_York')).toBe('Eastern Time (New York)');
    expect(timezoneLabel('UTC')).toBe('UTC');
  });
});
