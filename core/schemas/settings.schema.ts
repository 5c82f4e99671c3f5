import { z } from 'zod';
import { DEFAULT_TIMEZONE, isOfferedTimezone } from '../timezones';
import { fractionSchema } from './common';
import { DEFAULT_RENEWAL_DAYS_AHEAD, RENEWAL_DAYS_AHEAD_MAX } from '../renewal';

/**
 * Every hotel setting key of spec section 3, in the order GET /api/hotel/settings lists them, and
 * setup_completed: the set-up wizard's done flag, kept per hotel rather than per browser (issue 12, item 8),
 * and require_two_factor: '1' when the Owner requires two-factor sign-in of everyone (issue 15), and
 * audit_no_shows: '1' when the night audit marks the arrivals left Reserved No Show itself (issue 25), and
 * renewal_days_ahead: how many days before its check-out a stay with autoRenew is renewed (issue 26), and
 * confirm_desk_bookings: '1' when every booking the desk makes mails its guest the confirmation the booking page sends.
 */
export const SETTING_KEYS = [
  'motel_name',
  'motel_address',
  'motel_city',
  'motel_state',
  'motel_zip',
  'motel_phone',
  'tax_rate',
  'resort_fee_rate',
  'tax_name',
  'resort_fee_name',
  'tax1_name',
  'tax2_name',
  'installation_date',
  'expiration_date',
  'transaction_count',
  'transaction_limit',
  'is_demo',
  'license_key',
  'number_of_rooms',
  'timezone',
  'hotel_timezone',
  'total_rate_entry',
  'setup_completed',
  'require_two_factor',
  'audit_no_shows',
  'renewal_days_ahead',
  'confirm_desk_bookings',
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

/** Owned by licensing: PUT /api/hotel/settings may not change them. */
export const LICENCE_KEYS = [
  'is_demo',
  'license_key',
  'transaction_count',
  'transaction_limit',
  'installation_date',
  'expiration_date',
] as const satisfies readonly SettingKey[];
export type LicenceKey = (typeof LICENCE_KEYS)[number];

/** Mirrors kept for older readers: always derived from their source key, never stored on their own. */
export const MIRRORED_KEYS = {
  hotel_timezone: 'timezone',
  tax1_name: 'tax_name',
  tax2_name: 'resort_fee_name',
} as const satisfies Partial<Record<SettingKey, SettingKey>>;
export type MirroredKey = keyof typeof MIRRORED_KEYS;

export type EditableSettingKey = Exclude<SettingKey, LicenceKey | MirroredKey>;

export const DEFAULT_TRANSACTION_LIMIT = '100';

/** Defaults when a setting is missing or blank (spec sections 3, 4 and 9). */
export const DEFAULT_SETTINGS: Readonly<Partial<Record<SettingKey, string>>> = {
  tax_rate: '0.08',
  resort_fee_rate: '0.05',
  tax_name: 'Tax 1',
  resort_fee_name: 'Tax 2',
  is_demo: '1',
  transaction_count: '0',
  transaction_limit: DEFAULT_TRANSACTION_LIMIT,
  timezone: DEFAULT_TIMEZONE,
  total_rate_entry: '0',
  setup_completed: '0',
  require_two_factor: '0',
  audit_no_shows: '0',
  renewal_days_ahead: String(DEFAULT_RENEWAL_DAYS_AHEAD),
  confirm_desk_bookings: '0',
};

const TAX_RATE_MESSAGE = 'Tax rate must be a fraction between 0 and 1';
const taxRateSchema = fractionSchema(TAX_RATE_MESSAGE);

type Check = (text: string) => { value: string } | { error: string };

const maxLength =
  (label: string, max: number): Check =>
  (text) =>
    text.length <= max ? { value: text } : { error: `${label} must be at most ${max} characters` };

const taxName: Check = (text) =>
  !text
    ? { error: 'Tax name is required' }
    : text.length > 50
      ? { error: 'Tax name must be at most 50 characters' }
      : { value: text };

const fraction: Check = (text) => {
  const parsed = taxRateSchema.safeParse(text);
  return parsed.success ? { value: parsed.data } : { error: TAX_RATE_MESSAGE };
};

const EDITABLE_CHECKS: Readonly<Record<EditableSettingKey, Check>> = {
  motel_name: maxLength('Hotel name', 200),
  motel_address: maxLength('Address', 200),
  motel_city: maxLength('City', 100),
  motel_state: (text) => (text.length <= 2 ? { value: text } : { error: 'State must be at most 2 characters' }),
  motel_zip: maxLength('Zip code', 20),
  motel_phone: maxLength('Phone', 40),
  tax_rate: fraction,
  resort_fee_rate: fraction,
  tax_name: taxName,
  resort_fee_name: taxName,
  // Blank is allowed until the licence is validated, which asks for it then.
  number_of_rooms: (text) => {
    if (!text) return { value: '' };
    const rooms = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    return rooms >= 1 && rooms <= 999_999 ? { value: String(rooms) } : { error: 'Number of rooms must be between 1 and 999999' };
  },
  timezone: (text) => (isOfferedTimezone(text) ? { value: text } : { error: 'Please choose one of the offered timezones' }),
  total_rate_entry: (text) => (text === '0' || text === '1' ? { value: text } : { error: 'Total rate entry must be 0 or 1' }),
  setup_completed: (text) => (text === '0' || text === '1' ? { value: text } : { error: 'Setup completed must be 0 or 1' }),
  require_two_factor: (text) => (text === '0' || text === '1' ? { value: text } : { error: 'Require two-factor must be 0 or 1' }),
  audit_no_shows: (text) => (text === '0' || text === '1' ? { value: text } : { error: 'Audit no-shows must be 0 or 1' }),
  confirm_desk_bookings: (text) =>
    text === '0' || text === '1' ? { value: text } : { error: 'Confirm desk bookings must be 0 or 1' },
  renewal_days_ahead: (text) => {
    if (!text) return { value: '' };
    const days = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    return days >= 0 && days <= RENEWAL_DAYS_AHEAD_MAX
      ? { value: String(days) }
      : { error: `Renewal days ahead must be a whole number from 0 to ${RENEWAL_DAYS_AHEAD_MAX}` };
  },
};

/** Settings only the Owner may change (issue 15): a Manager may not lift the hotel's two-factor rule. */
export const OWNER_SETTING_KEYS = ['require_two_factor'] as const satisfies readonly EditableSettingKey[];

/** The '0' / '1' settings, which also accept true and false. */
const FLAG_KEYS = [
  'total_rate_entry',
  'setup_completed',
  'require_two_factor',
  'audit_no_shows',
  'confirm_desk_bookings',
] as const satisfies readonly EditableSettingKey[];

const isEditable = (key: string): key is EditableSettingKey => Object.hasOwn(EDITABLE_CHECKS, key);
const isLicenceKey = (key: string) => (LICENCE_KEYS as readonly string[]).includes(key);
const isMirror = (key: string) => Object.hasOwn(MIRRORED_KEYS, key);

function asText(key: string, value: unknown): string | null {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean' && (FLAG_KEYS as readonly string[]).includes(key)) return value ? '1' : '0';
  return null;
}

/**
 * The body of PUT /api/hotel/settings: key -> value, values as text or numbers, stored as text.
 * Returns only the editable keys that were sent. Unknown keys and licence keys are errors; the
 * mirrors (hotel_timezone, tax1_name, tax2_name) are accepted and ignored, since a client that
 * echoes the whole list it read back should not fail, and they are derived on every read.
 */
export const settingsUpdateSchema = z.transform((input, ctx): Partial<Record<EditableSettingKey, string>> => {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    ctx.addIssue({ code: 'custom', message: 'Settings must be an object of setting names and values' });
    return z.NEVER;
  }
  const out: Partial<Record<EditableSettingKey, string>> = {};
  for (const [key, raw] of Object.entries(input)) {
    if (isMirror(key)) continue;
    if (isLicenceKey(key)) {
      ctx.addIssue({ code: 'custom', message: `${key} cannot be changed here`, path: [key] });
      return z.NEVER;
    }
    if (!isEditable(key)) {
      ctx.addIssue({ code: 'custom', message: `Unknown setting: ${key}`, path: [key] });
      return z.NEVER;
    }
    const text = asText(key, raw);
    const result = text === null ? { error: `${key} must be text or a number` } : EDITABLE_CHECKS[key](text);
    if ('error' in result) {
      ctx.addIssue({ code: 'custom', message: result.error, path: [key] });
      return z.NEVER;
    }
    out[key] = result.value;
  }
  return out;
});
export type SettingsUpdate = z.output<typeof settingsUpdateSchema>;

/** Every setting with defaults filled in for missing or blank values and the mirrors copied from their source. */
export function resolveSettings(stored: Readonly<Partial<Record<string, string | null>>>): Record<SettingKey, string> {
  const resolved = {} as Record<SettingKey, string>;
  for (const key of SETTING_KEYS) {
    const value = stored[key]?.trim();
    resolved[key] = value || DEFAULT_SETTINGS[key] || '';
  }
  for (const [mirror, source] of Object.entries(MIRRORED_KEYS) as [MirroredKey, SettingKey][]) {
    resolved[mirror] = resolved[source];
  }
  return resolved;
}

/** GET /api/hotel/settings: every key in SETTING_KEYS order, resolved as above. */
export function settingsToList(stored: Readonly<Partial<Record<string, string | null>>>): { key: SettingKey; value: string }[] {
  const resolved = resolveSettings(stored);
  return SETTING_KEYS.map((key) => ({ key, value: resolved[key] }));
}
