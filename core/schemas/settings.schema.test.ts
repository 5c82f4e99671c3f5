import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import {
  DEFAULT_SETTINGS,
  LICENCE_KEYS,
  SETTING_KEYS,
  resolveSettings,
  settingsToList,
  settingsUpdateSchema,
} from './settings.schema';

const firstMessage = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0].message;
};

describe('setting keys', () => {
  it('lists the 22 keys of the spec, the set-up flag, the two-factor rule, the audit’s no-shows, the renewal window, the calendar poll, the desk’s confirmations and the 6 licence keys', () => {
    expect(SETTING_KEYS).toHaveLength(28);
    expect(SETTING_KEYS.slice(-5)).toEqual([
      'require_two_factor',
      'audit_no_shows',
      'renewal_days_ahead',
      'ical_poll_minutes',
      'confirm_desk_bookings',
    ]);
    expect(LICENCE_KEYS).toEqual([
      'is_demo',
      'license_key',
      'transaction_count',
      'transaction_limit',
      'installation_date',
      'expiration_date',
    ]);
    expect(DEFAULT_SETTINGS).toEqual({
      tax_rate: '0.08',
      resort_fee_rate: '0.05',
      tax_name: 'Tax 1',
      resort_fee_name: 'Tax 2',
      is_demo: '1',
      transaction_count: '0',
      transaction_limit: '100',
      timezone: 'America/New_York',
      total_rate_entry: '0',
      setup_completed: '0',
      require_two_factor: '0',
      audit_no_shows: '0',
      renewal_days_ahead: '3',
      ical_poll_minutes: '15',
      confirm_desk_bookings: '0',
    });
  });
});

describe('settingsUpdateSchema', () => {
  it('normalises values to text and keeps only what was sent', () => {
    expect(
      settingsUpdateSchema.parse({
        motel_name: ' Sunset Motel ',
        motel_state: 'CA',
        motel_zip: 90210,
        motel_phone: null,
        tax_rate: 0.0825,
        resort_fee_rate: '0.050',
        tax_name: ' Sales Tax ',
        number_of_rooms: '24',
        timezone: 'America/Los_Angeles',
        total_rate_entry: 1,
      }),
    ).toEqual({
      motel_name: 'Sunset Motel',
      motel_state: 'CA',
      motel_zip: '90210',
      motel_phone: '',
      tax_rate: '0.0825',
      resort_fee_rate: '0.05',
      tax_name: 'Sales Tax',
      number_of_rooms: '24',
      timezone: 'America/Los_Angeles',
      total_rate_entry: '1',
    });
  });

  it('accepts and ignores the mirrored keys', () => {
    expect(
      settingsUpdateSchema.parse({
        hotel_timezone: 'Mars/Base',
        tax1_name: '',
        tax2_name: 'x',
        timezone: 'Europe/London',
      }),
    ).toEqual({ timezone: 'Europe/London' });
  });

  it.each([
    [{ total_rate_entry: true }, '1'],
    [{ total_rate_entry: false }, '0'],
    [{ total_rate_entry: '0' }, '0'],
  ])('%j sets total_rate_entry to %j', (input, expected) => {
    expect(settingsUpdateSchema.parse(input).total_rate_entry).toBe(expected);
  });

  it.each([
    [{ setup_completed: true }, '1'],
    [{ setup_completed: '1' }, '1'],
    [{ setup_completed: 0 }, '0'],
  ])('%j sets setup_completed to %j', (input, expected) => {
    expect(settingsUpdateSchema.parse(input).setup_completed).toBe(expected);
  });

  it.each([
    [{ audit_no_shows: true }, '1'],
    [{ audit_no_shows: '1' }, '1'],
    [{ audit_no_shows: 0 }, '0'],
  ])('%j sets audit_no_shows to %j', (input, expected) => {
    expect(settingsUpdateSchema.parse(input).audit_no_shows).toBe(expected);
  });

  it.each([
    [{ confirm_desk_bookings: true }, '1'],
    [{ confirm_desk_bookings: '0' }, '0'],
  ])('%j sets confirm_desk_bookings to %j', (input, expected) => {
    expect(settingsUpdateSchema.parse(input).confirm_desk_bookings).toBe(expected);
  });

  it.each([
    [7, '7'],
    ['0', '0'],
    ['060', '60'],
    ['', ''],
  ])('renewal_days_ahead %j becomes %j', (value, expected) => {
    expect(settingsUpdateSchema.parse({ renewal_days_ahead: value }).renewal_days_ahead).toBe(expected);
  });

  it.each([
    ['', ''],
    ['1', '1'],
    ['007', '7'],
    [999999, '999999'],
  ])('number_of_rooms %j becomes %j', (value, expected) => {
    expect(settingsUpdateSchema.parse({ number_of_rooms: value }).number_of_rooms).toBe(expected);
  });

  it.each([
    [{ motel_state: 'CAL' }, 'State must be at most 2 characters'],
    [{ number_of_rooms: 0 }, 'Number of rooms must be between 1 and 999999'],
    [{ number_of_rooms: '1000000' }, 'Number of rooms must be between 1 and 999999'],
    [{ number_of_rooms: '12.5' }, 'Number of rooms must be between 1 and 999999'],
    [{ number_of_rooms: 'ten' }, 'Number of rooms must be between 1 and 999999'],
    [{ timezone: 'UTC' }, 'Please choose one of the offered timezones'],
    [{ timezone: '' }, 'Please choose one of the offered timezones'],
    [{ total_rate_entry: '2' }, 'Total rate entry must be 0 or 1'],
    [{ total_rate_entry: 'yes' }, 'Total rate entry must be 0 or 1'],
    [{ setup_completed: 'done' }, 'Setup completed must be 0 or 1'],
    [{ audit_no_shows: 'yes' }, 'Audit no-shows must be 0 or 1'],
    [{ audit_no_shows: '2' }, 'Audit no-shows must be 0 or 1'],
    [{ confirm_desk_bookings: 'always' }, 'Confirm desk bookings must be 0 or 1'],
    [{ renewal_days_ahead: '61' }, 'Renewal days ahead must be a whole number from 0 to 60'],
    [{ renewal_days_ahead: '2.5' }, 'Renewal days ahead must be a whole number from 0 to 60'],
    [{ renewal_days_ahead: -1 }, 'Renewal days ahead must be a whole number from 0 to 60'],
    [{ tax_rate: '8.25' }, 'Tax rate must be a fraction between 0 and 1'],
    [{ resort_fee_rate: '-0.01' }, 'Tax rate must be a fraction between 0 and 1'],
    [{ tax_rate: '0.0000001' }, 'Tax rate must be a fraction between 0 and 1'],
    [{ tax_rate: '' }, 'Tax rate must be a fraction between 0 and 1'],
    [{ tax_name: '  ' }, 'Tax name is required'],
    [{ resort_fee_name: 'x'.repeat(51) }, 'Tax name must be at most 50 characters'],
    [{ motel_name: 'x'.repeat(201) }, 'Hotel name must be at most 200 characters'],
    [{ motel_phone: { number: 1 } }, 'motel_phone must be text or a number'],
    [{ motel_name: true }, 'motel_name must be text or a number'],
    [{ x: '1' }, 'Unknown setting: x'],
    [{ motel_email: 'a@b.c' }, 'Unknown setting: motel_email'],
    [{ is_demo: '0' }, 'is_demo cannot be changed here'],
    [{ license_key: 'ABC' }, 'license_key cannot be changed here'],
    [{ transaction_limit: 999999 }, 'transaction_limit cannot be changed here'],
    [{ expiration_date: '2099-01-01' }, 'expiration_date cannot be changed here'],
  ])('%j is refused with %j', (input, message) => {
    expect(firstMessage(settingsUpdateSchema, input)).toBe(message);
  });

  it.each([[null], [[]], ['motel_name=x'], [5]])('%j is not a settings object', (input) => {
    expect(firstMessage(settingsUpdateSchema, input)).toBe('Settings must be an object of setting names and values');
  });

  it('accepts an empty update', () => {
    expect(settingsUpdateSchema.parse({})).toEqual({});
  });
});

describe('settingsToList', () => {
  it('lists every key in order with defaults and mirrors', () => {
    expect(settingsToList({})).toEqual([
      { key: 'motel_name', value: '' },
      { key: 'motel_address', value: '' },
      { key: 'motel_city', value: '' },
      { key: 'motel_state', value: '' },
      { key: 'motel_zip', value: '' },
      { key: 'motel_phone', value: '' },
      { key: 'tax_rate', value: '0.08' },
      { key: 'resort_fee_rate', value: '0.05' },
      { key: 'tax_name', value: 'Tax 1' },
      { key: 'resort_fee_name', value: 'Tax 2' },
      { key: 'tax1_name', value: 'Tax 1' },
      { key: 'tax2_name', value: 'Tax 2' },
      { key: 'installation_date', value: '' },
      { key: 'expiration_date', value: '' },
      { key: 'transaction_count', value: '0' },
      { key: 'transaction_limit', value: '100' },
      { key: 'is_demo', value: '1' },
      { key: 'license_key', value: '' },
      { key: 'number_of_rooms', value: '' },
      { key: 'timezone', value: 'America/New_York' },
      { key: 'hotel_timezone', value: 'America/New_York' },
      { key: 'total_rate_entry', value: '0' },
      { key: 'setup_completed', value: '0' },
      { key: 'require_two_factor', value: '0' },
      { key: 'audit_no_shows', value: '0' },
      { key: 'renewal_days_ahead', value: '3' },
      { key: 'ical_poll_minutes', value: '15' },
      { key: 'confirm_desk_bookings', value: '0' },
    ]);
  });

  it('keeps stored values, fills blanks, mirrors sources and drops unknown keys', () => {
    const list = settingsToList({
      motel_name: 'Sunset Motel',
      tax_name: 'Sales Tax',
      resort_fee_name: '',
      tax1_name: 'stale',
      timezone: 'Europe/Paris',
      hotel_timezone: 'America/Chicago',
      transaction_count: '12',
      legacy_key: 'x',
    });
    const value = (key: string) => list.find((entry) => entry.key === key)?.value;
    expect(list).toHaveLength(28);
    expect(value('motel_name')).toBe('Sunset Motel');
    expect(value('tax1_name')).toBe('Sales Tax');
    expect(value('resort_fee_name')).toBe('Tax 2');
    expect(value('tax2_name')).toBe('Tax 2');
    expect(value('hotel_timezone')).toBe('Europe/Paris');
    expect(value('transaction_count')).toBe('12');
    expect(value('legacy_key')).toBeUndefined();
  });

  it('resolveSettings gives the same values as a map', () => {
    const resolved = resolveSettings({ tax_rate: '0.07', is_demo: '0', license_key: 'KEY-1' });
    expect([resolved.tax_rate, resolved.resort_fee_rate, resolved.is_demo, resolved.license_key]).toEqual([
      '0.07',
      '0.05',
      '0',
      'KEY-1',
    ]);
  });
});
