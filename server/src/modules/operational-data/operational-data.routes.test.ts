import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import pg from 'pg';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Em } from '../../db/orm';
import { ApiClient } from '../../testing/api-client';
import { itOnPostgres } from '../../testing/database-pass';
import { signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { restoreBackup } from './operational-data.service';

let app: TestApp;
let hotel: SignedInHotel;
let neighbour: SignedInHotel;
beforeAll(async () => {
  app = await startTestApp();
  hotel = await signUpHotel(app, 'desk@clear.test', { name: 'Clear Inn' });
  neighbour = await signUpHotel(app, 'desk@neighbour.test', { name: 'Neighbour Inn' });
});
afterAll(async () => app?.close());

/** Every kind of record Clear Operational Data removes, and a few it must keep. */
async function fill(api: ApiClient, tag: string) {
  const queen = await api.post('/api/hotel/room-types', {
    name: `Queen ${tag}`,
    dailyRate: '100.00',
    weeklyRate: '600.00',
    monthlyRate: '1800.00',
  });
  const suite = await api.post('/api/hotel/room-types', {
    name: `Suite ${tag}`,
    dailyRate: '149.99',
    weeklyRate: '899.99',
    monthlyRate: '2999.99',
  });
  await api.post('/api/hotel/rooms/bulk', { prefix: '1', startNumber: 1, endNumber: 3, roomTypeId: queen.body.id });
  const suiteRoom = await api.post('/api/hotel/rooms', { roomNumber: '301', roomTypeId: suite.body.id });
  await api.post('/api/hotel/rooms', { roomNumber: '999', roomTypeId: null });
  await api.post('/api/hotel/rate-periods', {
    roomTypeId: queen.body.id,
    name: 'Holidays',
    rateType: 'holiday',
    specificDates: ['2027-12-25', '2027-12-31'],
    dailyRate: '150',
    weeklyRate: '900',
    monthlyRate: '2500',
    priority: 10,
  });
  await api.post('/api/hotel/rate-periods', {
    roomTypeId: suite.body.id,
    name: 'Summer',
    rateType: 'seasonal',
    startDate: '2027-06-01',
    endDate: '2027-08-31',
    dailyRate: '199',
    weeklyRate: '1100',
    monthlyRate: '3500',
    isActive: false,
  });
  await api.post('/api/hotel/guests', {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@navy.test',
    phone: '555-0101',
    city: 'Arlington',
    state: 'VA',
    vip: true,
    notes: 'Prefers the top floor',
  });
  const rooms = (await api.get('/api/hotel/rooms')).body as { id: number; roomNumber: string }[];
  const room101 = rooms.find((room) => room.roomNumber === '101')!.id;
  const bookings = [
    {
      roomId: room101,
      guest: 'Hopper, Grace',
      checkInDate: '2027-01-10',
      rateType: 'Daily',
      nights: 3,
      dailyWeeklyAmount: '100',
      monthlyAmount: '0',
      paidAmount: '150.50',
      paymentMethod: 'Card',
    },
    {
      roomId: suiteRoom.body.id,
      guest: `Lovelace, Ada ${tag}`,
      checkInDate: '2027-02-01',
      rateType: 'Monthly',
      nights: 28,
      dailyWeeklyAmount: '0',
      monthlyAmount: '2999.99',
      paidAmount: '0',
    },
  ];
  for (const body of bookings) expect((await api.post('/api/hotel/bookings', body)).status).toBe(201);
  const room102 = rooms.find((room) => room.roomNumber === '102')!.id;
  const block = { roomId: room102, startDate: '2027-03-01', endDate: '2027-03-04', reason: `New carpet ${tag}` };
  expect((await api.post('/api/hotel/room-blocks', block)).status).toBe(201);
  expect((await api.put(`/api/hotel/rooms/${room102}/housekeeping`, { status: 'Dirty', note: 'Spilled wine' })).status).toBe(200);
  await api.post('/api/amenities', { name: `Pool ${tag}`, category: 'Recreation', icon: 'Waves' });
  await api.post('/api/hotel/tax-rates', { name: `City tax ${tag}`, rate: '0.05' });
  await api.post('/api/hotel/employees', { firstName: 'Bo', lastName: `Clerk ${tag}`, role: 'front_desk' });
  await api.put('/api/hotel/settings', { motel_phone: `555-${tag}` });
}

const OPERATIONAL = [
  '/api/hotel/room-types',
  '/api/hotel/rooms',
  '/api/hotel/rate-periods',
  '/api/hotel/guests',
  '/api/hotel/bookings',
  '/api/hotel/room-blocks?from=2000-01-01',
];
const KEPT = ['/api/amenities', '/api/hotel/tax-rates', '/api/hotel/employees', '/api/hotel/settings'];

async function read(api: ApiClient, paths: string[]) {
  return Object.fromEntries(await Promise.all(paths.map(async (p) => [p, (await api.get(p)).body] as const)));
}

/**
 * A list without its ids and versions (a restore gives new rows, each at its first version), in a stable
 * order, to compare before and after.
 */
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !/^(id|roomId|roomTypeId|guestId|version)$/.test(key))
        .map(([key, inner]) => [key, withoutIds(inner)]),
    );
  }
  return value;
}

describe('DELETE /api/hotel/clear', () => {
  it("backs up, then removes the hotel's bookings, rooms, room types, rate periods and guests; nothing else, nobody else's; restore brings them back", async () => {
    await fill(hotel.api, 'mine');
    await fill(neighbour.api, 'theirs');
    // A folio with an extra, a voided extra and a refund: the backup keeps every line.
    const card = ((await hotel.api.get('/api/hotel/bookings')).body as { id: number; paymentMethod: string }[]).find(
      (booking) => booking.paymentMethod === 'Card',
    )!;
    await hotel.api.post(`/api/hotel/bookings/${card.id}/charges`, { description: 'Parking', amount: '15', date: '2026-03-02' });
    const mistake = await hotel.api.post(`/api/hotel/bookings/${card.id}/charges`, { description: 'Minibar', amount: '9' });
    await hotel.api.delete(`/api/hotel/bookings/${card.id}/charges/${mistake.body.charges.at(-1).id}`);
    await hotel.api.post(`/api/hotel/bookings/${card.id}/payments`, { amount: '-0.50', method: 'Cash', reference: 'Change' });
    const folioBefore = (await hotel.api.get(`/api/hotel/bookings/${card.id}/folio`)).body;
    const before = await read(hotel.api, OPERATIONAL);
    const kept = await read(hotel.api, KEPT);
    const neighbourBefore = await read(neighbour.api, [...OPERATIONAL, ...KEPT]);
    expect(Object.values(before).every((list) => (list as unknown[]).length > 0)).toBe(true);

    const response = await hotel.api.delete('/api/hotel/clear');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message: 'Operational data cleared successfully',
      backup: expect.stringMatching(/^backups\/hotel-\d+-[\w-]+\.json$/),
    });

    for (const p of OPERATIONAL) expect({ p, list: (await hotel.api.get(p)).body }).toEqual({ p, list: [] });
    expect(await read(hotel.api, KEPT)).toEqual(kept);
    expect(await read(neighbour.api, [...OPERATIONAL, ...KEPT])).toEqual(neighbourBefore);

    const file = path.join(app.dataDir, response.body.backup);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const backup = JSON.parse(readFileSync(file, 'utf8'));
    expect(backup).toMatchObject({
      format: 'innkeep-operational-backup',
      version: 1,
      hotel: { id: hotel.id, name: 'Clear Inn', email: 'desk@clear.test' },
    });
    expect([
      backup.roomTypes.length,
      backup.rooms.length,
      backup.ratePeriods.length,
      backup.guests.length,
      backup.bookings.length,
    ]).toEqual([
      before['/api/hotel/room-types'].length,
      before['/api/hotel/rooms'].length,
      before['/api/hotel/rate-periods'].length,
      before['/api/hotel/guests'].length,
      before['/api/hotel/bookings'].length,
    ]);
    expect(backup.bookings.find((b: { paymentMethod: string }) => b.paymentMethod === 'Card')).toMatchObject({
      paidAmountCents: 15000,
      extrasCents: 1500,
      grandTotalCents: 33900,
    });
    expect(JSON.stringify(backup)).not.toContain('theirs');

    const summary = await restoreBackup(app.orm.em.fork() as Em, hotel.id, file);
    expect(summary).toEqual({ roomTypes: 2, ratePeriods: 2, rooms: 5, guests: 2, bookings: 2, roomBlocks: 1 });
    const after = await read(hotel.api, OPERATIONAL);
    expect(withoutIds(after)).toEqual(withoutIds(before));
    // References point at the new rows: each booking's room, each room's type, each period's type.
    const rooms = after['/api/hotel/rooms'] as { id: number; roomNumber: string; roomType: { name: string } | null }[];
    const bookings = after['/api/hotel/bookings'] as {
      roomId: number;
      room: { roomNumber: string };
      grandTotal: string;
      balance: string;
    }[];
    for (const booking of bookings)
      expect(rooms.find((room) => room.id === booking.roomId)?.roomNumber).toBe(booking.room.roomNumber);
    const restored = (bookings as unknown as { id: number; paymentMethod: string }[]).find((b) => b.paymentMethod === 'Card')!;
    const lineWithoutId = <T extends { id: number | null; voidedAt?: string | null }>({ id: _id, ...line }: T) => line;
    const folioAfter = (await hotel.api.get(`/api/hotel/bookings/${restored.id}/folio`)).body;
    expect({
      ...folioAfter,
      bookingId: 0,
      charges: folioAfter.charges.map(lineWithoutId),
      payments: folioAfter.payments.map(lineWithoutId),
    }).toEqual({
      ...folioBefore,
      bookingId: 0,
      charges: folioBefore.charges.map(lineWithoutId),
      payments: folioBefore.payments.map(lineWithoutId),
    });
    expect(bookings.map((b) => [b.room.roomNumber, b.grandTotal, b.balance]).sort()).toEqual([
      ['101', '339.00', '204.00'],
      ['301', '2999.99', '2999.99'],
    ]);
    expect(await read(neighbour.api, [...OPERATIONAL, ...KEPT])).toEqual(neighbourBefore);
  });

  it('refuses to restore over rooms the hotel already has, and changes nothing', async () => {
    const target = await signUpHotel(app, 'desk@restore-conflict.test');
    await fill(target.api, 'conflict');
    const cleared = await target.api.delete('/api/hotel/clear');
    await target.api.post('/api/hotel/rooms', { roomNumber: '102' });
    const before = await read(target.api, OPERATIONAL);
    await expect(restoreBackup(app.orm.em.fork() as Em, target.id, path.join(app.dataDir, cleared.body.backup))).rejects.toThrow(
      'The hotel already has room 102: clear its operational data before restoring this backup',
    );
    expect(await read(target.api, OPERATIONAL)).toEqual(before);
  });

  it('clearing an empty hotel still writes a backup', async () => {
    const empty = await signUpHotel(app, 'desk@empty-clear.test');
    const response = await empty.api.delete('/api/hotel/clear');
    expect(response.status).toBe(200);
    const backup = JSON.parse(readFileSync(path.join(app.dataDir, response.body.backup), 'utf8'));
    expect([backup.rooms, backup.bookings]).toEqual([[], []]);
  });

  it('the GraphQL mutation clears and answers the same', async () => {
    const target = await signUpHotel(app, 'desk@graphql-clear.test');
    await target.api.post('/api/hotel/rooms', { roomNumber: '5' });
    const response = await target.api.graphql('mutation { clearOperationalData { message backup } }');
    expect(response.body.data.clearOperationalData).toEqual({
      message: 'Operational data cleared successfully',
      backup: expect.stringMatching(/^backups\//),
    });
    expect((await target.api.get('/api/hotel/rooms')).body).toEqual([]);
  });

  const backupsOf = (hotelId: number) => {
    const dir = path.join(app.dataDir, 'backups');
    return existsSync(dir) ? readdirSync(dir).filter((name) => name.startsWith(`hotel-${hotelId}-`)) : [];
  };

  it('answers 409 and leaves no backup when concurrent changes keep refusing the clear', async () => {
    const busy = await signUpHotel(app, 'desk@refused-clear.test');
    await busy.api.post('/api/hotel/guests', { firstName: 'Ada', lastName: 'Lovelace' });
    // The database refuses every delete of this hotel's guests with PostgreSQL's serialization failure
    // (40001), as it does when a booking commits during the clear (simulated here so that it happens every time).
    const connection = app.orm.em.getConnection();
    await connection.execute(`create function refuse_clear() returns trigger language plpgsql as $$
      begin raise exception 'could not serialize access due to concurrent update' using errcode = '40001'; end $$`);
    await connection.execute(
      `create trigger refuse_clear before delete on guest for each row when (old.hotel_id = ${busy.id}) execute function refuse_clear()`,
    );
    try {
      const response = await busy.api.delete('/api/hotel/clear');
      expect([response.status, response.body]).toEqual([409, { error: 'Another change is in progress, try again' }]);
      expect(backupsOf(busy.id)).toEqual([]);
      expect((await busy.api.get('/api/hotel/guests')).body.map((guest: { lastName: string }) => guest.lastName)).toEqual([
        'Lovelace',
      ]);
    } finally {
      await connection.execute('drop trigger refuse_clear on guest');
      await connection.execute('drop function refuse_clear()');
    }
  });

  itOnPostgres(
    'starts over when a change commits during the clear, and keeps only the backup of the clear that happened',
    async () => {
      const busy = await signUpHotel(app, 'desk@busy-clear.test');
      const guest = await busy.api.post('/api/hotel/guests', { firstName: 'Grace', lastName: 'Hopper' });
      const other = new pg.Client({ connectionString: app.config.databaseUrl! });
      await other.connect();
      try {
        // Another clerk's change to the guest, not yet committed when the clear reads its backup.
        await other.query('begin');
        await other.query(`update guest set notes = 'Late arrival' where id = $1`, [guest.body.id]);
        const clearing = busy.api.delete('/api/hotel/clear');
        // The clear waits on that row; the change then commits, and PostgreSQL refuses the clear's delete (40001).
        await expect
          .poll(
            async () =>
              (
                await other.query(
                  `select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
                )
              ).rows[0].waiting,
            { timeout: 30_000 },
          )
          .toBe(1);
        await other.query('commit');
        const response = await clearing;
        expect([response.status, response.body.message]).toEqual([200, 'Operational data cleared successfully']);
        expect(backupsOf(busy.id)).toEqual([path.basename(response.body.backup)]);
        // The backup is of the data as the clear deleted it: with the committed change.
        const backup = JSON.parse(readFileSync(path.join(app.dataDir, response.body.backup), 'utf8'));
        expect(backup.guests.map((row: { notes: string }) => row.notes)).toEqual(['Late arrival']);
        expect((await busy.api.get('/api/hotel/guests')).body).toEqual([]);
      } finally {
        await other.end();
      }
    },
  );

  it('needs a signed-in hotel', async () => {
    expect((await new ApiClient(app.url).delete('/api/hotel/clear')).status).toBe(401);
  });
});
