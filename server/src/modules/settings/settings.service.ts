import {
  LICENCE_KEYS,
  OWNER_SETTING_KEYS,
  resolveSettings,
  settingsToList,
  settingsUpdateSchema,
  DEFAULT_SETTINGS,
  type SettingKey,
} from '@core/schemas/settings.schema';
import { parseInput } from '@core/parse-input';
import { forbidden, invalidInput } from '@core/errors';
import { OWNERS, roleAllows, roleRefusal } from '@core/roles';
import { licenceState } from '@core/licence-state';
import type { RequestContext } from '../../context';
import type { Em } from '../../db/orm';
import { type HotelAccount, requireHotelId, requireSession } from '../accounts';
import { HotelSetting } from './hotel-setting.entity';
import { hotelSql } from '../../db/hotel-sql';
import { sql } from '../../db/sql';
import { hotelToday } from '../../clock';
import type { CalendarDate } from '@core/stay-dates';

const DEMO_DAYS = 30;
const DEMO_TRANSACTION_LIMIT = 100;

export type SettingsList = { key: SettingKey; value: string }[];

/** A new hotel starts in demo mode, its details copied from the sign-up form (spec section 3, Hotel setting). */
export function initialSettingsFor(account: HotelAccount, now = new Date()): Record<string, string> {
  const expires = new Date(now.getTime() + DEMO_DAYS * 24 * 60 * 60 * 1000);
  const fromSignup: Record<string, string | null | undefined> = {
    motel_name: account.name,
    motel_address: account.address,
    motel_city: account.city,
    motel_state: account.state,
    motel_zip: account.zipCode,
    motel_phone: account.phoneNumber,
    number_of_rooms: account.numberOfRooms == null ? undefined : String(account.numberOfRooms),
  };
  const filled = Object.fromEntries(Object.entries(fromSignup).filter((entry): entry is [string, string] => !!entry[1]));
  return {
    ...DEFAULT_SETTINGS,
    ...filled,
    is_demo: '1',
    transaction_limit: String(DEMO_TRANSACTION_LIMIT),
    transaction_count: '0',
    installation_date: now.toISOString(),
    expiration_date: expires.toISOString(),
  };
}

/** `overrides` set keys a particular start needs (the demo hotel is set up already: no set-up wizard). */
export async function createDefaultSettings(
  em: Em,
  account: HotelAccount,
  overrides: Partial<Record<SettingKey, string>> = {},
): Promise<void> {
  const settings = { ...initialSettingsFor(account), ...overrides };
  const rows = Object.entries(settings).map(([key, value]) => ({ hotel: account.id, key, value }));
  // Written for a hotel that is not yet the request's tenant, so the tenant is named explicitly.
  await em.insertMany(HotelSetting, rows);
}

/**
 * The stored key/value pairs of the EntityManager's hotel. Read on nearly every request (timezone, taxes,
 * licence), so as plain rows: three dozen managed entities each time cost more than the query, and every
 * later flush of the request walked them again.
 */
export async function loadStoredSettings(em: Em): Promise<Record<string, string>> {
  const rows = await hotelSql<{ key: string; value: string }>(
    em,
    sql`select key, value from hotel_setting where hotel_id = :hotel`,
  );
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/** Every setting with its default filled in: what services read (tax names, timezone, entry mode). */
export async function loadSettings(em: Em): Promise<Record<SettingKey, string>> {
  return resolveSettings(await loadStoredSettings(em));
}

/** The hotel's today, on its clock (server/src/clock.ts) in its time zone. */
export async function loadHotelToday(em: Em): Promise<CalendarDate> {
  return hotelToday((await loadSettings(em)).timezone);
}

export async function getSettingsList(ctx: RequestContext): Promise<SettingsList> {
  requireHotelId(ctx);
  return settingsToList(await loadStoredSettings(ctx.em));
}

/**
 * PUT /api/hotel/settings: every key is validated before anything is written, so one bad key changes
 * nothing. A client that sends back the licence keys it read, unchanged, is not refused for it.
 */
export async function updateSettings(ctx: RequestContext, body: unknown): Promise<SettingsList> {
  const hotelId = requireHotelId(ctx);
  const stored = await loadStoredSettings(ctx.em);
  const current = resolveSettings(stored);
  refuseLicensedRoomCount(body, current);
  const changes = parseInput(settingsUpdateSchema, withoutUnchangedLicenceKeys(body, current));
  refuseOwnerKeysOfOthers(ctx, changes, current);
  await ctx.em.transactional(async (em) => {
    const rows = await em.find(HotelSetting, { key: { $in: Object.keys(changes) } });
    const byKey = new Map(rows.map((row) => [row.key, row]));
    for (const [key, value] of Object.entries(changes)) {
      const row = byKey.get(key);
      if (row) row.value = value;
      else em.create(HotelSetting, { hotel: hotelId, key, value });
    }
  });
  return settingsToList({ ...stored, ...changes });
}

/**
 * The route admits Managers; the Owner's own keys (require_two_factor) are refused to anyone else when they
 * would change, with the same 403 as a route the role may not call.
 */
function refuseOwnerKeysOfOthers(
  ctx: RequestContext,
  changes: Partial<Record<string, string>>,
  current: Record<SettingKey, string>,
): void {
  const { role } = requireSession(ctx);
  const changed = OWNER_SETTING_KEYS.some((key) => changes[key] !== undefined && changes[key] !== current[key]);
  if (changed && !roleAllows(OWNERS, role)) throw forbidden(roleRefusal(role));
}

/**
 * Once licensed, number_of_rooms is the licence's (the room limit reads it): like the licence keys, it may
 * be sent back unchanged but not changed (a licensed hotel set 999999, or blank, and added 40 rooms on a
 * licence for 10).
 */
function refuseLicensedRoomCount(body: unknown, current: Record<SettingKey, string>): void {
  if (typeof body !== 'object' || body === null || !Object.hasOwn(body, 'number_of_rooms')) return;
  if (!licenceState(current, new Date()).licensed) return;
  const sent = (body as Record<string, unknown>).number_of_rooms;
  if (String(sent ?? '').trim() !== current.number_of_rooms) throw invalidInput('number_of_rooms cannot be changed here');
}

function withoutUnchangedLicenceKeys(body: unknown, current: Record<SettingKey, string>): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const licenceKeys: readonly string[] = LICENCE_KEYS;
  return Object.fromEntries(
    Object.entries(body).filter(
      ([key, value]) => !licenceKeys.includes(key) || String(value ?? '') !== current[key as SettingKey],
    ),
  );
}
