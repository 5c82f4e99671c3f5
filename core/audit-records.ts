import { DateTime } from 'luxon';
import type { CalendarDate } from './stay-dates';

/**
 * The kinds of hotel record the activity log names (issue 15), by the name the server's audit trail stores,
 * with the label people read. "Hotel" is the hotel as a whole: Clear Operational Data is recorded on it.
 */
export const AUDIT_RECORD_TYPES = [
  { entity: 'Booking', label: 'Booking', named: [] },
  { entity: 'FolioCharge', label: 'Folio charge', named: [] },
  { entity: 'FolioPayment', label: 'Payment', named: [] },
  { entity: 'FolioAdjustment', label: 'Adjustment', named: [] },
  { entity: 'Guest', label: 'Guest', named: ['firstName', 'lastName'] },
  { entity: 'Room', label: 'Room', named: ['roomNumber'] },
  { entity: 'RoomBlock', label: 'Room block', named: [] },
  { entity: 'RoomType', label: 'Room type', named: ['name'] },
  { entity: 'RoomTypeRateChange', label: 'Room type rates from a date', named: ['effectiveFrom'] },
  { entity: 'RatePeriod', label: 'Rate period', named: ['name'] },
  { entity: 'TaxRate', label: 'Tax rate', named: ['name'] },
  { entity: 'TaxRateChange', label: 'Tax rate from a date', named: ['effectiveFrom'] },
  { entity: 'Amenity', label: 'Amenity', named: ['name'] },
  { entity: 'Employee', label: 'Employee', named: ['firstName', 'lastName'] },
  { entity: 'HotelSetting', label: 'Setting', named: ['key'] },
  { entity: 'HotelUser', label: 'Person', named: ['name'] },
  { entity: 'Hotel', label: 'Hotel', named: [] },
] as const satisfies readonly { entity: string; label: string; named: readonly string[] }[];
export type AuditEntity = (typeof AUDIT_RECORD_TYPES)[number]['entity'];
export const AUDIT_ENTITIES: readonly AuditEntity[] = AUDIT_RECORD_TYPES.map((type) => type.entity);

/** What happened to the record: the unit of work's three, and the hotel's operational data cleared. */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'clear'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export function auditRecordLabel(entity: string): string {
  return AUDIT_RECORD_TYPES.find((type) => type.entity === entity)?.label ?? entity;
}

/** The fields that name a record of this kind for people (a room's number, a guest's name); every entry carries them. */
export function auditNameFields(entity: string): readonly string[] {
  return AUDIT_RECORD_TYPES.find((type) => type.entity === entity)?.named ?? [];
}

/**
 * The record as people name it: "Room 206", "Guest Ada Lovelace", "Setting tax_rate"; by its number when its
 * kind has no name or the entry does not carry it ("Booking #12").
 */
export function auditRecordText(
  entity: string,
  entityId: number,
  changes: readonly { field: string; before: string | null; after: string | null }[],
): string {
  const words = auditNameFields(entity)
    .map((field) => changes.find((change) => change.field === field))
    .map((change) => change?.after ?? change?.before ?? '')
    .filter((word) => word !== '');
  return words.length ? `${auditRecordLabel(entity)} ${words.join(' ')}` : `${auditRecordLabel(entity)} #${entityId}`;
}

/**
 * The moments a from/to filter of calendar dates covers on the hotel's clock: from the start of `from` up to,
 * not including, the start of the day after `to` (both days included).
 */
export function auditWindow(
  from: CalendarDate | null,
  to: CalendarDate | null,
  timezone: string,
): { from: Date | null; before: Date | null } {
  const startOf = (date: CalendarDate) => DateTime.fromISO(date, { zone: timezone }).startOf('day');
  return {
    from: from ? startOf(from).toJSDate() : null,
    before: to ? startOf(to).plus({ days: 1 }).toJSDate() : null,
  };
}
