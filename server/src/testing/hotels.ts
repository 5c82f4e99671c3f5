import { bulkRoomNumbers } from '@core/schemas/room.schema';
import { ApiClient } from './api-client';
import { lastMailTo } from './outbox';
import type { Em } from '../db/orm';
import type { TestApp } from './test-app';

export interface SignedInHotel {
  api: ApiClient;
  id: number;
  email: string;
}

let clients = 0;
/** A documentation address (RFC 5737) of its own for each signed-up hotel; it only ever travels in a header. */
const nextClientAddress = () => `198.51.100.${((clients += 1) % 254) + 1}`;

/** Registers a hotel, verifies it from the outbox and signs it in: a desk clerk ready to work. */
export async function signUpHotel(
  app: Pick<TestApp, 'url' | 'dataDir'>,
  email: string,
  details: Partial<Record<string, unknown>> = {},
): Promise<SignedInHotel> {
  // Each hotel signs up from a network of its own, as in life: the sign-up limit counts per address, and
  // the server trusts X-Forwarded-For from the loopback proxy address the tests connect from.
  const api = new ApiClient(app.url, { 'x-forwarded-for': nextClientAddress() });
  const registered = await api.post('/api/auth/register', { name: 'Test Inn', email, password: 'secret123', ...details });
  if (registered.status !== 201) throw new Error(`register ${email}: ${registered.status} ${JSON.stringify(registered.body)}`);
  const token = new URL(lastMailTo(app.dataDir, email, 'Verify').link!).searchParams.get('token')!;
  await api.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
  const login = await api.post('/api/auth/login', { email, password: 'secret123' });
  if (login.status !== 200) throw new Error(`login ${email}: ${login.status} ${JSON.stringify(login.body)}`);
  return { api, id: registered.body.id, email };
}

/**
 * Makes a signed-up hotel licensed as the bench's hotels are (seeds/bench-seed.ts): a booking create of a
 * demo counts against its limit in a transaction, a licensed hotel's is one statement (create-booking.ts).
 */
export async function markLicensed(app: Pick<TestApp, 'orm'>, hotelId: number): Promise<void> {
  const em = app.orm.em.fork() as Em;
  for (const [key, value] of [
    ['is_demo', '0'],
    ['license_key', 'MANUAL-ACTIVATION'],
  ]) {
    await em.execute(
      `insert into hotel_setting (hotel_id, key, value) values (?, ?, ?) on conflict (hotel_id, key) do update set value = excluded.value`,
      [hotelId, key, value],
    );
  }
}

/** A room type as POST /api/hotel/room-types takes it. */
export interface RoomTypeRates {
  name: string;
  dailyRate: string;
  weeklyRate: string;
  monthlyRate: string;
}

/** The room type most booking tests book at 100.00 a night. */
export const QUEEN: RoomTypeRates = { name: 'Queen', dailyRate: '100.00', weeklyRate: '600.00', monthlyRate: '1800.00' };

/** The second hotel's room type, in the tests that keep one hotel's stays out of another's answers. */
export const KING: RoomTypeRates = { name: 'King', dailyRate: '90.00', weeklyRate: '500.00', monthlyRate: '1500.00' };

/** The room type of the tests of a demo's limits. */
export const TWIN: RoomTypeRates = { name: 'Twin', dailyRate: '80', weeklyRate: '500', monthlyRate: '1500' };

/** The tests that recount a kept total book a "Double" at 89.99 a day, 499.00 a week, 1450.00 a month. */
const DOUBLE: RoomTypeRates = { name: 'Double', dailyRate: '89.99', weeklyRate: '499.00', monthlyRate: '1450.00' };

export interface HotelWithRoomsOptions {
  /** The demo's room limit given at sign-up. */
  numberOfRooms?: number;
  roomType?: RoomTypeRates;
  /** The rooms' numbers, all of the one room type; `bulkRoomNumbers('1', 1, 6)` for 101–106. */
  roomNumbers?: string[];
}

/** The browser tests' room type: a "Standard" at 100.00 a day, 500.00 a week, 1500.00 a month. */
export const STANDARD: RoomTypeRates = { name: 'Standard', dailyRate: '100.00', weeklyRate: '500.00', monthlyRate: '1500.00' };

/** Adds one room type and its rooms to a signed-in hotel; answers the room ids by number. */
export async function addRooms(
  hotel: SignedInHotel,
  roomType: RoomTypeRates,
  roomNumbers: string[],
): Promise<Record<string, number>> {
  const type = await hotel.api.post('/api/hotel/room-types', roomType);
  if (type.status !== 201) throw new Error(`room type ${roomType.name}: ${type.status} ${JSON.stringify(type.body)}`);
  const rooms: Record<string, number> = {};
  for (const roomNumber of roomNumbers) {
    const room = await hotel.api.post('/api/hotel/rooms', { roomNumber, roomTypeId: type.body.id });
    if (room.status !== 201) throw new Error(`room ${roomNumber}: ${room.status} ${JSON.stringify(room.body)}`);
    rooms[roomNumber] = room.body.id;
  }
  return rooms;
}

/**
 * A signed-up hotel with one room type and its rooms (by default a "Double" and rooms 101–106, limit 10):
 * the set-up of most tests that book. Answers the hotel and its room ids by number.
 */
export async function signUpHotelWithRooms(
  app: Pick<TestApp, 'url' | 'dataDir'>,
  email: string,
  { numberOfRooms = 10, roomType = DOUBLE, roomNumbers = bulkRoomNumbers('1', 1, 6) }: HotelWithRoomsOptions = {},
): Promise<{ hotel: SignedInHotel; rooms: Record<string, number> }> {
  const hotel = await signUpHotel(app, email, { numberOfRooms });
  return { hotel, rooms: await addRooms(hotel, roomType, roomNumbers) };
}

/** Turns on a hotel's booking page for guests at /book/{slug}, with any other of its settings. */
export async function openBookingPage(hotel: SignedInHotel, slug: string, settings: Record<string, unknown> = {}): Promise<void> {
  const response = await hotel.api.put('/api/hotel/online-booking', { enabled: true, slug, ...settings });
  if (response.status !== 200) throw new Error(`booking page ${slug}: ${response.status} ${JSON.stringify(response.body)}`);
}

let guests = 0;
/** A guest on the booking page: an address of their own (the page counts bookings per address) and a fresh email. */
export function guestClient(app: Pick<TestApp, 'url'>): { api: ApiClient; email: string } {
  guests += 1;
  return {
    api: new ApiClient(app.url, { 'x-forwarded-for': `203.0.113.${(guests % 250) + 1}` }),
    email: `guest-${guests}-${Date.now()}@mail.test`,
  };
}
