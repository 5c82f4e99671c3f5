import { z } from 'zod';
import { isCalendarDate } from './common';
import { RATE_TYPES } from '../booking-choices';
import { DEFAULT_HOUSEKEEPING_STATUS, HOUSEKEEPING_STATUSES } from '../housekeeping';
import { DEFAULT_STAY_STATUS, STAY_STATUSES } from '../stay-status';

/**
 * The backup DELETE /api/hotel/clear writes before it deletes anything (DATA_DIR/backups/*.json), and that
 * `innkeep data restore` reads back. Money is in integer cents, dates are "YYYY-MM-DD", instants ISO 8601.
 * Ids are the ones the rows had; a restore gives every row a new id and rewrites the references.
 */
export const BACKUP_FORMAT = 'innkeep-operational-backup';
export const BACKUP_VERSION = 1;

const cents = z.number().int().min(0);
const instant = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'Expected an ISO 8601 date-time');
const calendarDate = z.string().refine(isCalendarDate, 'Expected a date YYYY-MM-DD');
const id = z.number().int().positive();

export const backupRoomTypeSchema = z.object({
  id,
  name: z.string().min(1).max(100),
  dailyRateCents: cents,
  weeklyRateCents: cents,
  monthlyRateCents: cents,
  createdAt: instant,
});

export const backupRatePeriodSchema = z.object({
  id,
  roomTypeId: id,
  name: z.string().min(1).max(100),
  rateType: z.string().min(1).max(20),
  priority: z.number().int(),
  dailyRateCents: cents,
  weeklyRateCents: cents,
  monthlyRateCents: cents,
  daysOfWeek: z.array(z.string()),
  startDate: calendarDate.nullable(),
  endDate: calendarDate.nullable(),
  specificDates: z.array(z.string()),
  description: z.string().max(500).nullable(),
  isActive: z.boolean(),
  createdAt: instant,
});

export const backupRoomSchema = z.object({
  id,
  roomNumber: z.string().min(1).max(20),
  roomTypeId: id.nullable(),
  /** Absent from backups written before rooms had a housekeeping status: those were all Clean. */
  housekeepingStatus: z.enum(HOUSEKEEPING_STATUSES).default(DEFAULT_HOUSEKEEPING_STATUS),
  housekeepingNote: z.string().max(500).nullable().default(null),
  createdAt: instant,
});

/** A room out of order for some nights (issue 14). */
export const backupRoomBlockSchema = z.object({
  id,
  roomId: id,
  startDate: calendarDate,
  endDate: calendarDate,
  reason: z.string().max(200),
  createdAt: instant,
});

const optional = (max: number) => z.string().max(max).nullable();

export const backupGuestSchema = z.object({
  id,
  firstName: z.string().max(100),
  lastName: z.string().max(100),
  email: optional(254),
  phone: optional(40),
  address: optional(200),
  city: optional(100),
  state: optional(50),
  zipCode: optional(20),
  country: optional(100),
  idType: optional(50),
  idNumber: optional(100),
  notes: z.string().nullable(),
  vip: z.boolean(),
  createdAt: instant,
});

export const backupBookingSchema = z.object({
  id,
  roomId: id,
  guestId: id.nullable(),
  guestName: z.string().max(200),
  checkInDate: calendarDate,
  checkOutDate: calendarDate,
  rateType: z.enum(RATE_TYPES),
  nights: z.number().int().min(1),
  dailyWeeklyAmountCents: cents,
  monthlyAmountCents: cents,
  subtotalCents: cents,
  taxAmountCents: cents,
  resortFeeCents: cents,
  grandTotalCents: cents,
  /** The sum of the folio's live payments (folioPayments below). */
  paidAmountCents: cents,
  /** The sum of the folio's live extras; absent from backups written before the folio (none then). */
  extrasCents: cents.default(0),
  paymentMethod: z.string().max(40),
  status: z.string().max(20),
  /** Absent from backups written before stays had a status: those were all Reserved. */
  stayStatus: z.enum(STAY_STATUSES).default(DEFAULT_STAY_STATUS),
  cancelReason: z.string().max(500).nullable().default(null),
  createdAt: instant,
  updatedAt: instant,
});

/** A folio line (migration 0018): voided ones are kept, as the folio keeps them. */
const folioLine = {
  id,
  bookingId: id,
  date: calendarDate,
  createdAt: instant,
  voidedAt: instant.nullable(),
  voidedBy: z.string().max(200).nullable(),
};
export const backupFolioChargeSchema = z.object({
  ...folioLine,
  description: z.string().min(1).max(200),
  amountCents: z.number().int().positive(),
});
export const backupFolioPaymentSchema = z.object({
  ...folioLine,
  method: z.string().max(40),
  amountCents: z
    .number()
    .int()
    .refine((amount) => amount !== 0, 'A payment is never 0'),
  reference: z.string().max(100).nullable(),
});

export const operationalBackupSchema = z
  .object({
    format: z.literal(BACKUP_FORMAT),
    version: z.literal(BACKUP_VERSION),
    createdAt: instant,
    hotel: z.object({ id, name: z.string(), email: z.string() }),
    roomTypes: z.array(backupRoomTypeSchema),
    ratePeriods: z.array(backupRatePeriodSchema),
    rooms: z.array(backupRoomSchema),
    guests: z.array(backupGuestSchema),
    bookings: z.array(backupBookingSchema),
    /**
     * The folios' lines. Absent from backups written before the folio: each booking's paid amount is then
     * restored as one payment, as migration 0018 made them.
     */
    folioCharges: z.array(backupFolioChargeSchema).default([]),
    folioPayments: z.array(backupFolioPaymentSchema).default([]),
    /** Absent from backups written before room blocks. */
    roomBlocks: z.array(backupRoomBlockSchema).default([]),
  })
  .superRefine((backup, ctx) => {
    // Every reference must point at a row of the same backup, or the restore could not remap it.
    const roomTypeIds = new Set(backup.roomTypes.map((row) => row.id));
    const roomIds = new Set(backup.rooms.map((row) => row.id));
    const guestIds = new Set(backup.guests.map((row) => row.id));
    const bookingIds = new Set(backup.bookings.map((row) => row.id));
    const dangling = [
      ...backup.ratePeriods.filter((row) => !roomTypeIds.has(row.roomTypeId)).map((row) => `rate period ${row.id}`),
      ...backup.rooms.filter((row) => row.roomTypeId !== null && !roomTypeIds.has(row.roomTypeId)).map((row) => `room ${row.id}`),
      ...backup.bookings
        .filter((row) => !roomIds.has(row.roomId) || (row.guestId !== null && !guestIds.has(row.guestId)))
        .map((row) => `booking ${row.id}`),
      ...[...backup.folioCharges, ...backup.folioPayments]
        .filter((row) => !bookingIds.has(row.bookingId))
        .map((row) => `folio line ${row.id}`),
      ...backup.roomBlocks.filter((row) => !roomIds.has(row.roomId)).map((row) => `room block ${row.id}`),
    ];
    if (dangling.length)
      ctx.addIssue({ code: 'custom', message: `The backup refers to rows it does not contain: ${dangling.join(', ')}` });
  });
export type OperationalBackup = z.output<typeof operationalBackupSchema>;
