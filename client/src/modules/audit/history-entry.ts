import { formatUsd, parseMoney } from '@core/money';
import { formatShortUs, isCalendarDate } from '@core/stay-dates';
import { DEFAULT_TIMEZONE } from '@core/timezones';

/** The hotel's own names for its two taxes, as the bookings grid titles them. */
export interface HistoryLabels {
  tax1Name: string;
  tax2Name: string;
}

export interface HistoryPerson {
  name: string;
  email: string;
}

const LABELS: Record<string, string> = {
  room: 'Room',
  guest: 'Guest',
  checkInDate: 'Check-in',
  rateType: 'Rate Type',
  nights: 'Nights',
  checkOutDate: 'Check-out',
  dailyWeeklyAmount: 'Daily/Weekly Amount',
  monthlyAmount: 'Monthly Amount',
  subtotal: 'Subtotal',
  grandTotal: 'Grand Total',
  extras: 'Extras',
  paidAmount: 'Paid',
  paymentMethod: 'Payment Method',
  status: 'Status',
};
const MONEY_FIELDS = new Set([
  'dailyWeeklyAmount',
  'monthlyAmount',
  'subtotal',
  'taxAmount',
  'resortFee',
  'grandTotal',
  'extras',
  'paidAmount',
]);

/** A booking field as the bookings grid names it ("Paid", the hotel's tax names). */
export function fieldLabel(field: string, labels: HistoryLabels): string {
  if (field === 'taxAmount') return labels.tax1Name;
  if (field === 'resortFee') return labels.tax2Name;
  return LABELS[field] ?? field;
}

/** "$1,234.50" for money, "03/01/27" for stay dates (as the grid shows them), "—" for no value. */
export function fieldValue(field: string, value: string | null): string {
  if (value === null || value === '') return '—';
  if (MONEY_FIELDS.has(field)) return formatUsd(parseMoney(value));
  if (isCalendarDate(value)) return formatShortUs(value);
  return value;
}

/** "Paid: $0.00 → $150.00"; a creation or deletion has one side only ("Paid: $0.00"). */
export function changeText(
  change: { field: string; before: string | null; after: string | null },
  labels: HistoryLabels,
): string {
  const label = fieldLabel(change.field, labels);
  if (change.before === null) return `${label}: ${fieldValue(change.field, change.after)}`;
  if (change.after === null) return `${label}: ${fieldValue(change.field, change.before)}`;
  return `${label}: ${fieldValue(change.field, change.before)} → ${fieldValue(change.field, change.after)}`;
}

const ACTIONS: Record<string, string> = { create: 'Created', update: 'Changed', delete: 'Deleted' };

export function actionText(action: string): string {
  return ACTIONS[action] ?? action;
}

/** Who made the change: the hotel, "Administrator Name for the hotel" while impersonating, or the system. */
export function actorText(actor: HistoryPerson | null, impersonatedBy: HistoryPerson | null): string {
  const who = actor?.name ?? 'System';
  return impersonatedBy ? `${impersonatedBy.name} (administrator, as ${who})` : who;
}

/**
 * "Nov 21, 2026, 10:15 AM EST": the moment in the hotel's time zone, whatever the browser's zone is (a clerk
 * reads the history against the hotel's clock). A zone the browser does not know falls back to the default.
 */
export function whenText(isoTimestamp: string, timeZone: string): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: zone,
      timeZoneName: 'short',
    }).format(new Date(isoTimestamp));
  try {
    return format(timeZone);
  } catch {
    return format(DEFAULT_TIMEZONE);
  }
}
