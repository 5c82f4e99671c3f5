import { settingsToList } from '@core/schemas/settings.schema';
import { describe, expect, it } from 'vitest';
import {
  formValuesFromSettings,
  hotelSettingsFormSchema,
  sameFormValues,
  type HotelSettingsFormValues,
} from './hotel-settings-form';

const stored = settingsToList({
  motel_name: 'Harbor Inn',
  motel_address: '1 Pier Road',
  motel_city: 'Boston',
  motel_state: 'MA',
  motel_zip: '02110',
  motel_phone: '617-555-0100',
  number_of_rooms: '40',
  tax_rate: '0.0825',
  is_demo: '1',
  license_key: '',
});

const values = (changes: Partial<HotelSettingsFormValues> = {}): HotelSettingsFormValues => ({
  ...formValuesFromSettings(stored),
  ...changes,
});

const errorsOf = (input: HotelSettingsFormValues) => {
  const result = hotelSettingsFormSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('Hotel Information form', () => {
  it('reads the settings, showing the two rates as percents with 2 decimals and the defaults filled in', () => {
    expect(formValuesFromSettings(stored)).toEqual({
      motel_name: 'Harbor Inn',
      motel_address: '1 Pier Road',
      motel_city: 'Boston',
      motel_state: 'MA',
      motel_zip: '02110',
      motel_phone: '617-555-0100',
      number_of_rooms: '40',
      tax_name: 'Tax 1',
      tax_rate: '8.25',
      resort_fee_name: 'Tax 2',
      resort_fee_rate: '5.00',
      timezone: 'America/New_York',
      total_rate_entry: '0',
      renewal_days_ahead: '3',
      ical_poll_minutes: '15',
    });
    // A hotel that set it reads its own.
    expect(formValuesFromSettings(settingsToList({ renewal_days_ahead: '7' })).renewal_days_ahead).toBe('7');
  });

  it('fills the defaults for a list without the keys', () => {
    const empty = formValuesFromSettings([]);
    expect([empty.tax_rate, empty.resort_fee_rate, empty.timezone, empty.total_rate_entry]).toEqual([
      '8.00',
      '5.00',
      'America/New_York',
      '0',
    ]);
  });

  it('sends only the keys it edits, the rates as fractions', () => {
    const result = hotelSettingsFormSchema.parse(
      values({
        motel_name: '  Harbor Inn & Suites ',
        tax_rate: '8.5',
        resort_fee_rate: '0',
        timezone: 'Europe/Paris',
        total_rate_entry: '1',
        renewal_days_ahead: ' 5 ',
      }),
    );
    expect(Object.fromEntries(result.map((entry) => [entry.key, entry.value]))).toEqual({
      motel_name: 'Harbor Inn & Suites',
      motel_address: '1 Pier Road',
      motel_city: 'Boston',
      motel_state: 'MA',
      motel_zip: '02110',
      motel_phone: '617-555-0100',
      number_of_rooms: '40',
      tax_name: 'Tax 1',
      tax_rate: '0.085',
      resort_fee_name: 'Tax 2',
      resort_fee_rate: '0',
      timezone: 'Europe/Paris',
      total_rate_entry: '1',
      renewal_days_ahead: '5',
      ical_poll_minutes: '15',
    });
    expect(result.map((entry) => entry.key)).not.toContain('is_demo');
    expect(result.map((entry) => entry.key)).not.toContain('license_key');
  });

  it.each([
    [{ motel_state: 'MAS' }, { motel_state: 'State must be at most 2 characters' }],
    [{ number_of_rooms: '0' }, { number_of_rooms: 'Number of rooms must be between 1 and 999999' }],
    [{ number_of_rooms: '1000000' }, { number_of_rooms: 'Number of rooms must be between 1 and 999999' }],
    [{ number_of_rooms: '2.5' }, { number_of_rooms: 'Number of rooms must be between 1 and 999999' }],
    [{ tax_rate: '100.01' }, { tax_rate: 'Tax rate must be a percentage from 0 to 100' }],
    [{ tax_rate: '-1' }, { tax_rate: 'Tax rate must be a percentage from 0 to 100' }],
    [{ resort_fee_rate: 'abc' }, { resort_fee_rate: 'Resort fee rate must be a percentage from 0 to 100' }],
    [{ tax_rate: '8.123456' }, { tax_rate: 'Use at most 4 decimals' }],
    [{ tax_name: '  ' }, { tax_name: 'Tax name is required' }],
    [{ timezone: 'Mars/Olympus' }, { timezone: 'Please choose one of the offered timezones' }],
    [{ renewal_days_ahead: '61' }, { renewal_days_ahead: 'Renewal days ahead must be a whole number from 0 to 60' }],
    [{ renewal_days_ahead: '2.5' }, { renewal_days_ahead: 'Renewal days ahead must be a whole number from 0 to 60' }],
    [{ renewal_days_ahead: '-1' }, { renewal_days_ahead: 'Renewal days ahead must be a whole number from 0 to 60' }],
    [{ ical_poll_minutes: '4' }, { ical_poll_minutes: 'Calendar sync minutes must be a whole number from 5 to 1440' }],
  ])('refuses %o with the message under the field', (changes, expected) => {
    expect(errorsOf(values(changes))).toEqual(expected);
  });

  it('reports every wrong field at once', () => {
    expect(Object.keys(errorsOf(values({ motel_state: 'ABC', number_of_rooms: '0' })))).toEqual([
      'motel_state',
      'number_of_rooms',
    ]);
  });

  it('accepts 100 %, 4 decimals, a blank number of rooms and 0 to 60 days of renewal', () => {
    expect(errorsOf(values({ tax_rate: '100', resort_fee_rate: '8.1234', number_of_rooms: '' }))).toEqual({});
    // Renewing on the check-out day itself, or sixty days ahead.
    expect(errorsOf(values({ renewal_days_ahead: '0' }))).toEqual({});
    expect(errorsOf(values({ renewal_days_ahead: '60' }))).toEqual({});
  });

  it('tells changed values from unchanged ones', () => {
    expect(sameFormValues(values(), values())).toBe(true);
    expect(sameFormValues(values(), values({ motel_city: 'Salem' }))).toBe(false);
  });
});
