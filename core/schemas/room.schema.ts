import { z } from 'zod';
import { effectiveFromSchema } from './scheduled-change.schema';
import { moneySchema, nullableIdSchema, requiredIntSchema, requiredText } from './common';

const RATE_MESSAGES = { negative: 'Rates must be 0 or more', invalid: 'Rates must be numbers with at most 2 decimals' };

export const ROOM_TYPE_NAME_MAX_LENGTH = 100;

/** Room type (spec section 3): a name and three required rates, kept as money text "79.99". */
export const roomTypeSchema = z.object({
  name: requiredText(
    'Room type name is required',
    ROOM_TYPE_NAME_MAX_LENGTH,
    `Room type name must be at most ${ROOM_TYPE_NAME_MAX_LENGTH} characters`,
  ),
  dailyRate: moneySchema('Daily rate is required', RATE_MESSAGES),
  weeklyRate: moneySchema('Weekly rate is required', RATE_MESSAGES),
  monthlyRate: moneySchema('Monthly rate is required', RATE_MESSAGES),
});
export type RoomTypeInput = z.output<typeof roomTypeSchema>;

/** An update of a room type: its rates may change from a date ("effectiveFrom", issue 26); blank, at once. */
export const roomTypeUpdateSchema = roomTypeSchema.extend(effectiveFromSchema.shape);
export type RoomTypeUpdate = z.output<typeof roomTypeUpdateSchema>;

export const ROOM_NUMBER_MAX_LENGTH = 20;
const roomTypeIdSchema = nullableIdSchema('Please choose a valid room type');

/** A room: its number as text ("101", "102A") and an optional room type. */
export const roomSchema = z.object({
  roomNumber: requiredText(
    'Room number is required',
    ROOM_NUMBER_MAX_LENGTH,
    `Room number must be at most ${ROOM_NUMBER_MAX_LENGTH} characters`,
  ),
  roomTypeId: roomTypeIdSchema,
});
export type RoomInput = z.output<typeof roomSchema>;

export const BULK_ROOMS_MAX = 500;
const BULK_NUMBER_MAX = 999_999;

/** The Bulk Create dialog: rooms prefix + start ... prefix + end, all of one room type. */
export const bulkRoomsSchema = z
  .object({
    prefix: z.preprocess(
      (value) => (value === undefined || value === null ? '' : typeof value === 'number' ? String(value) : value),
      z.string({ error: 'Prefix must be text' }).trim().max(10, 'Prefix must be at most 10 characters'),
    ),
    startNumber: requiredIntSchema({
      required: 'Start number is required',
      invalid: 'Start number must be a whole number of 0 or more',
      min: 0,
      max: BULK_NUMBER_MAX,
    }),
    endNumber: requiredIntSchema({
      required: 'End number is required',
      invalid: 'End number must be a whole number of 0 or more',
      min: 0,
      max: BULK_NUMBER_MAX,
    }),
    roomTypeId: roomTypeIdSchema,
  })
  .superRefine((bulk, ctx) => {
    if (bulk.startNumber > bulk.endNumber) {
      ctx.addIssue({
        code: 'custom',
        message: 'Start number must be less than or equal to end number',
        path: ['startNumber'],
      });
    } else if (bulk.endNumber - bulk.startNumber + 1 > BULK_ROOMS_MAX) {
      ctx.addIssue({
        code: 'custom',
        message: `At most ${BULK_ROOMS_MAX} rooms can be created at once`,
        path: ['endNumber'],
      });
    }
  });
export type BulkRoomsInput = z.output<typeof bulkRoomsSchema>;

/** One room number of a bulk run: the prefix, then the number padded to at least 2 digits ("1" + 5 -> "105"). */
export function bulkRoomNumber(prefix: string, number: number): string {
  return `${prefix.trim()}${String(number).padStart(2, '0')}`;
}

/** Every room number from start to end inclusive; none when start is past end. */
export function bulkRoomNumbers(prefix: string, start: number, end: number): string[] {
  const numbers: string[] = [];
  for (let number = start; number <= end; number += 1) numbers.push(bulkRoomNumber(prefix, number));
  return numbers;
}

const asWholeNumber = (value: number | string): number | null => {
  const number = typeof value === 'number' ? value : value.trim() ? Number(value) : Number.NaN;
  return Number.isInteger(number) && number >= 0 ? number : null;
};

/**
 * The dialog's live preview "101 - 112", from the inputs as typed; empty until both numbers are
 * whole numbers. It shows the range as typed, so a reversed range is visible before submitting.
 */
export function bulkPreview(prefix: string, start: number | string, end: number | string): string {
  const first = asWholeNumber(start);
  const last = asWholeNumber(end);
  if (first === null || last === null) return '';
  return `${bulkRoomNumber(prefix, first)} - ${bulkRoomNumber(prefix, last)}`;
}
