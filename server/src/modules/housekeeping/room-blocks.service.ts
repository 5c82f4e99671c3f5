import { conflict, notFound } from '@core/errors';
import type { RoomBlockInput, RoomBlockList } from '@core/schemas/housekeeping.schema';
import { todayInZone } from '@core/stay-dates';
import { raw } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../context';
import type { Em } from '../../db/orm';
import { requireHotelId } from '../accounts';
import { overlapConflict, Booking } from '../bookings';
import { Room } from '../rooms';
import { loadSettings } from '../settings';
import { RoomBlock } from './room-block.entity';
import { bookingRefusingBlock, isBlockOverlap, outOfOrderConflict } from './room-block-refusals';

/** Blocks are few (a room out of order now and then); a list answers at most this many. */
export const ROOM_BLOCK_LIST_CAP = 10_000;

/**
 * Takes a room out of order for some nights. The database decides, atomically with concurrent bookings:
 * a block over a stay of the room is refused (409 naming the booking, as an overlap of two stays is), and
 * a block over another block too (409 with that block's nights).
 */
export async function createRoomBlock(ctx: RequestContext, input: RoomBlockInput): Promise<RoomBlock> {
  const hotelId = requireHotelId(ctx);
  try {
    return await ctx.em.transactional(async (tx) => {
      const em = tx as Em;
      const room = await em.findOne(Room, input.roomId);
      if (!room) throw notFound('Room');
      const block = em.create(RoomBlock, {
        hotel: hotelId,
        room,
        startDate: input.startDate,
        endDate: input.endDate,
        reason: input.reason,
      });
      await em.flush();
      return block;
    });
  } catch (error) {
    throw (await blockRefusal(ctx.em, input, error)) ?? error;
  }
}

/** The 409 for a block the database refused, read after the refused transaction; null for other errors. */
async function blockRefusal(em: Em, input: RoomBlockInput, error: unknown) {
  const bookingId = bookingRefusingBlock(error);
  if (bookingId === null && !isBlockOverlap(error)) return null;
  em.clear();
  const room = await em.findOne(Room, input.roomId);
  if (!room) return null;
  if (bookingId !== null) {
    const booking = await em.findOne(Booking, bookingId, { fields: ['id', 'checkInDate', 'checkOutDate'] });
    return booking ? overlapConflict(room.roomNumber, booking) : null;
  }
  const other = await em.findOne(RoomBlock, {
    room: room.id,
    [raw(
      (alias) => `daterange(${alias}.start_date, ${alias}.end_date, '[)') && daterange(?, ?, '[)')`,
      [input.startDate, input.endDate],
    )]: true,
  });
  return other ? outOfOrderConflict(em, other.id) : conflict('This room is already out of order on some of these nights');
}

/**
 * The blocks that touch [from, to) (either side open), by first night then room; with neither given, those
 * not over yet (ending after today in the hotel's timezone): what the desk plans around.
 */
export async function listRoomBlocks(ctx: RequestContext, range: RoomBlockList, now = new Date()): Promise<RoomBlock[]> {
  requireHotelId(ctx);
  const from = range.from ?? (range.to ? null : todayInZone((await loadSettings(ctx.em)).timezone, now));
  const window = raw(
    (alias) => `daterange(${alias}.start_date, ${alias}.end_date, '[)') && daterange(?::date, ?::date, '[)')`,
    [from, range.to],
  );
  return ctx.em.find(
    RoomBlock,
    { [window]: true },
    { populate: ['room'], orderBy: { startDate: 'asc', id: 'asc' }, limit: ROOM_BLOCK_LIST_CAP },
  );
}

export async function getRoomBlock(ctx: RequestContext, id: number): Promise<RoomBlock> {
  requireHotelId(ctx);
  const block = await ctx.em.findOne(RoomBlock, id, { populate: ['room'] });
  if (!block) throw notFound('Room block');
  return block;
}

export const EXTERNAL_BLOCK_MESSAGE =
  "This block is an event of a booking site's calendar: it goes when the event leaves that calendar, or with the calendar's feed";

/**
 * Puts the room back in service for those nights. An External block is not the desk's to delete: the next sync
 * would write it again.
 */
export async function deleteRoomBlock(ctx: RequestContext, id: number): Promise<{ message: string }> {
  requireHotelId(ctx);
  const block = await ctx.em.findOne(RoomBlock, id);
  if (!block) throw notFound('Room block');
  if (block.kind === 'External') throw conflict(EXTERNAL_BLOCK_MESSAGE);
  await ctx.em.remove(block).flush();
  return { message: 'Room block deleted successfully' };
}
