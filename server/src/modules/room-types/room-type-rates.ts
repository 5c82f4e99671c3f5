import { changeInForce, scheduledAfter, type DatedChange } from '@core/dated-values';
import type { Cents } from '@core/money';
import type { CalendarDate } from '@core/stay-dates';
import { hotelSql } from '../../db/hotel-sql';
import type { Em } from '../../db/orm';
import { EMPTY_SQL, sql } from '../../db/sql';
import { loadHotelToday } from '../settings';
import type { RoomType } from './room-type.entity';

/** A room type's three rates, in cents. */
export interface RoomTypeRates {
  dailyRateCents: Cents;
  weeklyRateCents: Cents;
  monthlyRateCents: Cents;
}

/** A room type with the rates in force today and its changes still to come (issue 26), as GET shows it. */
export interface RoomTypeView {
  roomType: RoomType;
  rates: RoomTypeRates;
  scheduled: DatedChange<RoomTypeRates>[];
}

export const ratesOf = (rates: RoomTypeRates): RoomTypeRates => ({
  dailyRateCents: rates.dailyRateCents,
  weeklyRateCents: rates.weeklyRateCents,
  monthlyRateCents: rates.monthlyRateCents,
});

interface ChangeRow {
  roomTypeId: number;
  effectiveFrom: CalendarDate;
  dailyRateCents: Cents;
  weeklyRateCents: Cents;
  monthlyRateCents: Cents;
}

/**
 * What today's answer needs of the hotel's changes (of one room type, or all): each type's change in force
 * today and those to come; the older history is what past stays were priced by, not read here.
 */
function readChanges(em: Em, today: CalendarDate, roomTypeId: number | null): Promise<ChangeRow[]> {
  const ofType = roomTypeId === null ? EMPTY_SQL : sql`and c.room_type_id = ${roomTypeId}`;
  return hotelSql<ChangeRow>(
    em,
    sql`select c.room_type_id as "roomTypeId", c.effective_from::text as "effectiveFrom",
        c.daily_rate_cents as "dailyRateCents", c.weekly_rate_cents as "weeklyRateCents",
        c.monthly_rate_cents as "monthlyRateCents"
      from room_type_rate_change c where c.hotel_id = :hotel ${ofType}
        and (c.effective_from > ${today} or c.effective_from = (select max(l.effective_from) from room_type_rate_change l
          where l.hotel_id = c.hotel_id and l.room_type_id = c.room_type_id and l.effective_from <= ${today}))
      order by c.room_type_id, c.effective_from`,
  );
}

/** The room types as GET shows them: each with the rates in force today and its scheduled changes. */
export async function roomTypeViews(em: Em, roomTypes: readonly RoomType[], only: number | null = null): Promise<RoomTypeView[]> {
  const today = await loadHotelToday(em);
  const rows = roomTypes.length === 0 ? [] : await readChanges(em, today, only);
  const byType = new Map<number, DatedChange<RoomTypeRates>[]>();
  for (const row of rows) {
    byType.set(row.roomTypeId, [
      ...(byType.get(row.roomTypeId) ?? []),
      { effectiveFrom: row.effectiveFrom, values: ratesOf(row) },
    ]);
  }
  return roomTypes.map((roomType) => {
    const changes = byType.get(roomType.id) ?? [];
    return {
      roomType,
      rates: changeInForce(changes, today)?.values ?? ratesOf(roomType),
      scheduled: scheduledAfter(changes, today),
    };
  });
}
