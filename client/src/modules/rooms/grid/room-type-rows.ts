import { roomTypeSchema, type RoomTypeInput } from '@core/schemas/room.schema';
import type { RowParse } from '../../../ui/grid/use-grid-row-edits';

/** One row of the Room Types grid: rates stay money text ("79.99") so no float ever touches them. */
export interface RoomTypeRow {
  id: number;
  /** The version the room type was loaded at: its update names it. */
  version: number;
  name: string;
  dailyRate: string;
  weeklyRate: string;
  monthlyRate: string;
}

export function toRoomTypeRows(roomTypes: readonly RoomTypeRow[]): RoomTypeRow[] {
  return roomTypes.map(({ id, version, name, dailyRate, weeklyRate, monthlyRate }) => ({
    id,
    version,
    name,
    dailyRate,
    weeklyRate,
    monthlyRate,
  }));
}

/** A rate typed or pasted into the grid: "$1,500" is read as "1500"; everything else goes to the schema as is. */
export function typedRate(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? '';
  return value
    .trim()
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
}

/** The update a grid row stands for, checked by the core schema (the server's own messages). */
export function roomTypeInputFromRow(row: Omit<RoomTypeRow, 'id' | 'version'>): RowParse<RoomTypeInput> {
  const result = roomTypeSchema.safeParse({
    name: row.name ?? '',
    dailyRate: typedRate(row.dailyRate),
    weeklyRate: typedRate(row.weeklyRate),
    monthlyRate: typedRate(row.monthlyRate),
  });
  return result.success
    ? { ok: true, input: result.data }
    : { ok: false, message: result.error.issues[0]?.message ?? 'Invalid room type' };
}
