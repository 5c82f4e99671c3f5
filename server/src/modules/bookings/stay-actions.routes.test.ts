import { addDays, formatShortUs, todayInZone } from '@core/stay-dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkRoomNumbers } from '@core/schemas/room.schema';
import { QUEEN, signUpHotel, signUpHotelWithRooms, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

/** Check-in, check-out, cancel, no-show and reinstate (issue 14), on the hotel's clock (America/New_York). */
let app: TestApp;
let hotel: SignedInHotel;
let rooms: Record<string, number>;
const today = () => todayInZone('America/New_York');

interface BookingBody {
  id: number;
  stayStatus: string;
  cancelReason: string | null;
  version: number;
  balance: string;
  guest: string;
  room: { roomNumber: string };
}

beforeAll(async () => {
  app = await startTestApp();
  ({ hotel, rooms } = await signUpHotelWithRooms(app, 'desk@stays.test', {
    numberOfRooms: 20,
    roomType: QUEEN,
    roomNumbers: bulkRoomNumbers('1', 1, 9),
  }));
});
afterAll(async () => app?.close());

/** A Daily stay at 100.00 a night: 113.00 a night with the default taxes (8% and 5%). */
async function book(roomNumber: string, guest: string, checkInDate: string, nights: number, paidAmount = '0') {
  const response = await hotel.api.post('/api/hotel/bookings', {
    roomId: rooms[roomNumber],
    guest,
    checkInDate,
    rateType: 'Daily',
    nights,
    dailyWeeklyAmount: '100.00',
    paidAmount,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as BookingBody;
}

const act = (id: number, action: string, body?: unknown) =>
  hotel.api.post<BookingBody & { error?: string }>(`/api/hotel/bookings/${id}/${action}`, body);

async function expectRefused(id: number, action: string, error: string, body?: unknown) {
  const response = await act(id, action, body);
  expect({ status: response.status, body: response.body }).toEqual({ status: 409, body: { error } });
}

describe('a stay from Reserved to Checked Out', () => {
  it('starts Reserved, in REST and GraphQL', async () => {
    const booking = await book('101', 'Lovelace, Ada', today(), 2);
    expect(booking).toMatchObject({ stayStatus: 'Reserved', cancelReason: null, version: 1 });
    expect((await hotel.api.get(`/api/hotel/bookings/${booking.id}`)).body).toMatchObject({ stayStatus: 'Reserved' });
    const graphql = await hotel.api.graphql<{ booking: { stayStatus: string } }>(
      'query($id: Int!) { booking(id: $id) { stayStatus cancelReason } }',
      { id: booking.id },
    );
    expect(graphql.body.data).toEqual({ booking: { stayStatus: 'Reserved', cancelReason: null } });
  });

  it('checks in from the check-in date, not before, and records it in the history with a new version', async () => {
    const later = await book('102', 'Hopper, Grace', addDays(today(), 3), 2);
    await expectRefused(later.id, 'check-in', `Check-in opens on ${formatShortUs(addDays(today(), 3))}`);

    const booking = await book('103', 'Turing, Alan', today(), 1);
    const checkedIn = await act(booking.id, 'check-in');
    expect(checkedIn.status).toBe(200);
    expect(checkedIn.body).toMatchObject({ id: booking.id, stayStatus: 'Checked In', version: 2, balance: '113.00' });
    const history = (await hotel.api.get(`/api/hotel/bookings/${booking.id}/history`)).body as {
      action: string;
      changes: { field: string; before: string | null; after: string | null }[];
    }[];
    expect(history.at(-1)).toMatchObject({
      action: 'update',
      changes: [{ field: 'stayStatus', before: 'Reserved', after: 'Checked In' }],
    });

    await expectRefused(booking.id, 'check-in', 'Only a reserved booking can be checked in: this booking is checked in');
    await expectRefused(booking.id, 'cancel', 'Only a reserved booking can be cancelled: this booking is checked in');
    await expectRefused(booking.id, 'no-show', 'Only a reserved booking can be marked a no-show: this booking is checked in');
    await expectRefused(
      booking.id,
      'reinstate',
      'Only a cancelled or no-show booking can be reinstated: this booking is checked in',
    );

    // A balance due refuses the check-out unless forced; the room's history keeps each step.
    await expectRefused(booking.id, 'check-out', 'Balance due: $113.00');
    await expectRefused(booking.id, 'check-out', 'Balance due: $113.00', { force: false });
    const out = await act(booking.id, 'check-out', { force: true });
    expect(out.body).toMatchObject({ stayStatus: 'Checked Out', version: 3, balance: '113.00' });
    await expectRefused(booking.id, 'check-out', 'Only a checked-in booking can be checked out: this booking is checked out');
  });

  it('checks out a stay paid in full without force, and refuses a check-out of a stay not checked in', async () => {
    const booking = await book('104', 'Curie, Marie', addDays(today(), -1), 2, '226.00');
    await expectRefused(booking.id, 'check-out', 'Only a checked-in booking can be checked out: this booking is reserved');
    expect((await act(booking.id, 'check-in')).body.stayStatus).toBe('Checked In');
    // Leaving a night early: the stay is priced for the night stayed, and the second night's payment is a credit.
    expect((await act(booking.id, 'check-out')).body).toMatchObject({ stayStatus: 'Checked Out', nights: 1, balance: '-113.00' });
  });

  it('closes check-in once the stay is over', async () => {
    const past = await book('105', 'Noether, Emmy', addDays(today(), -3), 2);
    await expectRefused(past.id, 'check-in', `Check-in closed on ${formatShortUs(addDays(today(), -2))}, the stay's last night`);
  });

  it('refuses an edit based on an older version and a booking of another hotel', async () => {
    const booking = await book('106', 'Meitner, Lise', today(), 1);
    await hotel.api.put(`/api/hotel/bookings/${booking.id}`, {
      roomId: rooms['106'],
      guest: 'Meitner, Lise',
      checkInDate: today(),
      nights: 2,
      dailyWeeklyAmount: '100.00',
    });
    const stale = await act(booking.id, 'check-in', { version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(/changed/i);
    const other = await signUpHotel(app, 'other@stays.test', { numberOfRooms: 5 });
    expect((await other.api.post(`/api/hotel/bookings/${booking.id}/check-in`)).status).toBe(404);
    expect((await act(booking.id, 'check-in', { version: 2 })).body.stayStatus).toBe('Checked In');
  });
});

describe('cancelled and no-show stays free their room', () => {
  it('cancels with a reason; the room takes a new booking; reinstating is refused naming it', async () => {
    const from = addDays(today(), 10);
    const booking = await book('107', 'Franklin, Rosalind', from, 3);
    const cancelled = await act(booking.id, 'cancel', { reason: '  Flight cancelled ' });
    expect(cancelled.body).toMatchObject({ stayStatus: 'Cancelled', cancelReason: 'Flight cancelled', version: 2 });
    // The record and its figures stay.
    expect((await hotel.api.get(`/api/hotel/bookings/${booking.id}`)).body).toMatchObject({ grandTotal: '339.00' });
    await expectRefused(booking.id, 'cancel', 'Only a reserved booking can be cancelled: this booking is cancelled');
    await expectRefused(booking.id, 'check-in', 'Only a reserved booking can be checked in: this booking is cancelled');

    const next = await book('107', 'Goodall, Jane', addDays(from, 1), 1);
    await expectRefused(
      booking.id,
      'reinstate',
      `Room 107 is already booked from ${formatShortUs(addDays(from, 1))} to ${formatShortUs(addDays(from, 2))} (booking #${next.id})`,
    );
    expect((await hotel.api.get(`/api/hotel/bookings/${booking.id}`)).body.stayStatus).toBe('Cancelled');

    expect((await hotel.api.delete(`/api/hotel/bookings/${next.id}`)).status).toBe(200);
    const reinstated = await act(booking.id, 'reinstate');
    expect(reinstated.body).toMatchObject({ stayStatus: 'Reserved', cancelReason: null, version: 3 });
    // Held again: the room refuses an overlapping stay.
    const clash = await hotel.api.post('/api/hotel/bookings', {
      roomId: rooms['107'],
      guest: 'Goodall, Jane',
      checkInDate: from,
      nights: 1,
      dailyWeeklyAmount: '100.00',
    });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toBe(
      `Room 107 is already booked from ${formatShortUs(from)} to ${formatShortUs(addDays(from, 3))} (booking #${booking.id})`,
    );
  });

  it('records a no-show from the check-in date on, frees the room and reinstates it while free', async () => {
    const later = await book('108', 'Lamarr, Hedy', addDays(today(), 2), 1);
    await expectRefused(later.id, 'no-show', `A no-show can be recorded from ${formatShortUs(addDays(today(), 2))}`);

    const booking = await book('108', 'Johnson, Katherine', today(), 2);
    expect((await act(booking.id, 'no-show')).body).toMatchObject({ stayStatus: 'No Show' });
    await expectRefused(booking.id, 'no-show', 'Only a reserved booking can be marked a no-show: this booking is a no-show');
    const walkIn = await book('108', 'Vaughan, Dorothy', today(), 1);
    await expectRefused(
      booking.id,
      'reinstate',
      `Room 108 is already booked from ${formatShortUs(today())} to ${formatShortUs(addDays(today(), 1))} (booking #${walkIn.id})`,
    );
  });

  it('answers the actions in GraphQL too, with the same reasons', async () => {
    const booking = await book('109', 'Somerville, Mary', addDays(today(), 20), 2);
    const early = await hotel.api.graphql('mutation($id: Int!) { checkInBooking(id: $id) { stayStatus } }', { id: booking.id });
    expect(early.body.errors?.[0]).toMatchObject({
      message: `Check-in opens on ${formatShortUs(addDays(today(), 20))}`,
      extensions: { code: 'CONFLICT' },
    });
    const cancel = await hotel.api.graphql(
      'mutation($id: Int!, $reason: String) { cancelBooking(id: $id, reason: $reason) { stayStatus cancelReason version } }',
      { id: booking.id, reason: 'Changed plans' },
    );
    expect(cancel.body.data).toEqual({ cancelBooking: { stayStatus: 'Cancelled', cancelReason: 'Changed plans', version: 2 } });
    const reinstate = await hotel.api.graphql('mutation($id: Int!) { reinstateBooking(id: $id) { stayStatus } }', {
      id: booking.id,
    });
    expect(reinstate.body.data).toEqual({ reinstateBooking: { stayStatus: 'Reserved' } });
  });
});
