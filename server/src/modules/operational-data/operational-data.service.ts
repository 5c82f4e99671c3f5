import { AuditDay, NightPosting, refreshClosedDayFigures } from '../night-audit';
import { conflict, notFound } from '@core/errors';
import type { DailyReport } from '@core/daily-report';
import type { DailyStays } from '@core/daily-stays';
import type { Cents } from '@core/money';
import type { OperationalBackup } from '@core/schemas/operational-backup.schema';
import { IsolationLevel } from '@mikro-orm/core';
import type { RequestContext } from '../../context';
import { scopeToHotel } from '../../context';
import type { Em } from '../../db/orm';
import { isSerializationFailure } from '../../db/serialization-failure';
import { requireSession, HotelAccount } from '../accounts';
import { recordAuditEntry } from '../audit';
import { bookingFieldsOf, Booking } from '../bookings';
import { FolioAdjustment, FolioCharge, FolioPayment } from '../folio';
import { Guest } from '../guests';
import { RatePeriod } from '../rate-periods';
import { RoomType } from '../room-types';
import { RoomBlock } from '../housekeeping';
import { Room } from '../rooms';
import { advanceIdSequences, refuseTakenIds } from './restore-ids';
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
          // The night audit's books go with the stays they posted: the hotel starts its books anew.
          const nightPostings = await em.nativeDelete(NightPosting, mine);
          const closedDays = await em.nativeDelete(AuditDay, mine);
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
            before: { bookings, ratePeriods, rooms, roomTypes, guests, nightPostings, closedDays },
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
  /** The night audit's books: closed days (with their reports as they were), their postings, the adjustments. */
  closedDays: number;
  nightPostings: number;
  adjustments: number;
}

/**
 * Puts a backup's rows back into a hotel (for `innkeep data restore`), in one transaction: every row keeps
 * its id (booking numbers, folio lines, postings and the activity log's references stay as they were), the
 * closed days their reports as they were at close, and the id
 * sequences move past them. A room number the hotel already has, or an id the database already holds, is a
 * conflict, refused before anything is written (restore into the hotel after clearing it). `em` may be any
 * EntityManager: the work runs in a fork scoped to `hotelId`.
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
  await refuseTakenIds(em, backup);
  if (backup.auditDays.length > 0 && (await em.count(AuditDay, {})) > 0) {
    throw conflict('The hotel has closed days: clear its operational data before restoring this backup');
  }

  const roomTypes = new Map<number, RoomType>();
  for (const row of backup.roomTypes) {
    roomTypes.set(
      row.id,
      em.create(RoomType, {
        id: row.id,
        hotel: hotelId,
        name: row.name,
        dailyRateCents: row.dailyRateCents,
        weeklyRateCents: row.weeklyRateCents,
        monthlyRateCents: row.monthlyRateCents,
        createdAt: new Date(row.createdAt),
      }),
    );
  }
  for (const row of backup.ratePeriods) {
    em.create(RatePeriod, {
      id: row.id,
      hotel: hotelId,
      roomType: roomTypes.get(row.roomTypeId)!,
      name: row.name,
      rateType: row.rateType,
      priority: row.priority,
      dailyRateCents: row.dailyRateCents,
      weeklyRateCents: row.weeklyRateCents,
      monthlyRateCents: row.monthlyRateCents,
      daysOfWeek: row.daysOfWeek,
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
        id: row.id,
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
      id: row.id,
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
    const { createdAt, ...fields } = row;
    guests.set(row.id, em.create(Guest, { ...fields, hotel: hotelId, createdAt: new Date(createdAt) }));
  }
  const bookings = new Map<number, Booking>();
  const withFolios = backup.folioPayments.length > 0 || backup.folioCharges.length > 0;
  for (const row of backup.bookings) {
    const booking = em.create(Booking, {
      id: row.id,
      hotel: hotelId,
      room: rooms.get(row.roomId)!,
      guest: row.guestId === null ? null : guests.get(row.guestId)!,
      ...bookingFieldsOf(row),
      adjustmentsCents: row.adjustmentsCents,
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
        amountCents: row.paidAmountCents,
        reference: null,
        createdAt: new Date(row.createdAt),
        voidedAt: null,
        voidedBy: null,
      });
    }
  }
  const restoredLine = (row: OperationalBackup['folioCharges'][number] | OperationalBackup['folioPayments'][number]) => ({
    id: row.id,
    hotel: hotelId,
    booking: bookings.get(row.bookingId)!,
    date: row.date,
    amountCents: row.amountCents,
    createdAt: new Date(row.createdAt),
    voidedAt: row.voidedAt === null ? null : new Date(row.voidedAt),
    voidedBy: row.voidedBy,
  });
  for (const row of backup.folioCharges) em.create(FolioCharge, { ...restoredLine(row), description: row.description });
  for (const row of backup.folioPayments) {
    em.create(FolioPayment, { ...restoredLine(row), method: row.method, reference: row.reference });
  }
  for (const row of backup.folioAdjustments) {
    const { id, date, kind, reason, tax, taxRateId } = row;
    const booking = bookings.get(row.bookingId)!;
    em.create(FolioAdjustment, {
      id,
      hotel: hotelId,
      booking,
      date,
      kind,
      tax,
      taxRateId,
      amountCents: row.amountCents as Cents,
      reason,
      createdAt: new Date(row.createdAt),
    });
  }
  // The books as they were: each closed day with the report it kept, each night's postings with their ids.
  for (const row of backup.auditDays) {
    const report = row.report as unknown as DailyReport & DailyStays;
    em.create(AuditDay, { hotel: hotelId, date: row.date, closedAt: new Date(row.closedAt), closedBy: row.closedBy, report });
  }
  for (const row of backup.nightPostings) {
    const { id, date, night, kind, roomNumber } = row;
    const posting = {
      id,
      hotel: hotelId,
      booking: row.bookingId,
      date,
      night,
      kind,
      roomNumber,
      createdAt: new Date(row.createdAt),
    };
    em.create(NightPosting, { ...posting, amountCents: row.amountCents as Cents });
  }
  await em.flush();
  if (backup.auditDays.length > 0) await refreshClosedDayFigures(em);
  await advanceIdSequences(em);
  return {
    roomTypes: backup.roomTypes.length,
    ratePeriods: backup.ratePeriods.length,
    rooms: backup.rooms.length,
    guests: backup.guests.length,
    bookings: backup.bookings.length,
    roomBlocks: backup.roomBlocks.length,
    closedDays: backup.auditDays.length,
    nightPostings: backup.nightPostings.length,
    adjustments: backup.folioAdjustments.length,
  };
}
