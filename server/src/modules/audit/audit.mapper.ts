import { formatMoney, type Cents } from '@core/money';
import type { AuditAction, AuditValues } from './audit-log.entity';
import type { BookingHistory } from './audit.service';

export interface AuditPersonDto {
  id: number;
  name: string;
  email: string;
}

export interface AuditChangeDto {
  /** The booking's field as /api names it: paidAmount, checkInDate, room, guest, ... */
  field: string;
  /** Money as "0.00", the room as its number; null when the field had no value (before a creation). */
  before: string | null;
  after: string | null;
}

export interface AuditEntryDto {
  id: number;
  action: AuditAction;
  createdAt: string;
  /** The hotel (or admin) whose session made the change; null for the system or the CLI operator. */
  actor: AuditPersonDto | null;
  /** The administrator who made it while impersonating the hotel. */
  impersonatedBy: AuditPersonDto | null;
  changes: AuditChangeDto[];
}

/** A booking's stored fields, in the order of the booking's columns, and their /api names. */
const BOOKING_FIELDS: readonly (readonly [stored: string, field: string])[] = [
  ['room', 'room'],
  ['guestName', 'guest'],
  ['checkInDate', 'checkInDate'],
  ['rateType', 'rateType'],
  ['nights', 'nights'],
  ['checkOutDate', 'checkOutDate'],
  ['dailyWeeklyAmountCents', 'dailyWeeklyAmount'],
  ['monthlyAmountCents', 'monthlyAmount'],
  ['subtotalCents', 'subtotal'],
  ['taxAmountCents', 'taxAmount'],
  ['resortFeeCents', 'resortFee'],
  ['grandTotalCents', 'grandTotal'],
  ['extrasCents', 'extras'],
  ['paidAmountCents', 'paidAmount'],
  ['paymentMethod', 'paymentMethod'],
  ['status', 'status'],
  ['stayStatus', 'stayStatus'],
  ['cancelReason', 'cancelReason'],
];

const person = (account: { id: number; name: string; email: string } | null | undefined): AuditPersonDto | null =>
  account ? { id: account.id, name: account.name, email: account.email } : null;

export function toBookingHistoryDto({ entries, roomNumbers }: BookingHistory): AuditEntryDto[] {
  const show = (stored: string, value: unknown): string | null => {
    if (value === null || value === undefined) return null;
    if (stored.endsWith('Cents')) return formatMoney(Number(value) as Cents);
    if (stored === 'room') return roomNumbers.get(Number(value)) ?? `#${String(value)}`;
    return String(value);
  };
  return entries.map((entry) => {
    const before: AuditValues = entry.before ?? {};
    const after: AuditValues = entry.after ?? {};
    const changes = BOOKING_FIELDS.filter(([stored]) => stored in before || stored in after)
      .map(([stored, field]) => ({ field, before: show(stored, before[stored]), after: show(stored, after[stored]) }))
      .filter((change) => change.before !== change.after);
    return {
      id: entry.id,
      action: entry.action,
      createdAt: entry.createdAt.toISOString(),
      actor: person(entry.actorAccount),
      impersonatedBy: person(entry.impersonatedBy),
      changes,
    };
  });
}
