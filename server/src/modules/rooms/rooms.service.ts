import { ForeignKeyConstraintViolationException, LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { conflict, forbidden, notFound } from '@core/errors';
import {
  compareRoomNumbers,
  duplicateRoomsMessage,
  parseRoomLimit,
  roomHasBookingsMessage,
  roomLimitRefusal,
} from '@core/room-inventory';
import { bulkRoomNumbers, type BulkRoomsInput, type RoomInput } from '@core/schemas/room.schema';
import type { HousekeepingStatus } from '@core/housekeeping';
import { LIST_CAPS } from '@core/schemas/paging.schema';
import { raw } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../context';
import { deleteLocked, lockForEdit } from '../../db/locked-edit';
import { tenantQuery } from '../../db/tenant-query';
import type { Em } from '../../db/orm';
import { requireHotelId, HotelAccount } from '../accounts';
import { Booking } from '../bookings';
import { RoomType, roomTypeViews } from '../room-types';
import { loadSettings } from '../settings';
import { Licence } from '../licensing';
import { licenceState } from '@core/licence-state';
import type { SettingKey } from '@core/schemas/settings.schema';
import { Room } from './room.entity';
import type { RoomView } from './room.mapper';

interface RoomRow {
  id: number;
  room_number: string;
  room_type_id: number | null;
  version: number;
  housekeeping_status: HousekeepingStatus;
  housekeeping_note: string | null;
}

/**
 * Every room of the hotel (at most LIST_CAPS.rooms) with its type, in room-number order ("9" before "10").
 * Read as plain rows, and the few room types as entities: the availability board of a 10,000-room hotel
 * asks for all of them, and 10,000 entities cost a second to build.
 */
export async function listRooms(ctx: RequestContext): Promise<RoomView[]> {
  requireHotelId(ctx);
  const qb = await tenantQuery(ctx.em, Room, 'r');
  const [rows, roomTypes] = await Promise.all([
    qb
      .select(raw('r.id, r.room_number, r.room_type_id, r.version, r.housekeeping_status, r.housekeeping_note'))
      .orderBy({ id: 'asc' })
      .limit(LIST_CAPS.rooms)
      .execute<RoomRow[]>('all', false),
    ctx.em.find(RoomType, {}).then((types) => roomTypeViews(ctx.em, types)),
  ]);
  // Each type with the rates in force today: the booking screen falls back on them.
  const typeById = new Map(roomTypes.map((type) => [type.roomType.id, type]));
  return rows
    .map((row) => ({
      id: row.id,
      roomNumber: row.room_number,
      version: row.version,
      housekeepingStatus: row.housekeeping_status,
      housekeepingNote: row.housekeeping_note,
      roomType: row.room_type_id === null ? null : (typeById.get(row.room_type_id) ?? null),
    }))
    .sort((a, b) => compareRoomNumbers(a.roomNumber, b.roomNumber));
}

export async function createRoom(ctx: RequestContext, input: RoomInput): Promise<Room> {
  const [room] = await addRooms(ctx, [input.roomNumber], input.roomTypeId, false);
  return room!;
}

/** The Bulk Create dialog: every room of the range, or none (a taken number or the room limit refuses all). */
export async function bulkCreateRooms(ctx: RequestContext, input: BulkRoomsInput): Promise<Room[]> {
  const numbers = bulkRoomNumbers(input.prefix, input.startNumber, input.endNumber);
  return addRooms(ctx, numbers, input.roomTypeId, true);
}

/**
 * One edit at a time (the row is locked); `expectedVersion`, when given, is the version the edit was based
 * on, and an older one than the room's is refused (409) rather than overwriting someone else's change.
 */
export async function updateRoom(
  ctx: RequestContext,
  id: number,
  input: RoomInput,
  expectedVersion: number | null = null,
): Promise<Room> {
  requireHotelId(ctx);
  return ctx.em.transactional(async (tx) => {
    const em = tx as Em;
    const room = await lockForEdit(em, Room, 'room', id, expectedVersion);
    const roomType = await findRoomType(em, input.roomTypeId);
    if (input.roomNumber !== room.roomNumber) {
      const taken = await em.count(Room, { roomNumber: input.roomNumber, id: { $ne: room.id } });
      if (taken > 0) throw conflict(duplicateRoomsMessage([input.roomNumber], false));
    }
    em.assign(room, { roomNumber: input.roomNumber, roomType });
    await flushRefusingDuplicates(em, [input.roomNumber], false);
    return room;
  });
}

/** A room with bookings stays: deleting it would lose the hotel's history (409 saying why). */
export async function deleteRoom(
  ctx: RequestContext,
  id: number,
  expectedVersion: number | null = null,
): Promise<{ message: string }> {
  requireHotelId(ctx);
  let roomNumber = '';
  try {
    await deleteLocked(ctx.em, Room, 'room', id, expectedVersion, async (room, em) => {
      roomNumber = room.roomNumber;
      const bookings = await em.count(Booking, { room: room.id });
      if (bookings > 0) throw conflict(roomHasBookingsMessage(room.roomNumber, bookings));
    });
  } catch (error) {
    // A booking made between the count and the delete: the foreign key refuses, with the same answer.
    if (error instanceof ForeignKeyConstraintViolationException) throw conflict(roomHasBookingsMessage(roomNumber, 1));
    throw error;
  }
  return { message: 'Room deleted successfully' };
}

/**
 * Adds rooms in one transaction. The hotel's row is locked first so that two requests cannot both pass
 * the room-limit count; a taken number or the limit refuses the whole batch.
 */
async function addRooms(ctx: RequestContext, numbers: string[], roomTypeId: number | null, batch: boolean): Promise<Room[]> {
  const hotelId = requireHotelId(ctx);
  return ctx.em.transactional(async (em) => {
    await em.findOneOrFail(HotelAccount, hotelId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const roomType = await findRoomType(em, roomTypeId);
    const taken = await em.find(Room, { roomNumber: { $in: numbers } }, { fields: ['roomNumber'] });
    if (taken.length > 0) {
      throw conflict(duplicateRoomsMessage(taken.map((room) => room.roomNumber).sort(compareRoomNumbers), batch));
    }
    const limit = await roomLimitOf(em, await loadSettings(em));
    const refusal = roomLimitRefusal(limit, limit === null ? 0 : await em.count(Room, {}), numbers.length);
    if (refusal) throw forbidden(refusal);
    const rooms = numbers.map((roomNumber) => em.create(Room, { hotel: hotelId, roomNumber, roomType }));
    await flushRefusingDuplicates(em, numbers, batch);
    return rooms;
  });
}

/**
 * A licensed hotel's room limit is its licence's number of rooms (a MANUAL-ACTIVATION's is the number the
 * administrator gave, stored with it), and blank is never "no limit" there. A demo hotel's is its own
 * number_of_rooms setting, blank meaning no limit: the demo is bounded by its days and transactions.
 */
async function roomLimitOf(em: Em, settings: Record<SettingKey, string>): Promise<number | null> {
  if (!licenceState(settings, new Date()).licensed) return parseRoomLimit(settings.number_of_rooms);
  const licence = await em.findOne(Licence, { licenceKey: settings.license_key.trim() });
  return licence?.numberOfRooms ?? parseRoomLimit(settings.number_of_rooms) ?? 0;
}

/** The chosen room type, which must be one of this hotel's (404 otherwise); null for "No Room Type". */
async function findRoomType(em: Em, id: number | null): Promise<RoomType | null> {
  if (id === null) return null;
  const roomType = await em.findOne(RoomType, id);
  if (!roomType) throw notFound('Room type');
  return roomType;
}

/** The unique index is the last word: a number taken by a concurrent request still gets the 409. */
async function flushRefusingDuplicates(em: Em, numbers: string[], batch: boolean): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    // The transaction is aborted, so which number was taken cannot be asked any more.
    throw conflict(
      batch
        ? 'Some of these room numbers were taken while the rooms were being created. No rooms were created.'
        : duplicateRoomsMessage(numbers, false),
    );
  }
}
