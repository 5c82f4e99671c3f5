import { fractionToPercent, percentToFraction } from '@core/schemas/tax-rate.schema';
import { DEFAULT_SETTINGS, settingsUpdateSchema, type EditableSettingKey } from '@core/schemas/settings.schema';
import { DEFAULT_TIMEZONE } from '@core/timezones';
import { z } from 'zod';

/**
 * The keys the Hotel Information form edits, and the only ones it sends: licence keys belong to the
 * licence card, and the mirrors (hotel_timezone, tax1_name, tax2_name) follow their sources on the server.
 */
export const HOTEL_SETTINGS_FIELDS = [
  'motel_name',
  'motel_address',
  'motel_city',
  'motel_state',
  'motel_zip',
  'motel_phone',
  'number_of_rooms',
  'tax_name',
  'tax_rate',
  'resort_fee_name',
  'resort_fee_rate',
  'timezone',
  'total_rate_entry',
  'renewal_days_ahead',
  'ical_poll_minutes',
] as const satisfies readonly EditableSettingKey[];

export type HotelSettingsField = (typeof HOTEL_SETTINGS_FIELDS)[number];

/** What the form holds: text as typed; tax_rate and resort_fee_rate as percents ("8.00"), not fractions. */
export type HotelSettingsFormValues = Record<HotelSettingsField, string>;

export interface SettingEntry {
  key: string;
  value: string;
}

/** The two rates are stored as fractions ("0.08") and shown as percents with 2 decimals ("8.00"). */
const PERCENT_FIELDS = {
  tax_rate: 'Tax rate must be a percentage from 0 to 100',
  resort_fee_rate: 'Resort fee rate must be a percentage from 0 to 100',
} as const satisfies Partial<Record<HotelSettingsField, string>>;
type PercentField = keyof typeof PERCENT_FIELDS;

const isPercentField = (field: HotelSettingsField): field is PercentField => Object.hasOwn(PERCENT_FIELDS, field);

/** A fraction may have 6 decimals, so a percent may have 4. */
const PERCENT_DECIMALS_MESSAGE = 'Use at most 4 decimals';

/** Total-rate entry (spec 2 and 9): '0' enter the base rate, '1' enter the total including taxes. */
export const TOTAL_RATE_ENTRY_CHOICES = [
  { value: '0', label: 'Base Rate Entry', description: 'Enter the base rate; taxes are calculated automatically.' },
  {
    value: '1',
    label: 'Total Rate Entry',
    description: 'Enter the total amount including taxes; the base rate is worked out from it.',
  },
] as const;

/** The form's values from the settings list (GET answers every key with its default filled in). */
export function formValuesFromSettings(settings: readonly SettingEntry[]): HotelSettingsFormValues {
  const stored = new Map(settings.map((entry) => [entry.key, entry.value] as const));
  const value = (key: HotelSettingsField) => stored.get(key) ?? DEFAULT_SETTINGS[key] ?? '';
  const percent = (key: PercentField) => {
    const fraction = value(key);
    return fraction.trim() === '' ? '' : (fractionToPercent(fraction) ?? fraction);
  };
  return {
    motel_name: value('motel_name'),
    motel_address: value('motel_address'),
    motel_city: value('motel_city'),
    motel_state: value('motel_state'),
    motel_zip: value('motel_zip'),
    motel_phone: value('motel_phone'),
    number_of_rooms: value('number_of_rooms'),
    tax_name: value('tax_name'),
    tax_rate: percent('tax_rate'),
    resort_fee_name: value('resort_fee_name'),
    resort_fee_rate: percent('resort_fee_rate'),
    timezone: value('timezone') || DEFAULT_TIMEZONE,
    total_rate_entry: value('total_rate_entry') === '1' ? '1' : '0',
    renewal_days_ahead: value('renewal_days_ahead'),
    ical_poll_minutes: value('ical_poll_minutes'),
  };
}

export function sameFormValues(a: HotelSettingsFormValues, b: HotelSettingsFormValues): boolean {
  return HOTEL_SETTINGS_FIELDS.every((field) => a[field] === b[field]);
}

/** The value the server stores for one field: the percent fields go back to fractions. */
function payloadValue(field: HotelSettingsField, text: string): { value: string } | { error: string } {
  if (!isPercentField(field)) return { value: text };
  const fraction = percentToFraction(text);
  if (fraction === null || Number(fraction) > 1) return { error: PERCENT_FIELDS[field] };
  return { value: fraction };
}

/**
 * The form's values → the updateSettings input. Each field is checked on its own with the core
 * settingsUpdateSchema (the server's own rules), so every wrong field shows its message at once, under
 * the field, word for word (e.g. 'State must be at most 2 characters').
 */
export const hotelSettingsFormSchema = z.transform((input: HotelSettingsFormValues, ctx): SettingEntry[] => {
  const entries: SettingEntry[] = [];
  let valid = true;
  for (const field of HOTEL_SETTINGS_FIELDS) {
    const converted = payloadValue(field, input[field] ?? '');
    if ('error' in converted) {
      ctx.addIssue({ code: 'custom', message: converted.error, path: [field] });
      valid = false;
      continue;
    }
    const checked = settingsUpdateSchema.safeParse({ [field]: converted.value });
    if (!checked.success) {
      const message = isPercentField(field) ? PERCENT_DECIMALS_MESSAGE : (checked.error.issues[0]?.message ?? 'Invalid value');
      ctx.addIssue({ code: 'custom', message, path: [field] });
      valid = false;
      continue;
    }
    entries.push({ key: field, value: checked.data[field] ?? '' });
  }
  return valid ? entries : z.NEVER;
});
