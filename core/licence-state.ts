/** Demo or licensed, and how much demo is left (spec sections 1, 4 and 9). */
export interface LicenceSettings {
  is_demo?: string | null;
  license_key?: string | null;
  expiration_date?: string | null;
  transaction_limit?: string | null;
  transaction_count?: string | null;
}

export type LicenceLabel = 'DEMO VERSION' | 'DEMO EXPIRED' | 'LICENSED';

export interface LicenceState {
  licensed: boolean;
  label: LicenceLabel;
  /** Ceiling of the days until expiration_date; null when licensed. */
  daysLeft: number | null;
  /** Limit minus count; null when licensed. */
  transactionsLeft: number | null;
  expired: boolean;
  /** Why a demo is expired, in words a desk clerk understands; null otherwise. */
  expiredReason: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_DEMO_LIMIT = 100;

export function licenceState(settings: LicenceSettings, now: Date): LicenceState {
  if (settings.is_demo === '0' && settings.license_key?.trim()) {
    return { licensed: true, label: 'LICENSED', daysLeft: null, transactionsLeft: null, expired: false, expiredReason: null };
  }
  const expiration = settings.expiration_date ? Date.parse(settings.expiration_date) : NaN;
  const daysLeft = Number.isNaN(expiration) ? 0 : Math.ceil((expiration - now.getTime()) / DAY_MS);
  const limit = toCount(settings.transaction_limit, DEFAULT_DEMO_LIMIT);
  const transactionsLeft = limit - toCount(settings.transaction_count, 0);
  const reasons = [
    daysLeft <= 0 ? 'the 30-day demo period has ended' : null,
    transactionsLeft <= 0 ? `all ${limit} demo transactions have been used` : null,
  ].filter((reason): reason is string => reason !== null);
  const expired = reasons.length > 0;
  return {
    licensed: false,
    label: expired ? 'DEMO EXPIRED' : 'DEMO VERSION',
    daysLeft,
    transactionsLeft,
    expired,
    expiredReason: expired ? reasons.join(' and ') : null,
  };
}

/** The refusal a desk clerk sees when an expired demo tries to create a booking. */
export function demoExpiredMessage(state: LicenceState): string {
  return `The demo has expired: ${state.expiredReason}. Enter a licence key in Settings → Hotel Information, or ask your administrator for one, to keep creating bookings.`;
}

function toCount(value: string | null | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}
