import { conflict, notFound } from '@core/errors';
import type { Cents } from '@core/money';
import type { DayOfWeek, RatePeriodType } from '@core/schemas/rate-period.schema';
import type { OperationalBackup } from '@core/schemas/operational-backup.schema';
import type { BookingStatus } from '@core/booking-choices';
import { IsolationLevel } from '@mikro-orm/core';
import type { RequestContext } from '../../context';
import { scopeToHotel } from '../../context';
import type { Em } from '../../db/orm';
import { isSerializationFailure } from '../../db/serialization-failure';
import { requireSession } from '../accounts/guards';
import { recordAuditEntry } from '../audit/audit-entry';
import { HotelAccount } from '../accounts/hotel-account.entity';
import { Booking } from '../bookings/booking.entity';
import { FolioCharge, FolioPayment } from '../folio/folio-line.entity';
import { Guest } from '../guests/guest.entity';
import { RatePeriod } from '../rate-periods/rate-period.entity';
import { RoomType } from '../room-types/room-type.entity';
import { RoomBlock } from '../housekeeping/room-block.entity';
import { Room } from '../rooms/room.entity';
import { readBackupFile, readOperationalBackup, removeBackupFile, writeBackupFile } from './operational-backup';

export const CLEARED_MESSAGE = 'Operational data cleared successfully';

export interface ClearResult {
  message: string;
  /** The backup written first, relative to DATA_DIR ("backups/hotel-3-....json"). */
  backup: string;
}

export const CLEAR_BUSY_MESSAGE = 'Another change is in progress, try again';
/** A clear that meets concurrent changes this many times in a row gives up with 409. */
const CLEAR_ATTEMPTS = 3;

/**
 * DELETE /api/hotel/clear: the hotel's bookings (and the payments on them), rate periods, rooms (and their
 * blocks), room types and guests, nothing else (the audit trail stays) and nobody else's, in one transaction, after writing a complete backup. The
 * transaction is REPEATABLE READ: the deletes see exactly the rows the backup read, so a booking made
 * meanwhile is neither lost nor deleted without a backup. A booking or edit that commits meanwhile makes
 * PostgreSQL refuse the deletes (a serialization failure): the clear starts over with a fresh backup, and
 * after a few such refusals answers 409. A clear that did not happen leaves no backup behind.
 */
export async function clearOperationalData(ctx: RequestContext): Promise<ClearResult> {
  const hotel = requireSession(ctx).actingHotel;
  for (let attempt = 1; ; attempt++) {
    let backup: string | null = null;
    try {
      return await ctx.em.transactional(
        async (tx) => {
          const em = tx as Em;
          backup = writeBackupFile(ctx.config.dataDir, await readOperationalBackup(em, hotel));
          const mine = { hotel: hotel.id };
          const bookings = await em.nativeDelete(Booking, mine);
          const ratePeriods = await em.nativeDelete(RatePeriod, mine);
          const rooms = await em.nativeDelete(Room, mine);
          const roomTypes = await em.nativeDelete(RoomType, mine);
          const guests = await em.nativeDelete(Guest, mine);
          // The audit trail stays (it belongs to the hotel account, not to these rows) and gains one entry
          // for the clear itself: what it deleted and where the backup went, in the same transaction.
          await recordAuditEntry(em, {
            hotel: hotel.id,
            entity: 'Hotel',
            entityId: hotel.id,
            action: 'clear',
            before: { bookings, ratePeriods, rooms, roomTypes, guests },
            after: { backup },
          });
          return { message: CLEARED_MESSAGE, backup };
        },
        { isolationLevel: IsolationLevel.REPEATABLE_READ },
      );
    } catch (error) {
      if (backup) removeBackupFile(ctx.config.dataDir, backup);
      if (!isSerializationFailure(error)) throw error;
      if (attempt >= CLEAR_ATTEMPTS) throw conflict(CLEAR_BUSY_MESSAGE);
    }
  }
}

export interface RestoreSummary {
  roomTypes: number;
  ratePeriods: number;
  rooms: number;
  guests: number;
  bookings: number;
  roomBlocks: number;
}

/**
 * Puts a backup's rows back into a hotel (for `innkeep data restore`), in one transaction: every row gets
 * a new id and every reference is rewritten to it. A room number the hotel already has is a conflict
 * (restore into a hotel after clearing it, or into an empty one). `em` may be any EntityManager: the work
 * runs in a fork scoped to `hotelId`.
 */
export async function restoreBackup(em: Em, hotelId: number, file: string): Promise<RestoreSummary> {
  const backup = readBackupFile(file);
  const scoped = em.fork() as Em;
  scopeToHotel(scoped, hotelId);
  return scoped.transactional(async (tx) => restoreInto(tx as Em, hotelId, backup));
}

async function restoreInto(em: Em, hotelId: number, backup: OperationalBackup): Promise<RestoreSummary> {
  if (!(await em.findOne(HotelAccount, { id: hotelId }))) throw notFound('Hotel');
  const taken = await em.find(Room, { roomNumber: { $in: backup.rooms.map((room) => room.roomNumber) } });
  if (taken.length) {
    const numbers = taken.map((room) => room.roomNumber).join(', ');
    throw conflict(`The hotel already has room ${numbers}: clear its operational data before restoring this backup`);
  }

  const roomTypes = new Map<number, RoomType>();
  for (const row of backup.roomTypes) {
    roomTypes.set(
      row.id,
      em.create(RoomType, {
        hotel: hotelId,
        name: row.name,
        dailyRateCents: row.dailyRateCents as Cents,
        weeklyRateCents: row.weeklyRateCents as Cents,
        monthlyRateCents: row.monthlyRateCents as Cents,
        createdAt: new Date(row.createdAt),
      }),
    );
  }
  for (const row of backup.ratePeriods) {
    em.create(RatePeriod, {
      hotel: hotelId,
      roomType: roomTypes.get(row.roomTypeId)!,
      name: row.name,
      rateType: row.rateType as RatePeriodType,
      priority: row.priority,
      dailyRateCents: row.dailyRateCents as Cents,
      weeklyRateCents: row.weeklyRateCents as Cents,
      monthlyRateCents: row.monthlyRateCents as Cents,
      daysOfWeek: row.daysOfWeek as DayOfWeek[],
      startDate: row.startDate,
      endDate: row.endDate,
      specificDates: row.specificDates,
      description: row.description,
      isActive: row.isActive,
      createdAt: new Date(row.createdAt),
    });
  }
  const rooms = new Map<number, Room>();
  for (const row of backup.rooms) {
    rooms.set(
      row.id,
      em.create(Room, {
        hotel: hotelId,
        roomNumber: row.roomNumber,
        roomType: row.roomTypeId === null ? null : roomTypes.get(row.roomTypeId)!,
        housekeepingStatus: row.housekeepingStatus,
        housekeepingNote: row.housekeepingNote,
        createdAt: new Date(row.createdAt),
      }),
    );
  }
  for (const row of backup.roomBlocks) {
    em.create(RoomBlock, {
      hotel: hotelId,
      room: rooms.get(row.roomId)!,
      startDate: row.startDate,
      endDate: row.endDate,
      reason: row.reason,
      createdAt: new Date(row.createdAt),
    });
  }
  const guests = new Map<number, Guest>();
  for (const row of backup.guests) {
    const { id, createdAt, ...fields } = row;
    guests.set(id, em.create(Guest, { ...fields, hotel: hotelId, createdAt: new Date(createdAt) }));
  }
  const bookings = new Map<number, Booking>();
  const withFolios = backup.folioPayments.length > 0 || backup.folioCharges.length > 0;
  for (const row of backup.bookings) {
    const booking = em.create(Booking, {
      hotel: hotelId,
      room: rooms.get(row.roomId)!,
      guest: row.guestId === null ? null : guests.get(row.guestId)!,
      guestName: row.guestName,
      checkInDate: row.checkInDate,
      checkOutDate: row.checkOutDate,
      rateType: row.rateType,
      nights: row.nights,
      dailyWeeklyAmountCents: row.dailyWeeklyAmountCents as Cents,
      monthlyAmountCents: row.monthlyAmountCents as Cents,
      subtotalCents: row.subtotalCents as Cents,
      taxAmountCents: row.taxAmountCents as Cents,
      resortFeeCents: row.resortFeeCents as Cents,
      grandTotalCents: row.grandTotalCents as Cents,
      paidAmountCents: row.paidAmountCents as Cents,
      extrasCents: row.extrasCents as Cents,
      paymentMethod: row.paymentMethod,
      status: row.status as BookingStatus,
      stayStatus: row.stayStatus,
      cancelReason: row.cancelReason,
      createdAt: new Date(row.createdAt),
      updatedAt: new Date(row.updatedAt),
    });
    bookings.set(row.id, booking);
    // A backup written before the folio holds the paid amount only: it comes back as one payment, as
    // migration 0018 made it.
    if (!withFolios && row.paidAmountCents !== 0) {
      em.create(FolioPayment, {
        hotel: hotelId,
        booking,
        date: row.createdAt.slice(0, 10),
        method: row.paymentMethod,
        amountCents: row.paidAmountCents as Cents,
        reference: null,
        createdAt: new Date(row.createdAt),
        voidedAt: null,
        voidedBy: null,
      });
    }
  }
  const restoredLine = (row: OperationalBackup['folioCharges'][number] | OperationalBackup['folioPayments'][number]) => ({
    hotel: hotelId,
    booking: bookings.get(row.bookingId)!,
    date: row.date,
    amountCents: row.amountCents as Cents,
    createdAt: new Date(row.createdAt),
    voidedAt: row.voidedAt === null ? null : new Date(row.voidedAt),
    voidedBy: row.voidedBy,
  });
  for (const row of backup.folioCharges) em.create(FolioCharge, { ...restoredLine(row), description: row.description });
  for (const row of backup.folioPayments) {
    em.create(FolioPayment, { ...restoredLine(row), method: row.method, reference: row.reference });
  }
  await em.flush();
  return {
    roomTypes: backup.roomTypes.length,
    ratePeriods: backup.ratePeriods.length,
    rooms: backup.rooms.length,
    guests: backup.guests.length,
    bookings: backup.bookings.length,
    roomBlocks: backup.roomBlocks.length,
  };
}
