import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Em } from '../../db/orm';
import { markLicensed, signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * A single create is written in one statement (create-booking.ts), a batch row by the unit of work
 * (booking-writes.ts): the same booking must leave the same records either way, the activity log's entries,
 * the folio's payment, the new guest and the dashboard's totals alike.
 */
let app: TestApp;
let alone: SignedInHotel;
let batched: SignedInHotel;

beforeAll(async () => {
  app = await startTestApp();
  alone = await signUpHotel(app, 'alone@create-booking.test', { numberOfRooms: 5 });
  batched = await signUpHotel(app, 'batched@create-booking.test', { numberOfRooms: 5 });
  // A demo's create is a transaction like a batch's; a licensed hotel's is the one statement compared here.
  await markLicensed(app, alone.id);
  await markLicensed(app, batched.id);
  for (const hotel of [alone, batched]) {
    const type = await hotel.api.post('/api/hotel/room-types', {
      name: 'Queen',
      dailyRate: '100.00',
      weeklyRate: '600.00',
      monthlyRate: '1800.00',
    });
    await hotel.api.post('/api/hotel/rooms/bulk', { prefix: '1', startNumber: 1, endNumber: 2, roomTypeId: type.body.id });
  }
});
afterAll(async () => app?.close());

const roomIdOf = async (hotel: SignedInHotel, roomNumber: string) =>
  ((await hotel.api.get('/api/hotel/rooms')).body as { id: number; roomNumber: string }[]).find(
    (room) => room.roomNumber === roomNumber,
  )!.id;

const stay = (roomId: number, overrides: Record<string, unknown> = {}) => ({
  roomId,
  guest: 'Lovelace, Ada',
  checkInDate: '2027-03-10',
  rateType: 'Daily',
  nights: 3,
  dailyWeeklyAmount: '100.00',
  paidAmount: '120.00',
  paymentMethod: 'Visa',
  ...overrides,
});

/** A hotel's records as a person would compare them: ids and times left out, related rows by what they are. */
async function recordsOf(hotel: SignedInHotel) {
  const em = app.orm.em.fork() as Em;
  const audit = await em.execute<
    { entity: string; action: string; actor: boolean; before: unknown; after: Record<string, unknown> }[]
  >(
    `select entity, action, actor_user_id is not null and actor_account_id = hotel_id as actor, before, after
       from audit_log where hotel_id = ? and entity in ('Booking', 'Guest', 'FolioPayment') order by id`,
    [hotel.id],
  );
  const withoutIds = audit.map((entry) => {
    const after = typeof entry.after === 'string' ? JSON.parse(entry.after) : entry.after;
    // Where the booking came from is the one difference of a batch's booking (its source: Batch).
    const { room, guest, booking, source: _source, ...rest } = after as Record<string, unknown>;
    return { ...entry, after: { ...rest, room: typeof room, guest: typeof guest, booking: typeof booking } };
  });
  const payments = await em.execute(
    `select p.date::text, p.method, p.amount_cents, p.reference, p.voided_at from folio_payment p where p.hotel_id = ? order by p.id`,
    [hotel.id],
  );
  const guests = await em.execute(`select first_name, last_name, vip, name_holder from guest where hotel_id = ? order by id`, [
    hotel.id,
  ]);
  const dashboard = await hotel.api.get('/api/hotel/dashboard');
  return { audit: withoutIds, payments, guests, dashboard: dashboard.body };
}

describe('a booking created alone and the same booking created in a batch', () => {
  it('leave the same activity log entries, payment, guest and totals, and answer the same booking', async () => {
    const single = await alone.api.post('/api/hotel/bookings', stay(await roomIdOf(alone, '101')));
    expect(single.status).toBe(201);
    const batch = await batched.api.post('/api/hotel/bookings/batch', { bookings: [stay(await roomIdOf(batched, '101'))] });
    expect(batch.status).toBe(200);
    const [inBatch] = batch.body.bookings;

    const comparable = (booking: Record<string, unknown>) => {
      const { id, roomId, room, guestId, createdAt, source: _source, ...rest } = booking;
      return {
        ...rest,
        room: (room as { roomNumber: string }).roomNumber,
        ids: [typeof id, typeof roomId, typeof guestId, typeof createdAt],
      };
    };
    expect(comparable(single.body)).toEqual(comparable(inBatch));
    expect([single.body.source, inBatch.source]).toEqual(['Desk', 'Batch']);
    expect(single.body).toMatchObject({
      grandTotal: '339.00',
      paidAmount: '120.00',
      balance: '219.00',
      status: 'Partially Paid',
    });
    expect((await alone.api.get(`/api/hotel/bookings/${single.body.id}`)).body).toEqual(single.body);

    const records = await recordsOf(alone);
    expect(records).toEqual(await recordsOf(batched));
    expect(records.audit.map((entry) => `${entry.entity} ${entry.action}`)).toEqual([
      'Guest create',
      'Booking create',
      'FolioPayment create',
    ]);
    expect(records.audit[1]!.actor).toBe(true);
    expect(records.payments).toEqual([
      { date: expect.any(String), method: 'Visa', amount_cents: 12000, reference: null, voided_at: null },
    ]);
    expect(records.guests).toEqual([{ first_name: 'Ada', last_name: 'Lovelace', vip: false, name_holder: true }]);
  });

  it('a returning guest, a picked guest and nothing paid: no new guest, no payment, the booking names its guest', async () => {
    const roomId = await roomIdOf(alone, '102');
    const returning = await alone.api.post('/api/hotel/bookings', stay(roomId, { paidAmount: '0', checkInDate: '2027-04-01' }));
    expect(returning.status).toBe(201);
    const [ada] = (await alone.api.get('/api/hotel/guests')).body as { id: number; firstName: string }[];
    expect(returning.body.guestId).toBe(ada!.id);
    const picked = await alone.api.post(
      '/api/hotel/bookings',
      stay(roomId, { guest: 'Ada L.', guestId: ada!.id, paidAmount: '0', checkInDate: '2027-05-01' }),
    );
    expect(picked.status).toBe(201);
    expect(picked.body).toMatchObject({ guest: 'Ada L.', guestId: ada!.id, paidAmount: '0.00', status: 'Unpaid' });
    const records = await recordsOf(alone);
    expect(records.guests).toHaveLength(1);
    expect(records.payments).toHaveLength(1);
    expect(records.audit.map((entry) => `${entry.entity} ${entry.action}`).slice(3)).toEqual([
      'Booking create',
      'Booking create',
    ]);
  });

  it('refuses another hotel’s room (404) and guest (404) and writes nothing for either', async () => {
    const before = await recordsOf(alone);
    const theirRoom = await roomIdOf(batched, '102');
    const room = await alone.api.post('/api/hotel/bookings', stay(theirRoom, { checkInDate: '2027-06-01' }));
    expect(room.status).toBe(404);
    expect(room.body).toEqual({ error: 'Room could not be found' });
    const [theirGuest] = (await batched.api.get('/api/hotel/guests')).body as { id: number }[];
    const guest = await alone.api.post(
      '/api/hotel/bookings',
      stay(await roomIdOf(alone, '101'), { guestId: theirGuest!.id, checkInDate: '2027-06-01' }),
    );
    expect(guest.status).toBe(404);
    expect(guest.body).toEqual({ error: 'Guest could not be found' });
    expect(await recordsOf(alone)).toEqual(before);
  });
});
