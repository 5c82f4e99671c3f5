import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bookingSchema } from './booking.schema';
import { folioChargeSchema } from './folio.schema';
import { guestSchema } from './guest.schema';
import {
  backupBookingSchema,
  backupFolioChargeSchema,
  backupGuestSchema,
  backupRatePeriodSchema,
  operationalBackupSchema,
} from './operational-backup.schema';
import { ratePeriodSchema } from './rate-period.schema';

const at = '2026-03-01T10:00:00.000Z';
const backup = {
  format: 'innkeep-operational-backup',
  version: 1,
  createdAt: at,
  hotel: { id: 1, name: 'Harbor Inn', email: 'desk@harbor.test' },
  roomTypes: [{ id: 4, name: 'Queen', dailyRateCents: 7999, weeklyRateCents: 45000, monthlyRateCents: 150000, createdAt: at }],
  ratePeriods: [],
  rooms: [{ id: 9, roomNumber: '101', roomTypeId: 4, createdAt: at }],
  guests: [],
  bookings: [],
};

describe('operationalBackupSchema', () => {
  it('accepts a backup whose references hold', () => {
    expect(operationalBackupSchema.safeParse(backup).success).toBe(true);
  });

  it('refuses a room pointing at a room type it does not contain', () => {
    const result = operationalBackupSchema.safeParse({ ...backup, rooms: [{ ...backup.rooms[0], roomTypeId: 5 }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('The backup refers to rows it does not contain: room 9');
  });

  describe("the night audit's books", () => {
    const booking = {
      id: 12,
      roomId: 9,
      guestId: null,
      guestName: 'Lovelace, Ada',
      checkInDate: '2026-03-07',
      checkOutDate: '2026-03-09',
      rateType: 'Daily',
      nights: 2,
      dailyWeeklyAmountCents: 10000,
      monthlyAmountCents: 0,
      subtotalCents: 20000,
      taxAmountCents: 1600,
      resortFeeCents: 1000,
      grandTotalCents: 22600,
      paidAmountCents: 0,
      paymentMethod: 'Cash',
      status: 'Unpaid',
      createdAt: at,
      updatedAt: at,
    };
    const day = {
      date: '2026-03-07',
      closedAt: at,
      closedBy: 'Ada Owner',
      report: { date: '2026-03-07', roomRevenue: '100.00' },
    };
    const posting = {
      id: 30,
      bookingId: 12,
      date: '2026-03-07',
      night: 0,
      kind: 'Room',
      amountCents: 10000,
      roomNumber: '101',
      createdAt: at,
    };
    const adjustment = {
      id: 5,
      bookingId: 12,
      date: '2026-03-08',
      kind: 'Room',
      amountCents: -2500,
      reason: 'Noisy room',
      createdAt: at,
    };
    const books = { ...backup, bookings: [booking], auditDays: [day], nightPostings: [posting], folioAdjustments: [adjustment] };

    it('holds closed days, postings and adjustments, and a booking’s adjustments sum (0 in older backups)', () => {
      const parsed = operationalBackupSchema.parse(books);
      expect(parsed.auditDays[0]!.report).toEqual(day.report);
      expect(parsed.bookings[0]!.adjustmentsCents).toBe(0);
      expect(operationalBackupSchema.parse(backup)).toMatchObject({ auditDays: [], nightPostings: [], folioAdjustments: [] });
    });

    it.each([
      [{ nightPostings: [{ ...posting, bookingId: 13 }] }, 'The backup refers to rows it does not contain: night posting 30'],
      [{ folioAdjustments: [{ ...adjustment, bookingId: 13 }] }, 'The backup refers to rows it does not contain: adjustment 5'],
      [
        { nightPostings: [{ ...posting, date: '2026-03-08' }] },
        'The backup refers to rows it does not contain: the closed day 2026-03-08',
      ],
      [{ folioAdjustments: [{ ...adjustment, amountCents: 0 }] }, 'An adjustment is never 0'],
      [{ nightPostings: [{ ...posting, kind: 'Extra' }] }, undefined],
    ])('refuses %j', (change, message) => {
      const result = operationalBackupSchema.safeParse({ ...books, ...change });
      expect(result.success).toBe(false);
      if (message) expect(result.error?.issues[0]?.message).toBe(message);
    });
  });

  it('refuses another format', () => {
    expect(operationalBackupSchema.safeParse({ ...backup, format: 'something-else' }).success).toBe(false);
  });
});

const guest = { id: 3, firstName: 'Ada', lastName: 'Lovelace', vip: false, createdAt: at };
const nulls = { email: null, phone: null, address: null, city: null, state: null, zipCode: null, country: null };
const backupGuest = { ...guest, ...nulls, idType: null, idNumber: null, notes: null };
const booking = {
  id: 7,
  roomId: 9,
  guestId: null,
  guestName: 'Lovelace, Ada',
  checkInDate: '2026-03-01',
  checkOutDate: '2026-03-03',
  rateType: 'Daily',
  nights: 2,
  ...Object.fromEntries(
    ['dailyWeeklyAmount', 'monthlyAmount', 'subtotal', 'taxAmount', 'resortFee', 'grandTotal', 'paidAmount'].map((name) => [
      `${name}Cents`,
      0,
    ]),
  ),
  paymentMethod: 'Cash',
  status: 'Unpaid',
  createdAt: at,
  updatedAt: at,
};
const period = {
  id: 2,
  roomTypeId: 4,
  name: 'Summer',
  rateType: 'seasonal',
  priority: 3,
  dailyRateCents: 9000,
  weeklyRateCents: 50000,
  monthlyRateCents: 180000,
  daysOfWeek: [],
  startDate: '2026-06-01',
  endDate: '2026-08-31',
  specificDates: [],
  description: null,
  isActive: true,
  createdAt: at,
};
const input = {
  guest: { firstName: 'Ada', lastName: 'Lovelace' },
  booking: { roomId: 9, guest: 'Lovelace, Ada', checkInDate: '2026-03-01' },
  period: {
    roomTypeId: 4,
    name: 'Summer',
    rateType: 'seasonal',
    dailyRate: '90',
    weeklyRate: '500',
    monthlyRate: '1800',
    startDate: '2026-06-01',
    endDate: '2026-08-31',
  },
  charge: { description: 'Parking', amount: '12.00' },
};
const charge = { id: 5, bookingId: 7, date: '2026-03-01', createdAt: at, voidedAt: null, voidedBy: null, amountCents: 1200 };
const long = (length: number) => 'x'.repeat(length);

/** A field of a backed-up row, and the same field of the input that stores it: each value goes through both or neither. */
const LIMITS: [string, z.ZodType, object, z.ZodType, object, string, unknown, unknown][] = [
  ['a guest name', guestSchema, input.guest, backupGuestSchema, backupGuest, 'lastName', long(100), long(101)],
  ['guest notes', guestSchema, input.guest, backupGuestSchema, backupGuest, 'notes', long(2000), long(2001)],
  ['a guest state', guestSchema, input.guest, backupGuestSchema, backupGuest, 'state', long(50), long(51)],
  ['a booking guest', bookingSchema, input.booking, backupBookingSchema, booking, 'guest', long(200), long(201)],
  ['a payment method', bookingSchema, input.booking, backupBookingSchema, booking, 'paymentMethod', long(40), long(41)],
  ['a booking status', bookingSchema, input.booking, backupBookingSchema, booking, 'status', 'Fully Paid', 'Paid'],
  ['nights', bookingSchema, input.booking, backupBookingSchema, booking, 'nights', 3650, 3651],
  ['a check-in date', bookingSchema, input.booking, backupBookingSchema, booking, 'checkInDate', '2100-12-31', '2101-01-01'],
  ['a rate period priority', ratePeriodSchema, input.period, backupRatePeriodSchema, period, 'priority', 10, 11],
  ['a rate period type', ratePeriodSchema, input.period, backupRatePeriodSchema, period, 'rateType', 'event', 'festival'],
  [
    'a rate period description',
    ratePeriodSchema,
    input.period,
    backupRatePeriodSchema,
    period,
    'description',
    long(500),
    long(501),
  ],
  ['a charge description', folioChargeSchema, input.charge, backupFolioChargeSchema, charge, 'description', long(200), long(201)],
];

/** The backup names a booking's guest guestName; every other field has one name. */
const backupName = (field: string) => (field === 'guest' ? 'guestName' : field);

describe('the backup holds each field to what its input allows', () => {
  it.each(LIMITS)('%s', (_what, inputSchema, inputRow, rowSchema, row, field, fits, tooMuch) => {
    const backed = (value: unknown) => rowSchema.safeParse({ ...row, [backupName(field)]: value }).success;
    const entered = (value: unknown) => inputSchema.safeParse({ ...inputRow, [field]: value }).success;
    expect([entered(fits), backed(fits)]).toEqual([true, true]);
    expect([entered(tooMuch), backed(tooMuch)]).toEqual([false, false]);
  });

  it('holds a charge to the folio input amount: more than 0, at most 1,000,000.00', () => {
    const backed = (amountCents: number) =>
      backupFolioChargeSchema.safeParse({ ...charge, description: 'Parking', amountCents }).success;
    expect([backed(100_000_000), backed(100_000_001), backed(0), backed(-500)]).toEqual([true, false, false, false]);
  });
});
