import { forbidden } from '@core/errors';
import { LICENSED_TRANSACTION_LIMIT, MANUAL_ACTIVATION, readLicenceKey, type LicenceHotelDetails } from '@core/licence-key';
import { licenceState, type LicenceState } from '@core/licence-state';
import { LICENCE_MESSAGES, type LicenceValidationInput } from '@core/schemas/licence.schema';
import type { RequestContext } from '../../context';
import { scopeToHotel } from '../../context';
import type { Em } from '../../db/orm';
import { requireSession, type HotelAccount } from '../accounts';
import { HotelSetting, loadSettings } from '../settings';
import { licenceKeyMatches } from './licence-key';
import { Licence } from './licence.entity';

export interface LicenceValidationResult {
  isValid: boolean;
  message: string;
}

export interface LicenceStatus extends LicenceState {
  licenceKey: string | null;
  installationDate: string | null;
  expirationDate: string | null;
  transactionCount: number;
  transactionLimit: number;
}

const toCount = (value: string, fallback: number) => {
  const parsed = Number.parseInt(value, 10);
  return Number.isFinite(parsed) ? parsed : fallback;
};

/**
 * The header's label and the demo counters of the signed-in hotel. A system administrator in their own
 * session is not a hotel under licence (their account has no demo settings), so it reads as licensed.
 */
export async function getLicenceStatus(ctx: RequestContext, now = new Date()): Promise<LicenceStatus> {
  const session = requireSession(ctx);
  const settings = await loadSettings(ctx.em);
  const adminOwnSession = session.account.isAdmin && !session.isImpersonating;
  const state: LicenceState = adminOwnSession
    ? { licensed: true, label: 'LICENSED', daysLeft: null, transactionsLeft: null, expired: false, expiredReason: null }
    : licenceState(settings, now);
  return {
    ...state,
    licenceKey: state.licensed ? settings.license_key || null : null,
    installationDate: settings.installation_date || null,
    expirationDate: settings.expiration_date || null,
    transactionCount: toCount(settings.transaction_count, 0),
    transactionLimit: toCount(settings.transaction_limit, 100),
  };
}

/**
 * POST /api/hotel/validate-license. MANUAL-ACTIVATION is an administrator's: a hotel submitting it is
 * refused (an admin impersonating the hotel may apply it). Any other key must be the key of an active
 * licence generated for this account's email and for exactly these hotel details.
 */
export async function validateHotelLicence(ctx: RequestContext, input: LicenceValidationInput): Promise<LicenceValidationResult> {
  const session = requireSession(ctx);
  const hotel = session.actingHotel;
  const key = readLicenceKey(input.licenceKey);
  if (key === MANUAL_ACTIVATION) {
    if (!session.account.isAdmin) throw forbidden(LICENCE_MESSAGES.manualIsAdminOnly);
    await applyLicence(ctx.em, hotel.id, MANUAL_ACTIVATION, input.hotel.numberOfRooms);
    return { isValid: true, message: LICENCE_MESSAGES.manualActivated };
  }
  return checkAndApply(ctx, hotel, key, input.hotel);
}

/**
 * The check both routes share: the licence row with this key, for this hotel's email, whose key these
 * details derive under the secret. Every mismatch answers the same, so nobody learns which part was wrong.
 */
export async function checkAndApply(
  ctx: RequestContext,
  hotel: HotelAccount,
  key: string | null,
  details: LicenceHotelDetails,
): Promise<LicenceValidationResult> {
  const mismatch = { isValid: false, message: LICENCE_MESSAGES.mismatch };
  if (!key) return mismatch;
  const derivedMatches = licenceKeyMatches(ctx.config.licenceSecret, key, details);
  const licence = await ctx.em.findOne(Licence, { licenceKey: key });
  if (!licence || !derivedMatches || licence.hotelEmail !== hotel.email.toLowerCase()) return mismatch;
  if (!licence.isActive) return { isValid: false, message: LICENCE_MESSAGES.deactivated };
  await applyLicence(ctx.em, hotel.id, licence.licenceKey, licence.numberOfRooms);
  return { isValid: true, message: LICENCE_MESSAGES.activated };
}

/**
 * Switches a hotel to licensed (spec 4): is_demo '0', the key stored, the limit 999999, and the licence's
 * number of rooms. Written straight to the settings rows (PUT /api/hotel/settings may not touch them), in
 * one transaction, through an EntityManager scoped to that hotel whichever hotel the caller is.
 */
export async function applyLicence(em: Em, hotelId: number, licenceKey: string, numberOfRooms: number): Promise<void> {
  const scoped = em.fork() as Em;
  scopeToHotel(scoped, hotelId);
  const values: Record<string, string> = {
    is_demo: '0',
    license_key: licenceKey,
    transaction_limit: String(LICENSED_TRANSACTION_LIMIT),
    number_of_rooms: String(numberOfRooms),
  };
  await scoped.transactional(async (tx) => {
    const rows = await tx.find(HotelSetting, { key: { $in: Object.keys(values) } });
    const byKey = new Map(rows.map((row) => [row.key, row]));
    for (const [key, value] of Object.entries(values)) {
      const row = byKey.get(key);
      if (row) row.value = value;
      else tx.create(HotelSetting, { hotel: hotelId, key, value });
    }
  });
}
