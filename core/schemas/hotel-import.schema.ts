import { z } from 'zod';
import { loginSchema, registerSchema } from './auth.schema';
import { optionalText } from './common';
import { guestSchema } from './guest.schema';
import { ROOM_TYPE_NAME_MAX_LENGTH, roomSchema, roomTypeSchema } from './room.schema';

/**
 * The rows of `innkeep hotel import` (a CSV or JSON file of hotels and, optionally, their room types, rooms
 * and guests). Each kind of row is read with the schema the app itself uses for it, so a file is held to
 * the same rules and messages as the sign-up form, the Rooms tab and the guest screen.
 */

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && !value.trim());

/**
 * A hotel: the sign-up fields, with the password optional. With a password the account can sign in at
 * once; without one it gets the set-password email, as a hotel an administrator adds does.
 */
export const importHotelSchema = registerSchema.extend({
  password: z.preprocess((value) => (isBlank(value) ? undefined : value), loginSchema.shape.password.optional()),
});
export type ImportHotelInput = z.output<typeof importHotelSchema>;

export const importRoomTypeSchema = roomTypeSchema;

/** A room names its room type (one of the hotel's in the same file) instead of an id. */
export const importRoomSchema = roomSchema
  .omit({ roomTypeId: true })
  .extend({ roomType: optionalText(ROOM_TYPE_NAME_MAX_LENGTH) });
export type ImportRoomInput = z.output<typeof importRoomSchema>;

export const importGuestSchema = guestSchema;

export const IMPORT_ROW_KINDS = ['hotel', 'roomType', 'room', 'guest'] as const;
export type ImportRowKind = (typeof IMPORT_ROW_KINDS)[number];

/** The fields each kind of row may carry (CSV columns and JSON keys); anything else is a typo to report. */
export const IMPORT_FIELDS: Readonly<Record<ImportRowKind, readonly string[]>> = {
  hotel: Object.keys(importHotelSchema.shape),
  roomType: Object.keys(importRoomTypeSchema.shape),
  room: Object.keys(importRoomSchema.shape),
  guest: Object.keys(importGuestSchema.shape),
};

/** "hotel", "Room type", "room_type", "room-type", "roomType" ... -> the kind; null when it is none of them. */
export function readImportRowKind(value: unknown): ImportRowKind | null {
  if (typeof value !== 'string') return null;
  const word = value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
  return IMPORT_ROW_KINDS.find((kind) => kind.toLowerCase() === word) ?? null;
}
