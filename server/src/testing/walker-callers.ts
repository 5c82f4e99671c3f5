import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { ApiClient } from './api-client';
import { signInAdmin } from './admins';
import { signUpHotel, type SignedInHotel } from './hotels';
import {
  createFolioBooking,
  createMarkedRecords,
  markedHotelDetails,
  mark,
  guestBody,
  roomBody,
  roomTypeBody,
  amenityBody,
  employeeBody,
  taxRateBody,
  ratePeriodBody,
  roomBlockBody,
  personBody,
  type HotelRecords,
} from './marked-hotel';
import { pdfText } from './pdf-documents';
import type { TestApp } from './test-app';
import type { Em } from '../db/orm';
import { AuthSession } from '../modules/accounts/auth-session.entity';
import { HotelUser } from '../modules/accounts/hotel-user.entity';
import type { Role } from '@core/roles';
import { SESSION_ABSOLUTE_LIFETIME_MS } from '../modules/accounts/session.service';
import { hashSecretToken, newSecretToken } from '../modules/accounts/secret-token';
import { SESSION_COOKIE } from '../rest/request-context';

/**
 * The callers every endpoint is tried as: signed out, hotel A's people (its Owner, the account itself, and
 * one person of each other role, and a deactivated one), hotel B, an admin, and an admin impersonating B.
 */
export const CALLERS = [
  'signed out',
  'hotel A',
  'A Manager',
  'A Front Desk',
  'A Housekeeping',
  'A deactivated',
  'hotel B',
  'admin',
  'impersonating admin',
] as const;
export type CallerName = (typeof CALLERS)[number];

/** The role of each of A's people among the callers. */
export const ROLE_OF_CALLER: Partial<Record<CallerName, Role>> = {
  'hotel A': 'Owner',
  'A Manager': 'Manager',
  'A Front Desk': 'Front Desk',
  'A Housekeeping': 'Housekeeping',
};

/** What a call needs of a client: where the server is and the session cookie to send. */
export type Session = Pick<ApiClient, 'baseUrl' | 'sessionCookie'>;

export interface Caller {
  name: CallerName;
  api: Session;
  /** A new session of the same caller, for a call that signs in, signs out or impersonates. */
  fresh: () => Promise<Session>;
}

/** A's records that the walk may touch (every caller aims at these), and the hotel and licence of them. */
export interface WalkIds extends HotelRecords {
  hotelId: number;
  hotelEmail: string;
  licenceId: number;
  licenceKey: string;
}

export interface WalkWorld {
  callers: Record<CallerName, Caller>;
  a: SignedInHotel;
  b: SignedInHotel;
  /** A's records. */
  ids: WalkIds;
  /** More of A's records, which a successful delete may use up: one set per transport. */
  spares: { rest: WalkIds; graphql: WalkIds };
  /** An account with a known password that "sign in" calls use, so that no caller's own session changes. */
  signInAs: { email: string; password: string };
  /** Hotel B's booking page for guests (unmarked: public), and the manage token of one booking made on it. */
  publicPage: PublicPage;
}

export interface PublicPage {
  slug: string;
  roomTypeId: number;
  token: string;
}

/** The days from today a public booking of the walk may check in on: each call a night of its own. */
let publicNights = 0;
export const nextPublicCheckIn = (): string => {
  publicNights += 1;
  return new Date(Date.now() + (20 + 2 * publicNights) * 86_400_000).toISOString().slice(0, 10);
};

/** Hotel B's booking page: two rooms of an unmarked type, and a booking made on it (its link's token). */
async function openPublicPage(app: TestApp, b: SignedInHotel): Promise<PublicPage> {
  const type = await b.api.post('/api/hotel/room-types', {
    name: 'Walk Queen',
    dailyRate: '100',
    weeklyRate: '600',
    monthlyRate: '1800',
  });
  expect(type.status).toBe(201);
  for (const roomNumber of ['W1', 'W2']) {
    expect((await b.api.post('/api/hotel/rooms', { roomNumber, roomTypeId: type.body.id })).status).toBe(201);
  }
  const slug = 'bravo-lodge';
  expect((await b.api.put('/api/hotel/online-booking', { enabled: true, slug })).status).toBe(200);
  const guest = new ApiClient(app.url, { 'x-forwarded-for': '192.0.2.200' });
  const booked = await guest.post(`/api/public/hotels/${slug}/bookings`, {
    roomTypeId: type.body.id,
    checkIn: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    nights: 2,
    firstName: 'Walk',
    lastName: 'Guest',
    email: 'walk-guest@walk.test',
    phone: '555-0100',
  });
  expect(booked.status).toBe(201);
  return { slug, roomTypeId: type.body.id as number, token: (booked.body.manageUrl as string).split('/my-booking/')[1]! };
}

const ADMIN = { email: 'root@innkeep.test', password: 'admin-secret-1' };

/** The person an account signed up as (its first Owner). */
async function firstOwnerOf(app: TestApp, accountId: number): Promise<number> {
  const em = app.orm.em.fork() as Em;
  const owner = await em.findOneOrFail(
    HotelUser,
    { hotel: accountId, role: 'Owner' },
    { filters: false, orderBy: { id: 'asc' } },
  );
  return owner.id;
}

/** A person of A of this role, written straight into the database (the people API has tests of its own). */
async function addPerson(app: TestApp, hotelId: number, role: Role, isActive = true): Promise<number> {
  const em = app.orm.em.fork() as Em;
  const label = `${role.toLowerCase().replace(' ', '-')}${isActive ? '' : '-deactivated'}`;
  const person = em.create(HotelUser, {
    hotel: hotelId,
    employee: null,
    name: `Walker ${label}`,
    email: `${label}-${hotelId}@walk.test`,
    passwordHash: null,
    role,
    isActive,
    isEmailVerified: true,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  await em.flush();
  return person.id;
}

/**
 * A new session of a person, written straight into the database as sign-in would write it: the walk
 * needs dozens, and a real sign-in spends tens of milliseconds of scrypt on each.
 */
async function mintSession(app: TestApp, userId: number, impersonatedHotelId: number | null = null): Promise<Session> {
  const token = newSecretToken();
  const em = app.orm.em.fork() as Em;
  em.create(AuthSession, {
    tokenHash: hashSecretToken(app.config.sessionSecret, token),
    user: userId,
    impersonatedHotel: impersonatedHotelId,
    expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_LIFETIME_MS),
    createdAt: new Date(),
    lastSeenAt: new Date(),
  });
  await em.flush();
  return { baseUrl: app.url, sessionCookie: () => ({ name: SESSION_COOKIE, value: token }) };
}

/** The date of the changes scheduled on the spare room types and tax rates, for their withdrawal to consume. */
export const SCHEDULED_DATE = '2099-01-01';

/** A records that a delete may consume: none has dependants, so each delete succeeds on its own. */
async function spareRecords(api: ApiClient, keep: HotelRecords, checkInDate: string, blockStart: string): Promise<HotelRecords> {
  const post = async (path: string, body: unknown) => {
    const response = await api.post(path, body);
    expect({ path, status: response.status }).toEqual({ path, status: 201 });
    return response.body.id as number;
  };
  const roomTypeId = await post('/api/hotel/room-types', roomTypeBody());
  const taxRateId = await post('/api/hotel/tax-rates', taxRateBody());
  // A change scheduled on each, for its withdrawal (DELETE …/scheduled/:effectiveFrom) to consume.
  for (const [path, body] of [
    [`/api/hotel/room-types/${roomTypeId}`, roomTypeBody()],
    [`/api/hotel/tax-rates/${taxRateId}`, taxRateBody()],
  ] as const) {
    const scheduled = await api.put(path, { ...body, effectiveFrom: SCHEDULED_DATE });
    expect({ path, status: scheduled.status }).toEqual({ path, status: 200 });
  }
  return {
    roomTypeId,
    taxRateId,
    roomId: await post('/api/hotel/rooms', roomBody(null)),
    guestId: await post('/api/hotel/guests', guestBody()),
    ...(await createFolioBooking(api, keep.roomId, null, checkInDate)),
    amenityId: await post('/api/amenities', amenityBody()),
    employeeId: await post('/api/hotel/employees', employeeBody()),
    ratePeriodId: await post('/api/hotel/rate-periods', ratePeriodBody(keep.roomTypeId)),
    // In the kept room: the spare room is deleted (with its blocks) before the blocks' own delete runs.
    roomBlockId: await post('/api/hotel/room-blocks', roomBlockBody(keep.roomId, blockStart)),
    personId: await post('/api/hotel/users', personBody()),
  };
}

/** The licence details of a hotel as the admin's generate-license takes them. */
export const licenceDetails = (hotelEmail: string, m: () => string = mark) => ({
  hotelName: `Inn ${m()}`,
  hotelEmail,
  address: `1 ${m()} Road`,
  city: m(),
  state: 'MA',
  zipCode: m(),
  numberOfRooms: 50,
});

/**
 * Hotel A with one marked record of every kind (and spares to delete), hotel B, an admin, an admin
 * impersonating B, and two throwaway hotels that the admin's "delete hotel" calls may remove.
 */
export async function buildWalkWorld(app: TestApp): Promise<WalkWorld> {
  const a = await signUpHotel(app, `${mark().toLowerCase()}@inn.test`, markedHotelDetails());
  const b = await signUpHotel(app, 'bravo@inn.test', { name: 'Bravo Lodge', numberOfRooms: 20 });
  const spareHotels = [
    await signUpHotel(app, 'throwaway-1@inn.test', { name: 'Throwaway One' }),
    await signUpHotel(app, 'throwaway-2@inn.test', { name: 'Throwaway Two' }),
  ];
  const signInAs = { email: 'throwaway-1@inn.test', password: 'secret123' };
  const signedInAdmin = await signInAdmin(app, ADMIN.email, ADMIN.password);
  const admin = signedInAdmin.api;

  const keep = await createMarkedRecords(a.api);
  const licence = async () => {
    const generated = await admin.post('/api/admin/generate-license', licenceDetails(a.email));
    expect(generated.status).toBe(201);
    return generated.body as { id: number; licenseKey: string };
  };
  const withHotel = async (records: HotelRecords, hotelId: number): Promise<WalkIds> => {
    const { id, licenseKey } = await licence();
    return { ...records, hotelId, hotelEmail: a.email, licenceId: id, licenceKey: licenseKey };
  };
  const ids = await withHotel(keep, a.id);
  const spares = {
    rest: await withHotel(await spareRecords(a.api, keep, '2026-09-07', '2026-12-10'), spareHotels[0]!.id),
    graphql: await withHotel(await spareRecords(a.api, keep, '2026-10-05', '2026-12-20'), spareHotels[1]!.id),
  };
  // A booking with a live payment is not deleted (a deletion is for a mistake): GraphQL's deleteBooking runs
  // before its payment voids do, so the spare booking's payment is voided beforehand. REST voids it first.
  const voided = await a.api.delete(`/api/hotel/bookings/${spares.graphql.bookingId}/payments/${spares.graphql.paymentId}`);
  expect(voided.status).toBe(200);

  const adminPerson = await firstOwnerOf(app, signedInAdmin.id);
  const sessionOf = (userId: number) => () => mintSession(app, userId);
  const impersonatorSession = () => mintSession(app, adminPerson, b.id);
  const impersonator = await signInAdmin(app, ADMIN.email, ADMIN.password);
  expect((await impersonator.api.post('/api/admin/impersonate-hotel', { hotelId: b.id })).status).toBe(200);
  const person = async (name: CallerName, userId: number): Promise<Caller> => {
    const fresh = sessionOf(userId);
    return { name, api: await fresh(), fresh };
  };
  const callers: Record<CallerName, Caller> = {
    'signed out': { name: 'signed out', api: new ApiClient(app.url), fresh: async () => new ApiClient(app.url) },
    'hotel A': { name: 'hotel A', api: a.api, fresh: sessionOf(await firstOwnerOf(app, a.id)) },
    'A Manager': await person('A Manager', await addPerson(app, a.id, 'Manager')),
    'A Front Desk': await person('A Front Desk', await addPerson(app, a.id, 'Front Desk')),
    'A Housekeeping': await person('A Housekeeping', await addPerson(app, a.id, 'Housekeeping')),
    // Deactivated after signing in: the session is still in the database, and must open nothing.
    'A deactivated': await person('A deactivated', await addPerson(app, a.id, 'Front Desk', false)),
    'hotel B': { name: 'hotel B', api: b.api, fresh: sessionOf(await firstOwnerOf(app, b.id)) },
    admin: { name: 'admin', api: admin, fresh: sessionOf(adminPerson) },
    'impersonating admin': { name: 'impersonating admin', api: impersonator.api, fresh: impersonatorSession },
  };
  return { callers, a, b, ids, spares, signInAs, publicPage: await openPublicPage(app, b) };
}

export interface Answer {
  status: number;
  /** The body as text: JSON as sent, PDFs and spreadsheets as the text a person would read in them. */
  text: string;
  json: unknown;
}

/** One HTTP call with the caller's session cookie; files are turned into their text. */
export async function send(api: Session, method: string, path: string, body?: unknown): Promise<Answer> {
  const cookie = api.sessionCookie();
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = `${cookie.name}=${cookie.value}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${api.baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const type = response.headers.get('content-type') ?? '';
  let text: string;
  if (type.includes('application/pdf')) text = await pdfText(bytes);
  else if (type.includes('spreadsheetml')) text = await spreadsheetText(bytes);
  else text = bytes.toString('utf8');
  let json: unknown = null;
  if (type.includes('json')) json = JSON.parse(text);
  return { status: response.status, text, json };
}

async function spreadsheetText(bytes: Buffer): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return JSON.stringify(workbook.worksheets.map((sheet) => sheet.getSheetValues()));
}
