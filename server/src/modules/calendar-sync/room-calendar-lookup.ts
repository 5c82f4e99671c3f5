import type { Orm, Em } from '../../db/orm';

/**
 * The room whose export address holds this secret, in whichever hotel: the public feed knows no hotel before
 * it (tenant-sql.test.ts names this file). Read through room_calendar's unique index on the secret.
 */
export async function roomOfCalendarSecret(orm: Orm, secret: string): Promise<{ roomId: number; hotelId: number } | null> {
  const rows = await (orm.em.fork() as Em).execute<{ roomId: number; hotelId: number }[]>(
    'select room_id as "roomId", hotel_id as "hotelId" from room_calendar where secret = ?',
    [secret],
  );
  return rows[0] ?? null;
}
