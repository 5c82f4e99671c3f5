import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

/** What an integration sends that the forms would never: wrong types and absurd dates get 422, never a booking. */
let app: TestApp;
let hotel: SignedInHotel;
let roomId: number;

beforeAll(async () => {
  app = await startTestApp();
  hotel = await signUpHotel(app, 'desk@booking-input.test', { numberOfRooms: 5 });
  const type = await hotel.api.post('/api/hotel/room-types', {
    name: 'Queen',
    dailyRate: '100',
    weeklyRate: '600',
    monthlyRate: '1800',
  });
  roomId = (await hotel.api.post('/api/hotel/rooms', { roomNumber: '101', roomTypeId: type.body.id })).body.id;
});
afterAll(async () => app?.close());

const booking = (overrides: Record<string, unknown>) => ({
  roomId,
  guest: 'Lovelace, Ada',
  checkInDate: '2027-03-01',
  rateType: 'Daily',
  dailyWeeklyAmount: '100.00',
  ...overrides,
});
const bookingCount = async () => ((await hotel.api.get('/api/hotel/bookings')).body as unknown[]).length;

describe('POST /api/hotel/bookings refuses what is not a booking', () => {
  it.each([['two'], [true], [{ n: 2 }], ['2.5']])('nights %j: 422 and no booking', async (nights) => {
    const before = await bookingCount();
    const response = await hotel.api.post('/api/hotel/bookings', booking({ nights }));
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ error: 'Nights must be between 1 and 3650' });
    expect(await bookingCount()).toBe(before);
  });

  it('still reads blank or missing nights as one night', async () => {
    const missing = await hotel.api.post('/api/hotel/bookings', booking({ checkInDate: '2027-04-01' }));
    expect(missing.status).toBe(201);
    expect(missing.body).toMatchObject({ nights: 1, checkOutDate: '2027-04-02', grandTotal: '113.00' });
    const blank = await hotel.api.post('/api/hotel/bookings', booking({ checkInDate: '2027-04-05', nights: '' }));
    expect(blank.status).toBe(201);
    expect(blank.body).toMatchObject({ nights: 1, checkOutDate: '2027-04-06' });
  });

  it.each([['9999-12-31'], ['1999-12-31'], ['2101-01-01']])(
    'check-in %s: 422 and no booking, on create and on edit',
    async (date) => {
      const before = await bookingCount();
      const created = await hotel.api.post('/api/hotel/bookings', booking({ checkInDate: date, nights: 3 }));
      expect(created.status).toBe(422);
      expect(created.body).toEqual({ error: 'Check-in date must be between 2000-01-01 and 2100-12-31' });
      expect(await bookingCount()).toBe(before);
      const [latest] = (await hotel.api.get('/api/hotel/bookings?limit=1')).body as { id: number; checkInDate: string }[];
      const edited = await hotel.api.put(`/api/hotel/bookings/${latest!.id}`, booking({ checkInDate: date, nights: 3 }));
      expect(edited.status).toBe(422);
      expect((await hotel.api.get(`/api/hotel/bookings/${latest!.id}`)).body.checkInDate).toBe(latest!.checkInDate);
    },
  );

  it('books the last day of the range (2100-12-31, 3650 nights)', async () => {
    const response = await hotel.api.post('/api/hotel/bookings', booking({ checkInDate: '2100-12-31', nights: 3650 }));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ checkInDate: '2100-12-31', checkOutDate: '2110-12-29', nights: 3650 });
  });

  it('refuses the same through GraphQL with the same message', async () => {
    const response = await hotel.api.graphql('mutation ($input: BookingInput!) { createBooking(input: $input) { id } }', {
      input: booking({ checkInDate: '9999-12-31' }),
    });
    expect(response.body.errors?.[0]).toMatchObject({
      message: 'Check-in date must be between 2000-01-01 and 2100-12-31',
      extensions: { code: 'INVALID_INPUT' },
    });
  });
});
