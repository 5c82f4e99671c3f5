import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, type SignedInAdmin } from '../../testing/admins';
import { signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';
import type { Em } from '../../db/orm';
import type { Cents } from '@core/money';
import { scopeToHotel } from '../../context';
import { Booking } from '../bookings/booking.entity';
import { AuditLog } from './audit-log.entity';

let app: TestApp;
let hotel: SignedInHotel;
let other: SignedInHotel;
let admin: SignedInAdmin;
let room101: number;
let room102: number;

beforeAll(async () => {
  app = await startTestApp();
  hotel = await signUpHotel(app, 'desk@audit.test', { name: 'Audit Inn', numberOfRooms: 10 });
  other = await signUpHotel(app, 'desk@elsewhere.test', { name: 'Elsewhere Inn' });
  admin = await signInAdmin(app);
  const type = await hotel.api.post('/api/hotel/room-types', {
    name: 'Queen',
    dailyRate: '100.00',
    weeklyRate: '600.00',
    monthlyRate: '1800.00',
  });
  await hotel.api.post('/api/hotel/rooms/bulk', { prefix: '1', startNumber: 1, endNumber: 2, roomTypeId: type.body.id });
  const rooms = (await hotel.api.get('/api/hotel/rooms')).body as { id: number; roomNumber: string }[];
  room101 = rooms.find((room) => room.roomNumber === '101')!.id;
  room102 = rooms.find((room) => room.roomNumber === '102')!.id;
});
afterAll(async () => app?.close());

const booking = (overrides: Record<string, unknown> = {}) => ({
  roomId: room101,
  guest: 'Hopper, Grace',
  checkInDate: '2026-12-01',
  rateType: 'Daily',
  nights: 2,
  dailyWeeklyAmount: '100.00',
  monthlyAmount: '0',
  paidAmount: '0',
  ...overrides,
});

const auditRows = (entity: string) =>
  (app.orm.em.fork() as Em).find(AuditLog, { entity }, { filters: { tenant: false }, orderBy: { id: 'asc' } });

describe('the audit trail of bookings, payments, rates and settings', () => {
  it('records a booking created, paid (as the hotel) and moved (by an impersonating admin), and shows its history', async () => {
    const created = await hotel.api.post('/api/hotel/bookings', booking());
    expect(created.status).toBe(201);
    const id = created.body.id as number;

    const paid = await hotel.api.put(`/api/hotel/bookings/${id}`, booking({ paidAmount: '150.00', paymentMethod: 'Card' }));
    expect(paid.status).toBe(200);

    expect((await admin.api.post('/api/admin/impersonate-hotel', { hotelId: hotel.id })).status).toBe(200);
    const moved = await admin.api.put(
      `/api/hotel/bookings/${id}`,
      booking({ roomId: room102, paidAmount: '226.00', paymentMethod: 'Card' }),
    );
    expect(moved.status).toBe(200);
    expect((await admin.api.post('/api/admin/stop-impersonation')).status).toBe(200);

    const history = await hotel.api.get(`/api/hotel/bookings/${id}/history`);
    expect(history.status).toBe(200);
    const me = await hotel.api.get('/api/auth/me');
    // The hotel's Owner made the first two changes; the impersonating admin acts as the hotel itself.
    const owner = { id: me.body.user.id as number, name: me.body.user.name as string, email: 'desk@audit.test' };
    const hotelAccount = { id: hotel.id, name: 'Audit Inn', email: 'desk@audit.test' };
    expect(history.body).toHaveLength(3);
    const [create, pay, move] = history.body;

    expect(create).toMatchObject({ action: 'create', actor: owner, impersonatedBy: null });
    expect(create.changes).toEqual(
      expect.arrayContaining([
        { field: 'room', before: null, after: '101' },
        { field: 'guest', before: null, after: 'Hopper, Grace' },
        { field: 'checkInDate', before: null, after: '2026-12-01' },
        { field: 'grandTotal', before: null, after: '226.00' },
        { field: 'paidAmount', before: null, after: '0.00' },
        { field: 'status', before: null, after: 'Unpaid' },
      ]),
    );

    expect(pay).toMatchObject({ action: 'update', actor: owner, impersonatedBy: null });
    expect(pay.changes).toEqual([
      { field: 'paidAmount', before: '0.00', after: '150.00' },
      { field: 'paymentMethod', before: 'Cash', after: 'Card' },
      { field: 'status', before: 'Unpaid', after: 'Partially Paid' },
    ]);

    expect(move).toMatchObject({
      action: 'update',
      actor: hotelAccount,
      impersonatedBy: { id: admin.id, email: admin.email },
    });
    expect(move.changes).toEqual([
      { field: 'room', before: '101', after: '102' },
      { field: 'paidAmount', before: '150.00', after: '226.00' },
      { field: 'status', before: 'Partially Paid', after: 'Fully Paid' },
    ]);
    expect(Date.parse(create.createdAt)).toBeLessThanOrEqual(Date.parse(move.createdAt));

    // The same through GraphQL.
    const graphql = await hotel.api.graphql<{
      bookingHistory: { action: string; impersonatedBy: { id: number } | null; changes: unknown[] }[];
    }>('query ($id: Int!) { bookingHistory(bookingId: $id) { action impersonatedBy { id } changes { field before after } } }', {
      id,
    });
    expect(graphql.body.errors).toBeUndefined();
    expect(graphql.body.data!.bookingHistory.map((entry) => entry.action)).toEqual(['create', 'update', 'update']);
    expect(graphql.body.data!.bookingHistory[2]!.impersonatedBy).toEqual({ id: admin.id });
    expect(graphql.body.data!.bookingHistory[1]!.changes).toEqual(pay.changes);

    // Another hotel sees nothing of it; an unknown booking is a 404.
    expect((await other.api.get(`/api/hotel/bookings/${id}/history`)).status).toBe(404);
    const foreign = await other.api.graphql('query ($id: Int!) { bookingHistory(bookingId: $id) { id } }', { id });
    expect(foreign.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await hotel.api.get('/api/hotel/bookings/999999/history')).status).toBe(404);
  });

  it('keeps a deleted booking’s history, ending with the deletion and what it held', async () => {
    const created = await hotel.api.post('/api/hotel/bookings', booking({ checkInDate: '2027-01-10' }));
    const id = created.body.id as number;
    expect((await hotel.api.delete(`/api/hotel/bookings/${id}`)).status).toBe(200);
    const history = await hotel.api.get(`/api/hotel/bookings/${id}/history`);
    expect(history.body.map((entry: { action: string }) => entry.action)).toEqual(['create', 'delete']);
    expect(history.body[1].changes).toEqual(
      expect.arrayContaining([{ field: 'checkInDate', before: '2027-01-10', after: null }]),
    );
  });

  it('records rate, tax, rate period and setting changes with their before and after values', async () => {
    const type = await hotel.api.post('/api/hotel/room-types', {
      name: 'King',
      dailyRate: '120.00',
      weeklyRate: '700.00',
      monthlyRate: '2000.00',
    });
    await hotel.api.put(`/api/hotel/room-types/${type.body.id}`, {
      name: 'King',
      dailyRate: '130.00',
      weeklyRate: '700.00',
      monthlyRate: '2000.00',
    });
    const roomTypes = (await auditRows('RoomType')).filter((row) => row.entityId === type.body.id);
    expect(roomTypes.map((row) => row.action)).toEqual(['create', 'update']);
    expect(roomTypes[1]).toMatchObject({
      hotel: hotel.id,
      before: { name: 'King', dailyRateCents: 12000 },
      after: { name: 'King', dailyRateCents: 13000 },
    });

    expect((await hotel.api.put('/api/hotel/settings', { tax_name: 'City Tax' })).status).toBe(200);
    const settings = (await auditRows('HotelSetting')).filter((row) => row.hotel === hotel.id);
    expect(settings.at(-1)).toMatchObject({
      action: 'update',
      before: { key: 'tax_name', value: 'Tax 1' },
      after: { key: 'tax_name', value: 'City Tax' },
    });

    const tax = await hotel.api.post('/api/hotel/tax-rates', { name: 'Lodging', rate: '0.05', applyTo: ['Daily'] });
    expect(tax.status).toBe(201);
    expect((await auditRows('TaxRate')).filter((row) => row.entityId === tax.body.id).map((row) => row.action)).toEqual([
      'create',
    ]);

    const period = await hotel.api.post('/api/hotel/rate-periods', {
      roomTypeId: type.body.id,
      name: 'Weekend',
      rateType: 'weekend',
      dailyRate: '150.00',
      weeklyRate: '700.00',
      monthlyRate: '2000.00',
      daysOfWeek: ['Saturday', 'Sunday'],
    });
    expect(period.status).toBe(201);
    expect((await auditRows('RatePeriod')).filter((row) => row.entityId === period.body.id)).toHaveLength(1);
  });

  it('writes its entries in the change’s own transaction: a change rolled back leaves none, nor stale ones behind', async () => {
    const created = await hotel.api.post('/api/hotel/bookings', booking({ checkInDate: '2027-02-01' }));
    const id = created.body.id as number;
    const entriesOf = async () => (await auditRows('Booking')).filter((row) => row.entityId === id).length;
    expect(await entriesOf()).toBe(1);
    const em = app.orm.em.fork() as Em;
    scopeToHotel(em, hotel.id);

    // Flushed inside a transaction that then fails: the entry was written, and is rolled back with it.
    await expect(
      em.transactional(async (tx) => {
        const row = await tx.findOneOrFail(Booking, id);
        row.paymentMethod = 'Check';
        await tx.flush();
        throw new Error('the rest of the use case failed');
      }),
    ).rejects.toThrow('the rest of the use case failed');
    expect(await entriesOf()).toBe(1);

    // A flush the database refuses (its own transaction): no entry, and none carried into the next flush.
    em.clear();
    const row = await em.findOneOrFail(Booking, id);
    row.paidAmountCents = -1 as Cents;
    await expect(em.flush()).rejects.toThrow(/booking_money_check/);
    em.clear();
    const again = await em.findOneOrFail(Booking, id);
    again.paymentMethod = 'Card';
    await em.flush();
    const rows = (await auditRows('Booking')).filter((entry) => entry.entityId === id);
    expect(rows.map((entry) => [entry.action, entry.after])).toEqual([
      ['create', expect.objectContaining({ paymentMethod: 'Cash' })],
      ['update', { paymentMethod: 'Card' }],
    ]);
    // Made outside any request: nobody signed in, recorded as the system.
    expect(rows[1]).toMatchObject({ actorAccount: null, impersonatedBy: null });
  });
});
