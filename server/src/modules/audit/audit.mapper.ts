import { formatMoney, type Cents } from '@core/money';
import type { AuditAction } from '@core/audit-records';
import type { AuditValues } from './audit-log.entity';
import type { AuditEntryView, AuditLogPage } from './audit-log-page';
import type { BookingHistory } from './audit.service';

export interface AuditPersonDto {
  id: number;
  name: string;
  email: string;
}

export interface AuditChangeDto {
  /** The field as /api names it: paidAmount, checkInDate, room, guest, ... (money without "Cents"). */
  field: string;
  /** Money as "0.00", a room as its number; null when the field had no value (before a creation). */
  before: string | null;
  after: string | null;
}

export interface AuditEntryDto {
  id: number;
  action: AuditAction;
  createdAt: string;
  /** The person who made the change; while an admin impersonated the hotel, the hotel; null for the system or the CLI. */
  actor: AuditPersonDto | null;
  /** The administrator who made it while impersonating the hotel. */
  impersonatedBy: AuditPersonDto | null;
  changes: AuditChangeDto[];
}

/** One entry of the activity log (GET /api/hotel/audit). */
export interface AuditLogEntryDto {
  id: number;
  /** The kind of record (core/audit-records.ts): Booking, Guest, HotelSetting, ... or Hotel for a clear. */
  entity: string;
  entityId: number;
  action: AuditAction;
  createdAt: string;
  /** The hotel's person who made the change; null while an admin impersonated the hotel, or for the system. */
  person: AuditPersonDto | null;
  impersonatedBy: AuditPersonDto | null;
  changes: AuditChangeDto[];
}

export interface AuditLogPageDto {
  entries: AuditLogEntryDto[];
  total: number;
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

/** What an entry's changes are read from: a stored AuditLog, or an activity log row. */
type AuditChangeSource = Pick<AuditEntryView, 'entity'> & { before?: AuditValues | null; after?: AuditValues | null };

/** A stored value as text: money as "0.00", a room as its number, a list or object as JSON. */
function shownValue(stored: string, value: unknown, roomNumbers: Map<number, string>): string | null {
  if (value === null || value === undefined) return null;
  if (stored.endsWith('Cents')) return formatMoney(Number(value) as Cents);
  if (stored === 'room') return roomNumbers.get(Number(value)) ?? `#${String(value)}`;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The changed fields of an entry. A booking's are named as /api names them, in its columns' order, and only
 * those that changed; another record's are all it recorded, named as stored (money without "Cents"), so an
 * update keeps the fields that say which record it was (a setting's key) beside the changed ones.
 */
function changesOf(entry: AuditChangeSource, roomNumbers: Map<number, string>): AuditChangeDto[] {
  const before: AuditValues = entry.before ?? {};
  const after: AuditValues = entry.after ?? {};
  const change = (stored: string, field: string) => ({
    field,
    before: shownValue(stored, before[stored], roomNumbers),
    after: shownValue(stored, after[stored], roomNumbers),
  });
  if (entry.entity === 'Booking') {
    return BOOKING_FIELDS.filter(([stored]) => stored in before || stored in after)
      .map(([stored, field]) => change(stored, field))
      .filter((shown) => shown.before !== shown.after);
  }
  const stored = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return stored.map((name) => change(name, name.endsWith('Cents') ? name.slice(0, -'Cents'.length) : name));
}

/** The booking history: the person named, or while impersonated the hotel with the administrator beside it. */
export function toBookingHistoryDto({ entries, roomNumbers }: BookingHistory): AuditEntryDto[] {
  return entries.map((entry) => ({
    id: entry.id,
    action: entry.action,
    createdAt: entry.createdAt.toISOString(),
    actor: person(entry.actorUser ?? entry.actorAccount),
    impersonatedBy: person(entry.impersonatedBy),
    changes: changesOf(entry, roomNumbers),
  }));
}

export function toAuditLogEntryDto(entry: AuditEntryView, roomNumbers: Map<number, string>): AuditLogEntryDto {
  return {
    id: entry.id,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    createdAt: entry.createdAt.toISOString(),
    person: person(entry.actorUser),
    impersonatedBy: person(entry.impersonatedBy),
    changes: changesOf(entry, roomNumbers),
  };
}

export function toAuditLogPageDto({ entries, total, roomNumbers }: AuditLogPage): AuditLogPageDto {
  return { entries: entries.map((entry) => toAuditLogEntryDto(entry, roomNumbers)), total };
}
