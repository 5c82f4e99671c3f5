import {
  createAccountOwner,
  findAccountOwner,
  takenEmails,
  hotelDetails,
  MESSAGES as AUTH_MESSAGES,
  sendPasswordResetMail,
  requireAdmin,
  HotelAccount,
  hashPassword,
} from '../accounts';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { conflict } from '@core/errors';
import { refuseImport, type HotelImportPlan, type PlannedHotel } from '@core/hotel-import';
import { parseMoney } from '@core/money';
import type { RequestContext } from '../../context';
import type { Em } from '../../db/orm';
import { Guest } from '../guests';
import { RoomType } from '../room-types';
import { Room } from '../rooms';
import { createDefaultSettings } from '../settings';
import { faultPoint } from '../../fault-point';

export interface ImportedHotel {
  /** Null in a dry run. */
  id: number | null;
  name: string;
  email: string;
  roomTypes: number;
  rooms: number;
  guests: number;
  /** With a password in the file the hotel signs in at once; without, it was mailed a set-password link. */
  signIn: 'password' | 'set-password email';
}

export interface HotelImportResult {
  dryRun: boolean;
  hotels: ImportedHotel[];
}

const summaryOf = (planned: PlannedHotel, id: number | null): ImportedHotel => ({
  id,
  name: planned.hotel.name,
  email: planned.hotel.email,
  roomTypes: planned.roomTypes.length,
  rooms: planned.rooms.length,
  guests: planned.guests.length,
  signIn: planned.hotel.password ? 'password' : 'set-password email',
});

/**
 * `innkeep hotel import`: the planned hotels with their room types, rooms and guests, in one transaction,
 * or nothing. The file's own problems and the emails already taken are reported together. Each hotel
 * starts as a signed-up hotel does (demo mode, default settings); one imported with a password is verified.
 */
export async function importHotels(
  ctx: RequestContext,
  plan: HotelImportPlan,
  options: { dryRun: boolean },
): Promise<HotelImportResult> {
  requireAdmin(ctx);
  const emails = plan.hotels.map((planned) => planned.hotel.email);
  const taken = await takenEmails(ctx.em, emails);
  const problems = [
    ...plan.problems,
    ...plan.hotels
      .filter((planned) => taken.has(planned.hotel.email))
      .map((planned) => ({ line: planned.line, message: AUTH_MESSAGES.duplicateEmail })),
  ];
  if (problems.length) refuseImport(problems);
  if (options.dryRun) return { dryRun: true, hotels: plan.hotels.map((planned) => summaryOf(planned, null)) };

  const hashes = await Promise.all(
    plan.hotels.map((planned) => (planned.hotel.password ? hashPassword(planned.hotel.password) : null)),
  );
  let ids: number[];
  try {
    ids = await ctx.em.transactional(async (tx) => writeHotels(tx as Em, plan.hotels, hashes));
  } catch (error) {
    // Another process took one of the emails since the check above.
    if (error instanceof UniqueConstraintViolationException) throw conflict(AUTH_MESSAGES.duplicateEmail);
    throw error;
  }

  for (const [index, planned] of plan.hotels.entries()) {
    if (planned.hotel.password) continue;
    const account = await ctx.em.findOneOrFail(HotelAccount, { id: ids[index]! });
    const owner = await findAccountOwner(ctx.em, account);
    if (owner) await sendPasswordResetMail(ctx, owner, true);
  }
  return { dryRun: false, hotels: plan.hotels.map((planned, index) => summaryOf(planned, ids[index]!)) };
}

async function writeHotels(em: Em, hotels: readonly PlannedHotel[], hashes: readonly (string | null)[]): Promise<number[]> {
  const now = new Date();
  const accounts = hotels.map(({ hotel }, index) =>
    em.create(HotelAccount, {
      ...hotelDetails(hotel),
      isEmailVerified: hashes[index] !== null,
      isAdmin: false,
      createdAt: now,
    }),
  );
  accounts.forEach((account, index) => createAccountOwner(em, account, hashes[index] ?? null));
  await em.flush();
  for (const account of accounts) await createDefaultSettings(em, account);
  // The crash test kills the import here: accounts and settings written, rooms and guests not yet.
  await faultPoint('hotel-import');

  hotels.forEach((planned, index) => {
    const hotel = accounts[index]!.id;
    const types = new Map(
      planned.roomTypes.map(({ input }) => [
        input.name,
        em.create(RoomType, {
          hotel,
          name: input.name,
          dailyRateCents: parseMoney(input.dailyRate),
          weeklyRateCents: parseMoney(input.weeklyRate),
          monthlyRateCents: parseMoney(input.monthlyRate),
          createdAt: now,
        }),
      ]),
    );
    for (const room of planned.rooms) {
      em.create(Room, {
        hotel,
        roomNumber: room.roomNumber,
        roomType: room.roomTypeName === null ? null : types.get(room.roomTypeName)!,
        createdAt: now,
      });
    }
    for (const { input } of planned.guests) em.create(Guest, { ...input, hotel, createdAt: now });
  });
  await em.flush();
  return accounts.map((account) => account.id);
}
