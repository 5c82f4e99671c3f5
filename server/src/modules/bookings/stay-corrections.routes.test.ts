import { addDays, formatShortUs, todayInZone } from '@core/stay-dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkRoomNumbers } from '@core/schemas/room.schema';
import type { Em } from '../../db/orm';
import { QUEEN, signUpHotel, signUpHotelWithRooms, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * Issue 23: an early check-out shortens the stay to today (items 8), and a mistaken check-in is undone on
 * its day while nothing else changed (item 13), on the hotel's clock (America/New_York).
 */
let app: TestApp;
let hotel: SignedInHotel;
let rooms: Record<string, number>;
const today = () => todayInZone('America/New_York');

interface BookingBody {
  id: number;
  stayStatus: string;
  checkInDate: string;
  checkOutDate: string;
  nights: number;
  subtotal: string;
  grandTotal: string;
  balance: string;
  status: string;
  version: number;
  error?: string;
}
interface HistoryEntry {
  action: string;
  changes: { field: string; before: unknown; after: unknown }[];
}
interface DeskBody {
  arrivals: { id: number }[];
  departures: { id: number }[];
  inHouse: { id: number }[];
}

beforeAll(async () => {
  app = await startTestApp();
  ({ hotel, rooms } = await signUpHotelWithRooms(app, 'desk@corrections.test', {
    numberOfRooms: 20,
    roomType: QUEEN,
    roomNumbers: bulkRoomNumbers('1', 1, 9),
  }));
});
afterAll(async () => app?.close());

/** A Daily stay at 100.00 a night is 113.00 a night with the default taxes (8% and 5%). */
async function book(
  roomNumber: string,
  guest: string,
  checkInDate: string,
  nights: number,
  { paidAmount = '0', rateType = 'Daily', amount = '100.00' } = {},
) {
  const response = await hotel.api.post('/api/hotel/bookings', {
    roomId: rooms[roomNumber],
    guest,
    checkInDate,
    rateType,
    nights,
    dailyWeeklyAmount: amount,
    monthlyAmount: rateType === 'Monthly' ? '1800.00' : '0',
    paidAmount,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as BookingBody;
}

const act = (id: number, action: string, body: unknown = {}) =>
  hotel.api.post<BookingBody>(`/api/hotel/bookings/${id}/${action}`, body);
const history = async (id: number) => (await hotel.api.get(`/api/hotel/bookings/${id}/history`)).body as HistoryEntry[];
const desk = async () => (await hotel.api.get('/api/hotel/front-desk')).body as DeskBody;
const ids = (list: { id: number }[]) => list.map((stay) => stay.id);

async function expectRefused(id: number, action: string, error: string) {
  const response = await act(id, action);
  expect({ status: response.status, body: response.body }).toEqual({ status: 409, body: { error } });
}

describe('an early check-out', () => {
  it('shortens a Daily stay to today, prices its nights again before the balance rule, and frees the room tonight', async () => {
    // Three nights from yesterday, paid for the night stayed: 113.00 of 339.00.
    const booking = await book('101', 'Early, Evan', addDays(today(), -1), 3, { paidAmount: '113.00' });
    expect(booking).toMatchObject({ grandTotal: '339.00', balance: '226.00' });
    expect((await act(booking.id, 'check-in')).status).toBe(200);

    const out = await act(booking.id, 'check-out');
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect(out.body).toMatchObject({
      stayStatus: 'Checked Out',
      checkInDate: addDays(today(), -1),
      checkOutDate: today(),
      nights: 1,
      subtotal: '100.00',
      grandTotal: '113.00',
      balance: '0.00',
      status: 'Fully Paid',
    });
    const entry = (await history(booking.id)).at(-1)!;
    expect(entry.action).toBe('update');
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        { field: 'stayStatus', before: 'Checked In', after: 'Checked Out' },
        { field: 'checkOutDate', before: addDays(today(), 2), after: today() },
        { field: 'nights', before: '3', after: '1' },
      ]),
    );
    // Tonight the room is free; the Front Desk has the guest leaving today, not in house.
    const tonight = await book('101', 'Walk-In, Wendy', today(), 1);
    const lists = await desk();
    expect(ids(lists.departures)).toContain(booking.id);
    expect(ids(lists.inHouse)).not.toContain(booking.id);
    expect(ids(lists.inHouse)).toContain(tonight.id);
  });

  it('still asks for the balance of the nights stayed', async () => {
    const booking = await book('102', 'Owing, Olive', addDays(today(), -2), 4);
    expect((await act(booking.id, 'check-in')).status).toBe(200);
    await expectRefused(booking.id, 'check-out', 'Balance due: $226.00');
    expect((await act(booking.id, 'check-out', { force: true })).body).toMatchObject({ nights: 2, grandTotal: '226.00' });
  });

  it('keeps a Weekly stay’s figures, its dates shortened', async () => {
    const booking = await book('103', 'Weekly, Walt', addDays(today(), -2), 7, { rateType: 'Weekly', amount: '600.00' });
    expect((await act(booking.id, 'check-in')).status).toBe(200);
    const out = await act(booking.id, 'check-out', { force: true });
    expect(out.body).toMatchObject({
      checkOutDate: today(),
      nights: 2,
      subtotal: booking.subtotal,
      grandTotal: booking.grandTotal,
    });
  });

  it('keeps one night when the guest leaves on the day they arrived, and never lists them in house', async () => {
    const booking = await book('104', 'Sameday, Sam', today(), 3);
    expect((await act(booking.id, 'check-in')).status).toBe(200);
    const out = await act(booking.id, 'check-out', { force: true });
    expect(out.body).toMatchObject({ checkOutDate: addDays(today(), 1), nights: 1, grandTotal: '113.00' });
    const lists = await desk();
    expect(ids(lists.arrivals)).toContain(booking.id);
    expect(ids(lists.inHouse)).not.toContain(booking.id);
    // From tomorrow night the room is free again.
    await book('104', 'Next, Nora', addDays(today(), 1), 1);
  });
});

describe('undoing a check-in', () => {
  it('puts a stay checked in today back to Reserved, recorded in its history, in REST and GraphQL', async () => {
    const booking = await book('106', 'Mistake, Mia', today(), 2);
    const checkedIn = await act(booking.id, 'check-in');
    const undone = await hotel.api.post<BookingBody>(`/api/hotel/bookings/${booking.id}/undo-check-in`, {
      version: checkedIn.body.version,
    });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body).toMatchObject({ stayStatus: 'Reserved', version: checkedIn.body.version + 1, grandTotal: '226.00' });
    expect((await history(booking.id)).at(-1)).toMatchObject({
      action: 'update',
      changes: [{ field: 'stayStatus', before: 'Checked In', after: 'Reserved' }],
    });
    await expectRefused(
      booking.id,
      'undo-check-in',
      'Only a checked-in booking can have its check-in undone: this booking is reserved',
    );

    expect((await act(booking.id, 'check-in')).status).toBe(200);
    const graphql = await hotel.api.graphql<{ undoCheckIn: { stayStatus: string } }>(
      'mutation($id: Int!, $version: Int) { undoCheckIn(id: $id, version: $version) { stayStatus } }',
      { id: booking.id },
    );
    expect(graphql.body.data).toEqual({ undoCheckIn: { stayStatus: 'Reserved' } });
  });

  it('refuses once a payment was taken since the check-in, or the stay was edited', async () => {
    const booking = await book('107', 'Payer, Pat', today(), 2);
    expect((await act(booking.id, 'check-in')).status).toBe(200);
    const paid = await hotel.api.post(`/api/hotel/bookings/${booking.id}/payments`, { amount: '20.00', method: 'Cash' });
    expect(paid.status).toBe(201);
    await expectRefused(
      booking.id,
      'undo-check-in',
      `Booking #${booking.id} has changed since it was checked in: its check-in can no longer be undone`,
    );
    const graphql = await hotel.api.graphql('mutation($id: Int!) { undoCheckIn(id: $id) { stayStatus } }', { id: booking.id });
    expect(graphql.body.errors?.[0]).toMatchObject({
      message: `Booking #${booking.id} has changed since it was checked in: its check-in can no longer be undone`,
      extensions: { code: 'CONFLICT' },
    });
    expect((await hotel.api.get(`/api/hotel/bookings/${booking.id}`)).body.stayStatus).toBe('Checked In');
  });

  it('refuses a check-in of another day, a stale version and another hotel’s booking', async () => {
    const booking = await book('108', 'Yesterday, Yara', addDays(today(), -1), 3);
    expect((await act(booking.id, 'check-in')).status).toBe(200);
    // As if the desk had checked the guest in yesterday evening.
    const em = app.orm.em.fork() as Em;
    await em.execute(
      `update audit_log set created_at = created_at - interval '1 day'
        where hotel_id = ? and entity = 'Booking' and entity_id = ? and action = 'update'`,
      [hotel.id, booking.id],
    );
    await expectRefused(
      booking.id,
      'undo-check-in',
      `Only a check-in made today can be undone: booking #${booking.id} was checked in on ${formatShortUs(addDays(today(), -1))}`,
    );

    const other = await book('109', 'Stale, Stan', today(), 1);
    expect((await act(other.id, 'check-in')).status).toBe(200);
    const stale = await act(other.id, 'undo-check-in', { version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(/changed by someone else/);
    const elsewhere = await signUpHotel(app, 'other@corrections.test', { numberOfRooms: 5 });
    expect((await elsewhere.api.post(`/api/hotel/bookings/${other.id}/undo-check-in`, {})).status).toBe(404);
  });
});
