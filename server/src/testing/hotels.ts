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

/**
 * A hotel signed up with rooms 101–106 of one "Double" room type (89.99 a day, 499.00 a week, 1450.00 a
 * month): the set-up of the tests that recount a kept total. Answers the hotel and its room ids by number.
 */
export async function signUpHotelWithRooms(
  app: Pick<TestApp, 'url' | 'dataDir'>,
  email: string,
): Promise<{ hotel: SignedInHotel; rooms: Record<string, number> }> {
  const hotel = await signUpHotel(app, email, { numberOfRooms: 10 });
  const type = await hotel.api.post('/api/hotel/room-types', {
    name: 'Double',
    dailyRate: '89.99',
    weeklyRate: '499.00',
    monthlyRate: '1450.00',
  });
  await hotel.api.post('/api/hotel/rooms/bulk', { prefix: '1', startNumber: 1, endNumber: 6, roomTypeId: type.body.id });
  const list = (await hotel.api.get('/api/hotel/rooms')).body as { id: number; roomNumber: string }[];
  return { hotel, rooms: Object.fromEntries(list.map((room) => [room.roomNumber, room.id])) };
}
