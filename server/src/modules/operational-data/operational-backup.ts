import type { LongStayLineKind, TaxSlot } from '@core/long-stay';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  operationalBackupSchema,
  type OperationalBackup,
} from '@core/schemas/operational-backup.schema';
import { invalidInput } from '@core/errors';
import type { PostingKind } from '@core/night-audit';
import { parseInput } from '@core/parse-input';
import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Em } from '../../db/orm';
import type { HotelAccount } from '../accounts';
import { Booking, bookingFieldsOf } from '../bookings';
import { FolioAdjustment, FolioCharge, FolioPayment } from '../folio';
import { AuditDay, NightPosting } from '../night-audit';
import { Guest, toGuestDto } from '../guests';
import { RatePeriod } from '../rate-periods';
import { RoomType } from '../room-types';
import { RoomBlock } from '../housekeeping';
import { Room } from '../rooms';

export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');

/**
 * Everything Clear Operational Data removes, read through an EntityManager scoped to the hotel (the tenant
 * filter picks its rows): room types with their rate periods, rooms with their blocks, guests, bookings with
 * their folios (extras, payments, adjustments), and the night audit's books (closed days with their reports,
 * and the postings of their nights).
 */
export async function readOperationalBackup(
  em: Em,
  hotel: Pick<HotelAccount, 'id' | 'name' | 'email'>,
  now = new Date(),
): Promise<OperationalBackup> {
  const byId = { orderBy: { id: 'asc' } } as const;
  const [roomTypes, ratePeriods, rooms, guests, bookings, roomBlocks, charges, payments] = await Promise.all([
    em.find(RoomType, {}, byId),
    em.find(RatePeriod, {}, byId),
    em.find(Room, {}, byId),
    em.find(Guest, {}, byId),
    em.find(Booking, {}, byId),
    // The desk's blocks: External ones are copies of the booking sites' calendars, whose feeds go with the rooms.
    em.find(RoomBlock, { kind: 'Out of Order' }, byId),
    em.find(FolioCharge, {}, byId),
    em.find(FolioPayment, {}, byId),
  ]);
  const [auditDays, nightPostings, adjustments] = await Promise.all([
    em.find(AuditDay, {}, { orderBy: { date: 'asc' } }),
    em.find(NightPosting, {}, byId),
    em.find(FolioAdjustment, {}, byId),
  ]);
  const line = (row: FolioCharge | FolioPayment) => ({
    id: row.id,
    bookingId: row.booking.id,
    date: row.date,
    createdAt: row.createdAt.toISOString(),
    voidedAt: row.voidedAt?.toISOString() ?? null,
    voidedBy: row.voidedBy ?? null,
  });
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: now.toISOString(),
    hotel: { id: hotel.id, name: hotel.name, email: hotel.email },
    roomTypes: roomTypes.map((row) => ({
      id: row.id,
      name: row.name,
      dailyRateCents: row.dailyRateCents,
      weeklyRateCents: row.weeklyRateCents,
      monthlyRateCents: row.monthlyRateCents,
      createdAt: row.createdAt.toISOString(),
    })),
    ratePeriods: ratePeriods.map((row) => ({
      id: row.id,
      roomTypeId: row.roomType.id,
      name: row.name,
      rateType: row.rateType,
      priority: row.priority,
      dailyRateCents: row.dailyRateCents,
      weeklyRateCents: row.weeklyRateCents,
      monthlyRateCents: row.monthlyRateCents,
      daysOfWeek: [...row.daysOfWeek],
      startDate: row.startDate ?? null,
      endDate: row.endDate ?? null,
      specificDates: [...row.specificDates],
      description: row.description ?? null,
      isActive: row.isActive,
      createdAt: row.createdAt.toISOString(),
    })),
    rooms: rooms.map((row) => ({
      id: row.id,
      roomNumber: row.roomNumber,
      roomTypeId: row.roomType?.id ?? null,
      housekeepingStatus: row.housekeepingStatus,
      housekeepingNote: row.housekeepingNote ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    roomBlocks: roomBlocks.map((row) => ({
      id: row.id,
      roomId: row.room.id,
      startDate: row.startDate,
      endDate: row.endDate,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
    })),
    guests: guests.map(toGuestDto),
    bookings: bookings.map((row) => ({
      id: row.id,
      roomId: row.room.id,
      guestId: row.guest?.id ?? null,
      ...bookingFieldsOf(row),
      adjustmentsCents: row.adjustmentsCents,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    folioCharges: charges.map((row) => ({ ...line(row), description: row.description, amountCents: row.amountCents })),
    folioPayments: payments.map((row) => ({
      ...line(row),
      method: row.method,
      amountCents: row.amountCents,
      reference: row.reference ?? null,
    })),
    auditDays: auditDays.map((row) => ({
      date: row.date,
      closedAt: row.closedAt.toISOString(),
      closedBy: row.closedBy,
      // Kept as it was at close: the closed day's report after a restore is the same to the character.
      report: (typeof row.report === 'string' ? JSON.parse(row.report) : row.report) as Record<string, unknown>,
    })),
    nightPostings: nightPostings.map((row) => ({
      id: row.id,
      bookingId: row.booking,
      date: row.date,
      night: row.night,
      kind: row.kind,
      amountCents: row.amountCents,
      roomNumber: row.roomNumber,
      createdAt: row.createdAt.toISOString(),
    })),
    folioAdjustments: adjustments.map((row) => ({
      id: row.id,
      bookingId: row.booking.id,
      date: row.date,
      kind: row.kind as PostingKind | LongStayLineKind,
      amountCents: row.amountCents,
      reason: row.reason,
      tax: (row.tax ?? null) as TaxSlot | null,
      taxRateId: row.taxRateId ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/**
 * Writes the backup as DATA_DIR/backups/hotel-<id>-<instant>.json, readable by the server's user only (it
 * holds guests' details). Written to a temporary name and renamed, so a half-written file never has the
 * final name. Returns the path relative to DATA_DIR.
 */
export function writeBackupFile(dataDir: string, backup: OperationalBackup): string {
  const dir = backupsDir(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  // A folder made by an older version (0755) is tightened too.
  chmodSync(dir, 0o700);
  const stamp = backup.createdAt.replace(/[-:.]/g, '');
  const name = `hotel-${backup.hotel.id}-${stamp}-${Math.random().toString(36).slice(2, 6)}.json`;
  const target = path.join(dir, name);
  writeFileSync(`${target}.tmp`, `${JSON.stringify(backup, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  renameSync(`${target}.tmp`, target);
  return path.join('backups', name);
}

/** Removes a backup written by a clear that then did not happen (`file` relative to DATA_DIR). */
export function removeBackupFile(dataDir: string, file: string): void {
  rmSync(path.join(dataDir, file), { force: true });
}

/** Reads and checks a backup file; a file that is not one gives a 422 with the reason. */
export function readBackupFile(file: string): OperationalBackup {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw invalidInput(`Cannot read the backup file: ${(error as Error).message}`);
  }
  return parseInput(operationalBackupSchema, parsed);
}
