import { DateTime } from 'luxon';
import type { CalendarDate } from './stay-dates';

/**
 * The kinds of hotel record the activity log names (issue 15), by the name the server's audit trail stores,
 * with the label people read. "Hotel" is the hotel as a whole: Clear Operational Data is recorded on it.
 */
export const AUDIT_RECORD_TYPES = [
  { entity: 'Booking', label: 'Booking' },
  { entity: 'FolioCharge', label: 'Folio charge' },
  { entity: 'FolioPayment', label: 'Payment' },
  { entity: 'Guest', label: 'Guest' },
  { entity: 'Room', label: 'Room' },
  { entity: 'RoomBlock', label: 'Room block' },
  { entity: 'RoomType', label: 'Room type' },
  { entity: 'RatePeriod', label: 'Rate period' },
  { entity: 'TaxRate', label: 'Tax rate' },
  { entity: 'Amenity', label: 'Amenity' },
  { entity: 'Employee', label: 'Employee' },
  { entity: 'HotelSetting', label: 'Setting' },
  { entity: 'HotelUser', label: 'Person' },
  { entity: 'Hotel', label: 'Hotel' },
] as const;
export type AuditEntity = (typeof AUDIT_RECORD_TYPES)[number]['entity'];
export const AUDIT_ENTITIES: readonly AuditEntity[] = AUDIT_RECORD_TYPES.map((type) => type.entity);

/** What happened to the record: the unit of work's three, and the hotel's operational data cleared. */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'clear'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export function auditRecordLabel(entity: string): string {
  return AUDIT_RECORD_TYPES.find((type) => type.entity === entity)?.label ?? entity;
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
