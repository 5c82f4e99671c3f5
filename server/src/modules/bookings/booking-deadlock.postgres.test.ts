import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEEN, signUpHotelWithRooms } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { deadlockVictimCount } from './booking-writes';

/**
 * Two stays of one room written at the same moment may each wait on the other's exclusion check, and
 * PostgreSQL rolls one of them back as a deadlock (40P01). A booking create chosen as the victim must still
 * answer as any overlap does: 409 and the sentence naming the booking in the way, never a 500. PostgreSQL
 * only: PGlite has one connection, so its transactions never wait on each other.
 *
 * The deadlock is made on purpose with a second connection: it holds an uncommitted stay that the create's
 * stay overlaps (the create waits on it), then writes a stay that overlaps the create's and not its own (it
 * waits on the create). The create waited first, so its deadlock check, a second later, finds the cycle. The
 * server counts the victims it handled (deadlockVictimCount, in this process): the 409 came that way, not
 * from a create that merely found the other stay committed.
 */
let app: TestApp;
let other: pg.Client;
beforeAll(async () => {
  app = await startTestApp();
  other = new pg.Client({ connectionString: app.config.databaseUrl! });
  await other.connect();
});
afterAll(async () => {
  await other?.end();
  await app?.close();
});

const insertStay = (hotelId: number, roomId: number, checkIn: string, checkOut: string) =>
  other.query(
    `insert into booking (hotel_id, room_id, guest_name, check_in_date, check_out_date, rate_type, nights,
       daily_weekly_amount_cents, monthly_amount_cents, subtotal_cents, tax_amount_cents, resort_fee_cents, grand_total_cents,
       paid_amount_cents, payment_method, status, created_at, updated_at)
     values ($1, $2, 'Other, Desk', $3, $4, 'Daily', $4::date - $3::date, 10000, 0, 30000, 0, 0, 30000, 0, 'Cash', 'Unpaid', now(), now())
     returning id`,
    [hotelId, roomId, checkIn, checkOut],
  );

/** Whether another session of this database waits on a lock: the create, on the held stay. */
async function waitingOnALock(client: pg.Client): Promise<boolean> {
  // pg_stat_activity is read afresh, not from the snapshot the open transaction took of it.
  await client.query('select pg_stat_clear_snapshot()');
  const { rows } = await client.query<{ waiting: boolean }>(
    `select exists (select 1 from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock') as waiting`,
  );
  return rows[0]!.waiting;
}

describe('a booking create chosen as a deadlock victim (PostgreSQL)', { timeout: 60_000 }, () => {
  it('answers 409 with the overlap sentence', async () => {
    const { hotel, rooms } = await signUpHotelWithRooms(app, 'deadlock@booking-races.test', {
      roomType: QUEEN,
      roomNumbers: ['7'],
    });
    const roomId = rooms['7']!;

    const victims = deadlockVictimCount();
    await other.query('begin');
    const held = await insertStay(hotel.id, roomId, '2031-03-08', '2031-03-11');
    const creating = hotel.api.post('/api/hotel/bookings', {
      roomId,
      guest: 'Victim, Vera',
      checkInDate: '2031-03-10',
      rateType: 'Daily',
      nights: 3,
      dailyWeeklyAmount: '100.00',
    });
    // The create has reached its insert and waits on the held stay before the other connection closes the
    // circle (its own deadlock check comes a second later than the create's, which finds it first).
    await expect.poll(() => waitingOnALock(other), { timeout: 20_000 }).toBe(true);
    await insertStay(hotel.id, roomId, '2031-03-12', '2031-03-14');
    await other.query('commit');

    const answer = await creating;
    // A victim at least once: on a loaded machine its first retry may close the same circle again before the
    // other connection's insert has gone through (the retries are there for that).
    expect(deadlockVictimCount() - victims).toBeGreaterThanOrEqual(1);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ error: `Room 7 is already booked from 03/08/31 to 03/11/31 (booking #${held.rows[0].id})` });
    const stays = await other.query('select check_in_date::text as check_in from booking where room_id = $1 order by 1', [
      roomId,
    ]);
    expect(stays.rows.map((row) => row.check_in)).toEqual(['2031-03-08', '2031-03-12']);
  });
});
