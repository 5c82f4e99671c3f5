import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bulkRoomNumbers } from '@core/schemas/room.schema';
import { setClock } from '../../clock';
import type { Em } from '../../db/orm';
import { ApiClient } from '../../testing/api-client';
import { itOnPostgres } from '../../testing/database-pass';
import { addRooms, QUEEN, signUpHotel, type SignedInHotel } from '../../testing/hotels';
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
afterEach(() => setClock(null));
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
 * A list without its ids and versions (a restore writes each row at its first version), in a stable
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
    const historyBefore = (await hotel.api.get(`/api/hotel/bookings/${card.id}/history`)).body as { id: number }[];
    expect(historyBefore.length).toBeGreaterThan(1);
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
    expect(summary).toEqual({
      roomTypes: 2,
      ratePeriods: 2,
      rooms: 5,
      guests: 2,
      bookings: 2,
      roomBlocks: 1,
      closedDays: 0,
      nightPostings: 0,
      adjustments: 0,
    });
    const after = await read(hotel.api, OPERATIONAL);
    expect(withoutIds(after)).toEqual(withoutIds(before));
    // Every record keeps its number: a booking printed on a receipt as #id is still #id.
    const idsOf = (lists: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(lists).map(([p, list]) => [p, (list as { id: number }[]).map((row) => row.id).sort()]));
    expect(idsOf(after)).toEqual(idsOf(before));
    // The folio's lines are the same lines, and the booking's activity history is still its own.
    expect((await hotel.api.get(`/api/hotel/bookings/${card.id}/folio`)).body).toEqual(folioBefore);
    const historyAfter = (await hotel.api.get(`/api/hotel/bookings/${card.id}/history`)).body as { id: number }[];
    expect(historyAfter.slice(0, historyBefore.length)).toEqual(historyBefore);
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

  it("keeps the night audit's books: closed days with their reports as they were, postings and adjustments, ids and all", async () => {
    const books = await signUpHotel(app, 'desk@restore-books.test');
    const rooms = await addRooms(books, QUEEN, bulkRoomNumbers('1', 1, 3));
    const noonOn = (date: string) => new Date(`${date}T17:00:00Z`);
    // Ada stays three nights at 100.00 from 03/07/26, Bob two at 33.35; 03/07 to 03/09 close on 03/10.
    setClock(noonOn('2026-03-07'));
    const ids: number[] = [];
    for (const [room, guest, nights, rate] of [
      ['101', 'Lovelace, Ada', 3, '100.00'],
      ['102', 'Babbage, Bob', 2, '33.35'],
    ] as const) {
      const body = { roomId: rooms[room], guest, checkInDate: '2026-03-07', rateType: 'Daily', nights, dailyWeeklyAmount: rate };
      const created = await books.api.post('/api/hotel/bookings', { ...body, paidAmount: '0' });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      ids.push(created.body.id as number);
      expect((await books.api.post(`/api/hotel/bookings/${created.body.id}/check-in`)).status).toBe(200);
    }
    const [ada, bob] = ids as [number, number];
    setClock(noonOn('2026-03-10'));
    expect((await books.api.post(`/api/hotel/bookings/${bob}/check-out`, { force: true })).status).toBe(200);
    expect((await books.api.post('/api/hotel/night-audit', { date: '2026-03-07' })).status).toBe(200);
    expect((await books.api.post('/api/hotel/night-audit', { through: '2026-03-09' })).body).toMatchObject({ stoppedAt: null });
    const credit = { kind: 'Room', amount: '-25.00', reason: 'Noisy room: courtesy credit' };
    expect((await books.api.post(`/api/hotel/bookings/${ada}/adjustments`, credit)).status).toBe(201);

    const closedDays = ['2026-03-07', '2026-03-08', '2026-03-09'];
    const READS = [
      '/api/hotel/night-audit',
      ...closedDays.map((date) => `/api/hotel/reports/daily/${date}`),
      '/api/hotel/ledger?from=2026-03-01&to=2026-03-10',
      // The closed days' statistics are read from the figures kept at close: a restore keeps them too.
      '/api/hotel/reports/statistics?from=2026-03-01&to=2026-03-10&groupBy=day',
      `/api/hotel/bookings/${ada}`,
      `/api/hotel/bookings/${ada}/folio`,
      `/api/hotel/bookings/${bob}/folio`,
    ];
    const before = await read(books.api, READS);
    expect(before['/api/hotel/reports/daily/2026-03-08']).toMatchObject({ closed: true, roomRevenue: '133.35', inHouse: 2 });

    const cleared = await books.api.delete('/api/hotel/clear');
    expect(cleared.status).toBe(200);
    const file = path.join(app.dataDir, cleared.body.backup);
    const backup = JSON.parse(readFileSync(file, 'utf8'));
    expect(backup.auditDays.map((day: { date: string }) => day.date)).toEqual(closedDays);
    // Ada's three nights and Bob's two, each a Room, Tax 1 and Tax 2 line; the credit.
    expect(backup.nightPostings).toHaveLength(15);
    expect(backup.folioAdjustments).toEqual([
      expect.objectContaining({ bookingId: ada, amountCents: -2500, date: '2026-03-10' }),
    ]);
    // Cleared, the hotel's books start anew.
    expect((await books.api.get('/api/hotel/night-audit')).body).toEqual({
      businessDate: null,
      lastClosedDate: null,
      problems: [],
    });

    const summary = await restoreBackup(app.orm.em.fork() as Em, books.id, file);
    expect(summary).toMatchObject({ bookings: 2, closedDays: 3, nightPostings: 15, adjustments: 1 });
    // Each closed day's report as it was at close, the ledger's lines with their ids, the folios and balances
    // (a restored booking starts again at its first version).
    const withoutVersions = (value: unknown) =>
      JSON.parse(JSON.stringify(value, (key, inner) => (key === 'version' ? undefined : inner)));
    expect(withoutVersions(await read(books.api, READS))).toEqual(withoutVersions(before));

    // The books go on from there: 03/10 closes with Ada's last night, its postings numbered after the restored.
    expect((await books.api.post(`/api/hotel/bookings/${ada}/check-out`, { force: true })).status).toBe(200);
    setClock(noonOn('2026-03-11'));
    expect((await books.api.post('/api/hotel/night-audit', { date: '2026-03-10' })).status).toBe(200);
    const ledger = (await books.api.get('/api/hotel/ledger?from=2026-03-01&to=2026-03-10')).body as {
      lines: { id: number; date: string; kind: string }[];
    };
    const restoredIds = backup.nightPostings.map((posting: { id: number }) => posting.id) as number[];
    const newer = ledger.lines.filter((line) => line.date === '2026-03-10' && line.kind !== 'Adjustment');
    expect(newer.map((line) => line.id).every((id) => id > Math.max(...restoredIds))).toBe(true);
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

  it("refuses to restore into a hotel where the backup's ids are taken, naming them, and changes nothing", async () => {
    const source = await signUpHotel(app, 'desk@restore-source.test');
    await fill(source.api, 'source');
    const cleared = await source.api.delete('/api/hotel/clear');
    const file = path.join(app.dataDir, cleared.body.backup);
    const backup = JSON.parse(readFileSync(file, 'utf8'));
    await restoreBackup(app.orm.em.fork() as Em, source.id, file);
    // The same backup into another, empty hotel: its bookings, guests and rooms are the source's, still there.
    const other = await signUpHotel(app, 'desk@restore-other.test');
    const before = await read(other.api, OPERATIONAL);
    const ids = (rows: { id: number }[]) => rows.map((row) => `#${row.id}`).join(', ');
    await expect(restoreBackup(app.orm.em.fork() as Em, other.id, file)).rejects.toThrow(
      `This backup's records cannot keep their numbers: room types ${ids(backup.roomTypes)}; rate periods ${ids(backup.ratePeriods)}; ` +
        `rooms ${ids(backup.rooms)}; room blocks ${ids(backup.roomBlocks)}; guests ${ids(backup.guests)}; bookings ${ids(backup.bookings)}; ` +
        `folio payments ${ids(backup.folioPayments)} already exist in this database. ` +
        'Restore it into the hotel it was cleared from, after clearing that hotel',
    );
    expect(await read(other.api, OPERATIONAL)).toEqual(before);
  });

  it('restores an older backup (no folio lines, no stay status) with its booking numbers', async () => {
    const older = await signUpHotel(app, 'desk@restore-older.test');
    await fill(older.api, 'older');
    const cleared = await older.api.delete('/api/hotel/clear');
    const file = path.join(app.dataDir, cleared.body.backup);
    const { folioCharges: _c, folioPayments: _p, roomBlocks: _b, ...backup } = JSON.parse(readFileSync(file, 'utf8'));
    backup.bookings = backup.bookings.map(
      ({ extrasCents: _e, stayStatus: _s, cancelReason: _r, ...booking }: Record<string, unknown>) => booking,
    );
    backup.rooms = backup.rooms.map(({ housekeepingStatus: _h, housekeepingNote: _n, ...room }: Record<string, unknown>) => room);
    const oldFile = path.join(app.dataDir, 'backups', 'older-format.json');
    writeFileSync(oldFile, JSON.stringify(backup));
    await restoreBackup(app.orm.em.fork() as Em, older.id, oldFile);
    const bookings = (await older.api.get('/api/hotel/bookings')).body as { id: number; paidAmount: string }[];
    expect(bookings.map((booking) => [booking.id, booking.paidAmount]).sort()).toEqual(
      backup.bookings
        .map((booking: { id: number; paidAmountCents: number }) => [booking.id, (booking.paidAmountCents / 100).toFixed(2)])
        .sort(),
    );
    const card = bookings.find((booking) => booking.paidAmount === '150.50')!;
    const folio = (await older.api.get(`/api/hotel/bookings/${card.id}/folio`)).body;
    expect(folio.payments.map((line: { amount: string }) => line.amount)).toEqual(['150.50']);
  });

  it('moves the id sequences past the restored ids: the next guest, booking and payment get new numbers', async () => {
    const fresh = await signUpHotel(app, 'desk@restore-sequences.test');
    await fill(fresh.api, 'sequences');
    const cleared = await fresh.api.delete('/api/hotel/clear');
    const file = path.join(app.dataDir, cleared.body.backup);
    const backup = JSON.parse(readFileSync(file, 'utf8'));
    // As in a database that never issued these ids (a backup brought from another installation): each
    // sequence stands just below the backup's lowest id.
    const connection = app.orm.em.getConnection();
    for (const [table, rows] of [
      ['guest', backup.guests],
      ['booking', backup.bookings],
      ['folio_payment', backup.folioPayments],
    ] as const) {
      const lowest = Math.min(...rows.map((row: { id: number }) => row.id));
      await connection.execute(`select setval(pg_get_serial_sequence('${table}', 'id'), ${lowest - 1})`);
    }
    await restoreBackup(app.orm.em.fork() as Em, fresh.id, file);
    const guest = await fresh.api.post('/api/hotel/guests', { firstName: 'Alan', lastName: 'Turing' });
    expect(guest.status).toBe(201);
    expect(guest.body.id).toBeGreaterThan(Math.max(...backup.guests.map((row: { id: number }) => row.id)));
    const rooms = (await fresh.api.get('/api/hotel/rooms')).body as { id: number; roomNumber: string }[];
    const booking = await fresh.api.post('/api/hotel/bookings', {
      roomId: rooms.find((room) => room.roomNumber === '103')!.id,
      guest: 'Turing, Alan',
      checkInDate: '2027-05-01',
      rateType: 'Daily',
      nights: 2,
      dailyWeeklyAmount: '100',
      monthlyAmount: '0',
      paidAmount: '20',
    });
    expect(booking.status).toBe(201);
    expect(booking.body.id).toBeGreaterThan(Math.max(...backup.bookings.map((row: { id: number }) => row.id)));
    const paid = await fresh.api.post(`/api/hotel/bookings/${booking.body.id}/payments`, { amount: '5', method: 'Cash' });
    expect(paid.status).toBe(201);
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
