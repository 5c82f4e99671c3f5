import { z } from 'zod';
import { LONG_STAY_LINE_KINDS } from '../long-stay';
import { isCalendarDate, isDateInRange } from './common';
import {
  BOOKING_SOURCES,
  BOOKING_STATUSES,
  DEFAULT_BOOKING_SOURCE,
  PAYMENT_METHOD_MAX_LENGTH,
  RATE_TYPES,
} from '../booking-choices';
import {
  DEFAULT_HOUSEKEEPING_STATUS,
  HOUSEKEEPING_NOTE_MAX_LENGTH,
  HOUSEKEEPING_STATUSES,
  ROOM_BLOCK_REASON_MAX_LENGTH,
} from '../housekeeping';
import { parseMoney, ZERO, type Cents } from '../money';
import { DEFAULT_STAY_STATUS, STAY_STATUSES } from '../stay-status';
import { GUEST_NAME_MAX_LENGTH, NIGHTS_MAX } from './booking.schema';
import { FOLIO_AMOUNT_MAX, FOLIO_DESCRIPTION_MAX_LENGTH, FOLIO_REFERENCE_MAX_LENGTH } from './folio.schema';
import { GUEST_MAX_LENGTHS } from './guest.schema';
import {
  DAYS_OF_WEEK,
  RATE_PERIOD_DESCRIPTION_MAX_LENGTH,
  RATE_PERIOD_NAME_MAX_LENGTH,
  RATE_PERIOD_PRIORITY,
  RATE_PERIOD_TYPES,
  SPECIFIC_DATES_MAX,
} from './rate-period.schema';
import { ROOM_NUMBER_MAX_LENGTH, ROOM_TYPE_NAME_MAX_LENGTH } from './room.schema';
import { CANCEL_REASON_MAX } from './stay-action.schema';
import { POSTING_KINDS } from '../night-audit';

/**
 * The backup DELETE /api/hotel/clear writes before it deletes anything (DATA_DIR/backups/*.json), and that
 * `innkeep data restore` reads back. Money is in integer cents, dates are "YYYY-MM-DD", instants ISO 8601.
 * Ids are the ones the rows had, and a restore keeps them (booking numbers are printed on receipts; the
 * activity log refers to rows by id). Each field is held to what the input that stored it allows (the limits
 * below are the input schemas'), so that a backup of any hotel restores and nothing else gets in.
 */
export const BACKUP_FORMAT = 'innkeep-operational-backup';
export const BACKUP_VERSION = 1;

const amountCents = z
  .number()
  .int()
  .transform((value) => value as Cents);
const cents = amountCents.refine((value) => value >= 0, 'Expected an amount of 0 or more');
const instant = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'Expected an ISO 8601 date-time');
const calendarDate = z.string().refine(isCalendarDate, 'Expected a date YYYY-MM-DD');
/** A date a person entered, which the inputs hold to DATE_MIN..DATE_MAX (a check-out is derived, and may lie past it). */
const enteredDate = calendarDate.refine(isDateInRange, 'Expected a date within the years a stay may begin in');
const id = z.number().int().positive();
const text = (max: number) => z.string().max(max);
const name = (max: number) => z.string().min(1).max(max);

export const backupRoomTypeSchema = z.object({
  id,
  name: name(ROOM_TYPE_NAME_MAX_LENGTH),
  dailyRateCents: cents,
  weeklyRateCents: cents,
  monthlyRateCents: cents,
  createdAt: instant,
});

export const backupRatePeriodSchema = z.object({
  id,
  roomTypeId: id,
  name: name(RATE_PERIOD_NAME_MAX_LENGTH),
  rateType: z.enum(RATE_PERIOD_TYPES),
  priority: z.number().int().min(RATE_PERIOD_PRIORITY.min).max(RATE_PERIOD_PRIORITY.max),
  dailyRateCents: cents,
  weeklyRateCents: cents,
  monthlyRateCents: cents,
  daysOfWeek: z.array(z.enum(DAYS_OF_WEEK)),
  startDate: enteredDate.nullable(),
  endDate: enteredDate.nullable(),
  specificDates: z.array(enteredDate).max(SPECIFIC_DATES_MAX),
  description: text(RATE_PERIOD_DESCRIPTION_MAX_LENGTH).nullable(),
  isActive: z.boolean(),
  createdAt: instant,
});

export const backupRoomSchema = z.object({
  id,
  roomNumber: name(ROOM_NUMBER_MAX_LENGTH),
  roomTypeId: id.nullable(),
  /** Absent from backups written before rooms had a housekeeping status: those were all Clean. */
  housekeepingStatus: z.enum(HOUSEKEEPING_STATUSES).default(DEFAULT_HOUSEKEEPING_STATUS),
  housekeepingNote: text(HOUSEKEEPING_NOTE_MAX_LENGTH).nullable().default(null),
  createdAt: instant,
});

/** A room out of order for some nights (issue 14). */
export const backupRoomBlockSchema = z.object({
  id,
  roomId: id,
  startDate: enteredDate,
  endDate: enteredDate,
  reason: text(ROOM_BLOCK_REASON_MAX_LENGTH),
  createdAt: instant,
});

const optional = (max: number) => text(max).nullable();

export const backupGuestSchema = z.object({
  id,
  firstName: text(GUEST_MAX_LENGTHS.name),
  lastName: text(GUEST_MAX_LENGTHS.name),
  email: optional(GUEST_MAX_LENGTHS.email),
  phone: optional(GUEST_MAX_LENGTHS.phone),
  address: optional(GUEST_MAX_LENGTHS.address),
  city: optional(GUEST_MAX_LENGTHS.city),
  state: optional(GUEST_MAX_LENGTHS.state),
  zipCode: optional(GUEST_MAX_LENGTHS.zipCode),
  country: optional(GUEST_MAX_LENGTHS.country),
  idType: optional(GUEST_MAX_LENGTHS.idType),
  idNumber: optional(GUEST_MAX_LENGTHS.idNumber),
  notes: optional(GUEST_MAX_LENGTHS.notes),
  vip: z.boolean(),
  createdAt: instant,
});

export const backupBookingSchema = z.object({
  id,
  roomId: id,
  guestId: id.nullable(),
  guestName: text(GUEST_NAME_MAX_LENGTH),
  checkInDate: enteredDate,
  checkOutDate: calendarDate,
  rateType: z.enum(RATE_TYPES),
  nights: z.number().int().min(1).max(NIGHTS_MAX),
  dailyWeeklyAmountCents: cents,
  monthlyAmountCents: cents,
  subtotalCents: cents,
  taxAmountCents: cents,
  resortFeeCents: cents,
  grandTotalCents: cents,
  /** The sum of the folio's live payments (folioPayments below). */
  paidAmountCents: cents,
  /** The sum of the folio's live extras; absent from backups written before the folio (none then). */
  extrasCents: cents.default(ZERO),
  paymentMethod: text(PAYMENT_METHOD_MAX_LENGTH),
  /** Absent from backups written before long stays: none had an agreement. */
  longStayAgreement: z.boolean().default(false),
  status: z.enum(BOOKING_STATUSES),
  /** The sum of its adjustments (folioAdjustments below), negative for credits; absent before the night audit. */
  adjustmentsCents: amountCents.default(ZERO),
  /** Absent from backups written before stays had a status: those were all Reserved. */
  stayStatus: z.enum(STAY_STATUSES).default(DEFAULT_STAY_STATUS),
  cancelReason: text(CANCEL_REASON_MAX).nullable().default(null),
  /** Absent from backups written before stays renewed (issue 26): none did then. */
  autoRenew: z.boolean().default(false),
  renewalError: text(500).nullable().default(null),
  /** Absent from backups written before bookings came online: all were the desk's. */
  source: z.enum(BOOKING_SOURCES).default(DEFAULT_BOOKING_SOURCE),
  /** The tax rates and taxed nights of its taxes (long stays); absent before them: every night taxed. */
  tax1RateId: id.nullable().default(null),
  tax2RateId: id.nullable().default(null),
  tax1TaxedNights: z.number().int().min(0).max(NIGHTS_MAX).nullable().default(null),
  tax2TaxedNights: z.number().int().min(0).max(NIGHTS_MAX).nullable().default(null),
  createdAt: instant,
  updatedAt: instant,
});

/** A folio line (migration 0018): voided ones are kept, as the folio keeps them. */
const folioLine = {
  id,
  bookingId: id,
  date: enteredDate,
  createdAt: instant,
  voidedAt: instant.nullable(),
  // Who voided it, as the folio names them (a person's name, or an administrator's acting for the hotel): no input.
  voidedBy: text(200).nullable(),
};
/** A line's amount, as the folio's inputs take it: never 0, at most FOLIO_AMOUNT_MAX either way. */
const folioAmount = amountCents.refine(
  (amount) => amount !== 0 && Math.abs(amount) <= parseMoney(FOLIO_AMOUNT_MAX),
  `Expected an amount other than 0, at most ${FOLIO_AMOUNT_MAX} either way`,
);
export const backupFolioChargeSchema = z.object({
  ...folioLine,
  description: name(FOLIO_DESCRIPTION_MAX_LENGTH),
  amountCents: folioAmount.refine((amount) => amount > 0, 'A charge is more than 0'),
});
export const backupFolioPaymentSchema = z.object({
  ...folioLine,
  method: text(PAYMENT_METHOD_MAX_LENGTH),
  amountCents: folioAmount,
  reference: optional(FOLIO_REFERENCE_MAX_LENGTH),
});

/** A closed day (issue 25): who closed it, when, and its daily report as it stood then, restored as it was. */
export const backupAuditDaySchema = z.object({
  date: calendarDate,
  closedAt: instant,
  closedBy: z.string().max(200),
  report: z.record(z.string(), z.unknown()),
});

/** One closed night's share of a stay's room amount, Tax 1 or Tax 2: final, with the room it was made for. */
export const backupNightPostingSchema = z.object({
  id,
  bookingId: id,
  date: calendarDate,
  night: z.number().int().min(0),
  kind: z.enum(POSTING_KINDS),
  amountCents: z.number().int(),
  roomNumber: z.string().min(1).max(20),
  createdAt: instant,
});

/** An adjustment: a closed day's correction, posted on an open one; positive a charge, negative a credit. */
export const backupFolioAdjustmentSchema = z.object({
  id,
  bookingId: id,
  date: calendarDate,
  kind: z.enum([...POSTING_KINDS, ...LONG_STAY_LINE_KINDS]),
  amountCents: z
    .number()
    .int()
    .refine((amount) => amount !== 0, 'An adjustment is never 0'),
  reason: z.string().min(1).max(200),
  /** A long-stay line's tax: its slot and rate (absent before long stays). */
  tax: z.enum(['Tax 1', 'Tax 2']).nullable().default(null),
  taxRateId: id.nullable().default(null),
  createdAt: instant,
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
    /** The night audit's books: its closed days, their postings, and the adjustments. Absent before it. */
    auditDays: z.array(backupAuditDaySchema).default([]),
    nightPostings: z.array(backupNightPostingSchema).default([]),
    folioAdjustments: z.array(backupFolioAdjustmentSchema).default([]),
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
      ...backup.nightPostings.filter((row) => !bookingIds.has(row.bookingId)).map((row) => `night posting ${row.id}`),
      ...backup.folioAdjustments.filter((row) => !bookingIds.has(row.bookingId)).map((row) => `adjustment ${row.id}`),
    ];
    // A posting is a closed night's: its day must be one of the backup's closed days.
    const closedDays = new Set(backup.auditDays.map((row) => row.date));
    dangling.push(...backup.nightPostings.filter((row) => !closedDays.has(row.date)).map((row) => `the closed day ${row.date}`));
    if (dangling.length)
      ctx.addIssue({ code: 'custom', message: `The backup refers to rows it does not contain: ${dangling.join(', ')}` });
  });
export type OperationalBackup = z.output<typeof operationalBackupSchema>;
