import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { conflict, invalidInput } from '@core/errors';
import {
  ONLINE_BOOKING_DEFAULTS,
  SLUG_NEEDED_MESSAGE,
  SLUG_TAKEN_MESSAGE,
  type OnlineBookingUpdate,
} from '@core/schemas/online-booking.schema';
import type { RequestContext } from '../../context';
import type { Em } from '../../db/orm';
import { hotelSql } from '../../db/hotel-sql';
import { sql } from '../../db/sql';
import { requireHotelId } from '../accounts';
import { OnlineBookingPage } from './online-booking-page.entity';

/** The page's settings as GET /api/hotel/online-booking answers them: every room type offered is listed. */
export interface OnlineBookingSettings {
  enabled: boolean;
  slug: string | null;
  minNights: number;
  maxDaysAhead: number;
  cancellationDays: number;
  description: string;
  roomTypeIds: number[];
}

/** The page as stored, or the defaults for a hotel that never saved it; roomTypeIds null: every type. */
export type StoredPage = Omit<OnlineBookingSettings, 'roomTypeIds'> & { roomTypeIds: number[] | null };

const DEFAULT_PAGE: StoredPage = { ...ONLINE_BOOKING_DEFAULTS, roomTypeIds: null };

/** The hotel's page settings as stored (or the defaults). */
export async function readPage(em: Em): Promise<StoredPage> {
  const page = await em.findOne(OnlineBookingPage, {});
  return page ? storedOf(page) : DEFAULT_PAGE;
}

const storedOf = (page: OnlineBookingPage): StoredPage => ({
  enabled: page.enabled,
  slug: page.slug ?? null,
  minNights: page.minNights,
  maxDaysAhead: page.maxDaysAhead,
  cancellationDays: page.cancellationDays,
  description: page.description,
  roomTypeIds: page.roomTypeIds ?? null,
});

/** The hotel's room type ids, by name as the page lists them. */
async function roomTypeIdsOf(em: Em): Promise<number[]> {
  const rows = await hotelSql<{ id: number }>(em, sql`select id from room_type where hotel_id = :hotel order by name, id`);
  return rows.map((row) => row.id);
}

/** "All types" (null) as the list of today's types; a chosen list keeps only the types that still exist. */
function settingsOf(page: StoredPage, typeIds: number[]): OnlineBookingSettings {
  const offered = page.roomTypeIds === null ? typeIds : typeIds.filter((id) => page.roomTypeIds!.includes(id));
  return { ...page, roomTypeIds: offered };
}

export async function getOnlineBookingSettings(ctx: RequestContext): Promise<OnlineBookingSettings> {
  requireHotelId(ctx);
  const [page, typeIds] = [await readPage(ctx.em), await roomTypeIdsOf(ctx.em)];
  return settingsOf(page, typeIds);
}

/**
 * PUT /api/hotel/online-booking: the settings given change, the others stay. The page is turned on only
 * with an address (slug); an address another hotel has is a 409, told apart by the database's unique index so
 * that two hotels choosing one name at once cannot both have it. Room types must be the hotel's own; a list of
 * every one of them is stored as "all", so a type added later is offered too.
 */
export async function updateOnlineBookingSettings(
  ctx: RequestContext,
  input: OnlineBookingUpdate,
): Promise<OnlineBookingSettings> {
  const hotel = requireHotelId(ctx);
  const typeIds = await roomTypeIdsOf(ctx.em);
  const unknown = input.roomTypeIds?.find((id) => !typeIds.includes(id));
  if (unknown !== undefined) throw invalidInput('Please choose room types of this hotel');
  try {
    const saved = await ctx.em.transactional(async (tx) => {
      const em = tx as Em;
      const page = (await em.findOne(OnlineBookingPage, {})) ?? em.create(OnlineBookingPage, { hotel, ...DEFAULT_PAGE });
      const next: StoredPage = {
        ...storedOf(page),
        ...withoutUndefined(input),
        ...(input.roomTypeIds === undefined
          ? {}
          : { roomTypeIds: coversAll(input.roomTypeIds, typeIds) ? null : input.roomTypeIds }),
      };
      if (next.enabled && !next.slug) throw invalidInput(SLUG_NEEDED_MESSAGE);
      em.assign(page, { ...next, updatedAt: new Date() });
      await em.flush();
      return storedOf(page);
    });
    return settingsOf(saved, typeIds);
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException && /slug/.test(error.message)) throw conflict(SLUG_TAKEN_MESSAGE);
    throw error;
  }
}

const coversAll = (chosen: readonly number[], typeIds: readonly number[]) =>
  typeIds.length > 0 && typeIds.every((id) => chosen.includes(id));

function withoutUndefined<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}
