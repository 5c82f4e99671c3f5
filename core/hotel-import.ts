import { roomLimitRefusal } from './room-inventory';
import { DomainError } from './errors';
import { parseInput } from './parse-input';
import type { GuestInput } from './schemas/guest.schema';
import {
  IMPORT_FIELDS,
  importGuestSchema,
  importHotelSchema,
  importRoomSchema,
  importRoomTypeSchema,
  type ImportHotelInput,
  type ImportRowKind,
} from './schemas/hotel-import.schema';
import { emailSchema } from './schemas/common';
import type { RoomTypeInput } from './schemas/room.schema';

/**
 * `innkeep hotel import`, the pure half: rows read from a CSV or JSON file become a plan of hotels with
 * their room types, rooms and guests, or a list of problems, each with the line of the file it is on. The
 * file is imported whole or not at all, so every problem is found before anything is written.
 */

/** One row of the file, whatever its format. */
export interface ImportRow {
  /** 1-based line of the file where the row starts. */
  line: number;
  kind: ImportRowKind;
  fields: Readonly<Record<string, unknown>>;
  /**
   * Whose row it is, for room types, rooms and guests: the hotel row it sits under (JSON nests them), or
   * the hotel's email as written in the row (the CSV `hotel` column).
   */
  parent?: { row: ImportRow } | { email: unknown };
}

export interface ImportProblem {
  line: number;
  message: string;
}

export interface PlannedRoom {
  line: number;
  roomNumber: string;
  /** The room type's name as its own row spells it; null for a room without a type. */
  roomTypeName: string | null;
}

export interface PlannedHotel {
  line: number;
  hotel: ImportHotelInput;
  roomTypes: { line: number; input: RoomTypeInput }[];
  rooms: PlannedRoom[];
  guests: { line: number; input: GuestInput }[];
}

export interface HotelImportPlan {
  hotels: PlannedHotel[];
  problems: ImportProblem[];
}

const KIND_LABELS: Record<ImportRowKind, string> = { hotel: 'hotel', roomType: 'room type', room: 'room', guest: 'guest' };

/** Nothing is written when a file has problems; the error carries every one of them. */
export class HotelImportRefused extends DomainError {
  constructor(readonly problems: readonly ImportProblem[]) {
    super(
      'INVALID_INPUT',
      `Nothing was imported: ${problems.length} ${problems.length === 1 ? 'problem' : 'problems'} in the file`,
    );
    this.name = 'HotelImportRefused';
  }
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && !value.trim());
const key = (text: string) => text.trim().toLowerCase();

/** The first issue of a row, with the same wording the API gives for the same field. */
function parseRow<T>(parse: (fields: unknown) => T, row: ImportRow, problems: ImportProblem[]): T | null {
  const unknown = Object.keys(row.fields).find(
    (field) => !IMPORT_FIELDS[row.kind].includes(field) && !isBlank(row.fields[field]),
  );
  if (unknown !== undefined) {
    problems.push({ line: row.line, message: `Unknown field ${unknown} for a ${KIND_LABELS[row.kind]}` });
    return null;
  }
  try {
    return parse(row.fields);
  } catch (error) {
    problems.push({ line: row.line, message: (error as Error).message });
    return null;
  }
}

export function planHotelImport(rows: readonly ImportRow[]): HotelImportPlan {
  const problems: ImportProblem[] = [];
  const hotels: PlannedHotel[] = [];
  const byRow = new Map<ImportRow, PlannedHotel>();
  const byEmail = new Map<string, PlannedHotel>();
  // Emails of hotel rows that have problems of their own: their rows are not "missing" hotels.
  const rejectedEmails = new Set<string>();

  for (const row of rows.filter((candidate) => candidate.kind === 'hotel')) {
    const hotel = parseRow((fields) => parseInput(importHotelSchema, fields), row, problems);
    if (!hotel) {
      const email = emailSchema.safeParse(row.fields.email);
      if (email.success) rejectedEmails.add(email.data);
      continue;
    }
    const earlier = byEmail.get(hotel.email);
    if (earlier) {
      problems.push({ line: row.line, message: `Hotel ${hotel.email} is already on line ${earlier.line}` });
      continue;
    }
    const planned: PlannedHotel = { line: row.line, hotel, roomTypes: [], rooms: [], guests: [] };
    hotels.push(planned);
    byRow.set(row, planned);
    byEmail.set(hotel.email, planned);
  }

  const ownerOf = (row: ImportRow): PlannedHotel | null => {
    const parent = row.parent;
    if (parent && 'row' in parent) return byRow.get(parent.row) ?? null;
    if (!parent || isBlank(parent.email)) {
      problems.push({
        line: row.line,
        message: `Say which hotel this ${KIND_LABELS[row.kind]} belongs to: its email in the hotel column`,
      });
      return null;
    }
    const email = emailSchema.safeParse(parent.email);
    if (!email.success) {
      problems.push({
        line: row.line,
        message: `hotel: ${email.error.issues[0]?.message ?? 'Please enter a valid email address'}`,
      });
      return null;
    }
    const owner = byEmail.get(email.data);
    if (!owner && !rejectedEmails.has(email.data))
      problems.push({ line: row.line, message: `Hotel ${email.data} is not in this file` });
    return owner ?? null;
  };

  // Room types first: a room may name a type whose row comes later in the file.
  const typeNames = new Map<PlannedHotel, Map<string, { line: number; name: string }>>();
  for (const row of rows.filter((candidate) => candidate.kind === 'roomType')) {
    const input = parseRow((fields) => parseInput(importRoomTypeSchema, fields), row, problems);
    const owner = ownerOf(row);
    if (!input || !owner) continue;
    const names = typeNames.get(owner) ?? new Map<string, { line: number; name: string }>();
    typeNames.set(owner, names);
    const earlier = names.get(key(input.name));
    if (earlier) {
      problems.push({ line: row.line, message: `Room type ${input.name} is already on line ${earlier.line}` });
      continue;
    }
    names.set(key(input.name), { line: row.line, name: input.name });
    owner.roomTypes.push({ line: row.line, input });
  }

  const roomLines = new Map<PlannedHotel, Map<string, number>>();
  for (const row of rows.filter((candidate) => candidate.kind === 'room' || candidate.kind === 'guest')) {
    if (row.kind === 'guest') {
      const input = parseRow((fields) => parseInput(importGuestSchema, fields), row, problems);
      const owner = ownerOf(row);
      if (input && owner) owner.guests.push({ line: row.line, input });
      continue;
    }
    const input = parseRow((fields) => parseInput(importRoomSchema, fields), row, problems);
    const owner = ownerOf(row);
    if (!input || !owner) continue;
    const numbers = roomLines.get(owner) ?? new Map<string, number>();
    roomLines.set(owner, numbers);
    const earlier = numbers.get(input.roomNumber);
    if (earlier !== undefined) {
      problems.push({ line: row.line, message: `Room ${input.roomNumber} is already on line ${earlier}` });
      continue;
    }
    numbers.set(input.roomNumber, row.line);
    let roomTypeName: string | null = null;
    if (input.roomType !== null) {
      const type = typeNames.get(owner)?.get(key(input.roomType));
      if (!type) {
        problems.push({
          line: row.line,
          message: `Room type ${input.roomType} is not one of ${owner.hotel.email}'s room types in this file`,
        });
        continue;
      }
      roomTypeName = type.name;
    }
    owner.rooms.push({ line: row.line, roomNumber: input.roomNumber, roomTypeName });
  }

  for (const planned of hotels) {
    const refusal = roomLimitRefusal(planned.hotel.numberOfRooms ?? null, 0, planned.rooms.length);
    if (refusal) problems.push({ line: planned.line, message: refusal });
  }

  return { hotels, problems: problems.sort((a, b) => a.line - b.line) };
}

/** Problems of the database (an email already taken) join the file's own, in line order. */
export function refuseImport(problems: readonly ImportProblem[]): never {
  throw new HotelImportRefused([...problems].sort((a, b) => a.line - b.line));
}
