import { randomBytes } from 'node:crypto';
import type { RequestContext } from '../../context';
import type { Em } from '../../db/orm';
import { hotelSql } from '../../db/hotel-sql';
import { sql } from '../../db/sql';
import { requireHotelId } from '../accounts';
import { roomOf } from './calendar-feeds.service';

/** GET and POST …/ical(/rotate): the address a booking site imports the room's calendar from. */
export interface RoomCalendarUrlDto {
  url: string;
}

/** 32 random bytes, URL-safe: 43 characters no one guesses. */
const newCalendarSecret = () => randomBytes(32).toString('base64url');

/** The address of a secret, under the server's own address (APP_URL). */
export const calendarUrl = (appUrl: string, secret: string) => `${appUrl}/ical/rooms/${secret}.ics`;

/** The room's secret, made on first asking (two first askings at once keep one). */
async function secretOf(em: Em, roomId: number): Promise<string> {
  const [row] = await hotelSql<{ secret: string }>(
    em,
    sql`with made as (
          insert into room_calendar (room_id, hotel_id, secret) values (${roomId}, :hotel, ${newCalendarSecret()})
          on conflict (room_id, hotel_id) do nothing returning secret)
        select secret from made
        union all select secret from room_calendar where room_id = ${roomId} and hotel_id = :hotel
        limit 1`,
  );
  return row!.secret;
}

/** GET /api/hotel/rooms/{id}/ical */
export async function getRoomCalendarUrl(ctx: RequestContext, roomId: number): Promise<RoomCalendarUrlDto> {
  requireHotelId(ctx);
  const room = await roomOf(ctx.em, roomId);
  return { url: calendarUrl(ctx.config.appUrl, await secretOf(ctx.em, room.id)) };
}

/**
 * POST /api/hotel/rooms/{id}/ical/rotate: a new secret, for an address that got out; the old one answers 404
 * from now on, and each booking site must be given the new one.
 */
export async function rotateRoomCalendarUrl(ctx: RequestContext, roomId: number): Promise<RoomCalendarUrlDto> {
  requireHotelId(ctx);
  const room = await roomOf(ctx.em, roomId);
  const [row] = await hotelSql<{ secret: string }>(
    ctx.em,
    sql`insert into room_calendar (room_id, hotel_id, secret) values (${room.id}, :hotel, ${newCalendarSecret()})
        on conflict (room_id, hotel_id) do update set secret = excluded.secret, created_at = now()
        where room_calendar.hotel_id = :hotel
        returning secret`,
  );
  return { url: calendarUrl(ctx.config.appUrl, row!.secret) };
}
