import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markLicensed, QUEEN, signUpHotelWithRooms, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * Issue 16 asks for 300 booking creates a second at 8 connections: every round trip to the database is
 * paid by each of them, and every create of a hotel waits for the one before to commit (its totals row). A
 * licensed hotel's create is three statements: the session, the hotel's settings and tax rates, and the write itself, which
 * commits on its own (no BEGIN, no COMMIT). Six round trips and eight statements before (docs/performance.md, "What was learned").
 */
let app: TestApp;
let hotel: SignedInHotel;
let roomId: number;
const sent: string[] = [];
let listening = false;
const query = pg.Client.prototype.query;

beforeAll(async () => {
  // Every statement the app sends goes through a pooled pg.Client: noted while a request is measured.
  // Patched before the app starts: the query timer (query-timing.ts) wraps each pooled client's query as it is
  // first checked out, keeping the method it found then.
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const statement = args[0] as string | { text: string };
    if (listening) sent.push((typeof statement === 'string' ? statement : statement.text).trim().split(/\s+/)[0]!.toLowerCase());
    return (query as (...all: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  app = await startTestApp();
  const setUp = await signUpHotelWithRooms(app, 'statements@create-booking.test', { roomType: QUEEN, roomNumbers: ['7'] });
  hotel = setUp.hotel;
  roomId = setUp.rooms['7']!;
  // Licensed after its room is added (a licence without a room count allows none).
  await markLicensed(app, hotel.id);
});
afterAll(async () => {
  pg.Client.prototype.query = query;
  await app?.close();
});

async function statementsOf(request: () => Promise<{ status: number }>): Promise<{ status: number; sent: string[] }> {
  sent.length = 0;
  listening = true;
  const { status } = await request();
  listening = false;
  return { status, sent: [...sent] };
}

describe('a booking create on PostgreSQL', () => {
  it('is three statements, the booking written in one (a new guest and a payment with it), over REST and GraphQL', async () => {
    const stay = (day: number, guest: string, paidAmount = '0') => ({
      roomId,
      guest,
      checkInDate: `2031-03-${String(day).padStart(2, '0')}`,
      rateType: 'Daily',
      nights: 1,
      dailyWeeklyAmount: '119.00',
      paidAmount,
    });
    expect(await statementsOf(() => hotel.api.post('/api/hotel/bookings', stay(1, 'New, Guest', '20.00')))).toEqual({
      status: 201,
      sent: ['select', 'select', 'with'],
    });
    expect(await statementsOf(() => hotel.api.post('/api/hotel/bookings', stay(2, 'New, Guest')))).toEqual({
      status: 201,
      sent: ['select', 'select', 'with'],
    });
    const graphql = await statementsOf(() =>
      hotel.api.graphql('mutation Create($input: BookingInput!) { createBooking(input: $input) { id } }', {
        input: stay(3, 'New, Guest'),
      }),
    );
    expect(graphql).toEqual({ status: 200, sent: ['select', 'select', 'with'] });
    const bookings = await hotel.api.get('/api/hotel/bookings');
    expect(bookings.body.map((booking: { checkInDate: string }) => booking.checkInDate)).toEqual([
      '2031-03-03',
      '2031-03-02',
      '2031-03-01',
    ]);
  });
});
