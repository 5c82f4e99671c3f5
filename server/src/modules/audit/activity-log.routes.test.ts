import { addDays, todayInZone } from '@core/stay-dates';
import { DEFAULT_TIMEZONE } from '@core/timezones';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../testing/api-client';
import { signInAdmin } from '../../testing/admins';
import { parseCsv } from '../../testing/csv';
import { signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { invitePerson } from '../../testing/people';
import { startTestApp, type TestApp } from '../../testing/test-app';
import type { Em } from '../../db/orm';
import { AuditLog } from './audit-log.entity';

/** Who did what (issue 15): every kind of change of a hotel's data is in the activity log, with its person. */

interface Person {
  id: number;
  name: string;
  email: string;
}
interface Entry {
  id: number;
  entity: string;
  entityId: number;
  action: string;
  createdAt: string;
  person: Person | null;
  impersonatedBy: Person | null;
  changes: { field: string; before: string | null; after: string | null }[];
}

const today = todayInZone(DEFAULT_TIMEZONE);
const HOTEL = {
  name: 'Ledger Inn',
  address: '1 Pier Road',
  city: 'Boston',
  state: 'MA',
  zipCode: '02110',
  numberOfRooms: 20,
};

let app: TestApp;
let owner: SignedInHotel;
let ownerPerson: Person;
let clerk: { api: ApiClient; person: Person };
let roomTypeId: number;
const rooms: Record<string, number> = {};

beforeAll(async () => {
  app = await startTestApp();
  owner = await signUpHotel(app, 'owner@ledger.test', HOTEL);
  const me = await owner.api.get('/api/auth/me');
  ownerPerson = { id: me.body.user.id, name: 'Ledger Inn', email: 'owner@ledger.test' };
  const invited = await invitePerson(app, owner.api, { name: 'Clara Clerk', email: 'clara@ledger.test', role: 'Front Desk' });
  clerk = { api: invited.api, person: { id: invited.id, name: 'Clara Clerk', email: 'clara@ledger.test' } };
  const type = await owner.api.post('/api/hotel/room-types', {
    name: 'Queen',
    dailyRate: '100.00',
    weeklyRate: '600.00',
    monthlyRate: '1800.00',
  });
  roomTypeId = type.body.id;
  await owner.api.post('/api/hotel/rooms/bulk', { prefix: '1', startNumber: 1, endNumber: 5, roomTypeId });
  for (const room of (await owner.api.get('/api/hotel/rooms')).body as { id: number; roomNumber: string }[]) {
    rooms[room.roomNumber] = room.id;
  }
});
afterAll(async () => app?.close());

const log = async (query = ''): Promise<{ entries: Entry[]; total: number }> => {
  const response = await owner.api.get(`/api/hotel/audit${query}`);
  expect({ status: response.status, body: response.body }).toMatchObject({ status: 200 });
  return response.body;
};
const newestId = async () => (await log('?limit=1')).entries[0]?.id ?? 0;
/** The entries written since `after`, oldest first. */
const entriesSince = async (after: number) => (await log('?limit=500')).entries.filter((entry) => entry.id > after).reverse();

const booking = (roomNumber: string, checkInDate: string, overrides: Record<string, unknown> = {}) => ({
  roomId: rooms[roomNumber],
  guest: 'Hopper, Grace',
  checkInDate,
  rateType: 'Daily',
  nights: 2,
  dailyWeeklyAmount: '100.00',
  monthlyAmount: '0',
  paidAmount: '0',
  ...overrides,
});
const created = async (api: ApiClient, path: string, body: unknown): Promise<number> => {
  const response = await api.post(path, body);
  expect({ status: response.status, body: response.body }).toMatchObject({ status: 201 });
  return response.body.id;
};
const ok = async (call: Promise<{ status: number; body: unknown }>) => {
  const response = await call;
  expect({ status: response.status, body: response.body }).toMatchObject({ status: 200 });
  return response.body as Record<string, any>;
};

describe('a clerk’s change', () => {
  it('shows the clerk’s name in the booking’s history and in the log filtered by person', async () => {
    const id = await created(clerk.api, '/api/hotel/bookings', booking('101', addDays(today, 30)));
    await ok(clerk.api.put(`/api/hotel/bookings/${id}`, booking('102', addDays(today, 30))));

    const history = await ok(owner.api.get(`/api/hotel/bookings/${id}/history`));
    expect(history).toMatchObject([
      { action: 'create', actor: clerk.person, impersonatedBy: null },
      { action: 'update', actor: clerk.person, changes: [{ field: 'room', before: '101', after: '102' }] },
    ]);

    const mine = await log(`?userId=${clerk.person.id}&entity=Booking&entityId=${id}`);
    expect(mine.total).toBe(2);
    expect(mine.entries.map((entry) => [entry.action, entry.person])).toEqual([
      ['update', clerk.person],
      ['create', clerk.person],
    ]);
    // The owner's own changes are not the clerk's.
    const byClerk = await log(`?userId=${clerk.person.id}&limit=500`);
    expect(byClerk.entries.every((entry) => entry.person?.id === clerk.person.id)).toBe(true);
    const byOwner = await log(`?userId=${ownerPerson.id}&limit=500`);
    expect(byOwner.entries.some((entry) => entry.entity === 'RoomType')).toBe(true);
    expect(byOwner.entries.every((entry) => entry.person?.id === ownerPerson.id)).toBe(true);

    // The same through GraphQL.
    const graphql = await owner.api.graphql<{ auditLog: { total: number; entries: { action: string; person: Person }[] } }>(
      'query ($u: Int, $id: Int) { auditLog(userId: $u, entity: "Booking", entityId: $id) { total entries { action person { id name email } } } }',
      { u: clerk.person.id, id },
    );
    expect(graphql.body.errors).toBeUndefined();
    expect(graphql.body.data!.auditLog).toEqual({
      total: 2,
      entries: [
        { action: 'update', person: clerk.person },
        { action: 'create', person: clerk.person },
      ],
    });
  });
});

interface Step {
  name: string;
  by: () => { api: ApiClient; person: Person };
  act: (api: ApiClient) => Promise<unknown>;
  /** The entries the step must write (at least these; a booking's payment also writes its folio line). */
  writes: { entity: string; action: string; field?: [name: string, before: string | null, after: string | null] }[];
}

const ids: Record<string, number> = {};
const asOwner = () => ({ api: owner.api, person: ownerPerson });
const asClerk = () => clerk;
const guestBody = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@guest.test', vip: false };
const rateBody = { name: 'Suite', dailyRate: '150.00', weeklyRate: '900.00', monthlyRate: '2500.00' };
const periodBody = {
  name: 'Weekend',
  rateType: 'weekend',
  daysOfWeek: ['saturday'],
  dailyRate: '99',
  weeklyRate: '500',
  monthlyRate: '1800',
};
const employeeBody = { firstName: 'Eve', lastName: 'Early', role: 'manager', hourlyRate: '18.50' };

/** Every kind of change, in an order where each step finds what it needs. */
const STEPS: Step[] = [
  {
    name: 'guest created',
    by: asClerk,
    act: async (api) => (ids.guest = await created(api, '/api/hotel/guests', guestBody)),
    writes: [{ entity: 'Guest', action: 'create', field: ['firstName', null, 'Ada'] }],
  },
  {
    name: 'guest changed',
    by: asClerk,
    act: (api) => ok(api.put(`/api/hotel/guests/${ids.guest}`, { ...guestBody, vip: true })),
    writes: [{ entity: 'Guest', action: 'update', field: ['vip', 'false', 'true'] }],
  },
  {
    name: 'guest deleted',
    by: asClerk,
    act: (api) => ok(api.delete(`/api/hotel/guests/${ids.guest}`)),
    writes: [{ entity: 'Guest', action: 'delete', field: ['lastName', 'Lovelace', null] }],
  },
  {
    name: 'room type created',
    by: asOwner,
    act: async (api) => (ids.roomType = await created(api, '/api/hotel/room-types', rateBody)),
    writes: [{ entity: 'RoomType', action: 'create', field: ['dailyRate', null, '150.00'] }],
  },
  {
    name: 'room type changed',
    by: asOwner,
    act: (api) => ok(api.put(`/api/hotel/room-types/${ids.roomType}`, { ...rateBody, dailyRate: '160.00' })),
    writes: [{ entity: 'RoomType', action: 'update', field: ['dailyRate', '150.00', '160.00'] }],
  },
  {
    name: 'rate period created',
    by: asOwner,
    act: async (api) => (ids.period = await created(api, '/api/hotel/rate-periods', { ...periodBody, roomTypeId: ids.roomType })),
    writes: [{ entity: 'RatePeriod', action: 'create', field: ['name', null, 'Weekend'] }],
  },
  {
    name: 'rate period changed',
    by: asOwner,
    act: (api) =>
      ok(api.put(`/api/hotel/rate-periods/${ids.period}`, { ...periodBody, roomTypeId: ids.roomType, dailyRate: '89' })),
    writes: [{ entity: 'RatePeriod', action: 'update', field: ['dailyRate', '99.00', '89.00'] }],
  },
  {
    name: 'rate period deleted',
    by: asOwner,
    act: (api) => ok(api.delete(`/api/hotel/rate-periods/${ids.period}`)),
    writes: [{ entity: 'RatePeriod', action: 'delete' }],
  },
  {
    name: 'room created',
    by: asOwner,
    act: async (api) => (ids.room = await created(api, '/api/hotel/rooms', { roomNumber: '201', roomTypeId: ids.roomType })),
    writes: [{ entity: 'Room', action: 'create', field: ['roomNumber', null, '201'] }],
  },
  {
    name: 'room changed',
    by: asOwner,
    act: (api) => ok(api.put(`/api/hotel/rooms/${ids.room}`, { roomNumber: '202', roomTypeId: ids.roomType })),
    writes: [{ entity: 'Room', action: 'update', field: ['roomNumber', '201', '202'] }],
  },
  {
    name: 'room housekeeping status',
    by: asClerk,
    act: (api) => ok(api.put(`/api/hotel/rooms/${ids.room}/housekeeping`, { status: 'Dirty', note: 'Towels' })),
    writes: [{ entity: 'Room', action: 'update', field: ['housekeepingStatus', 'Clean', 'Dirty'] }],
  },
  {
    name: 'room block created',
    by: asClerk,
    act: async (api) =>
      (ids.block = await created(api, '/api/hotel/room-blocks', {
        roomId: ids.room,
        startDate: addDays(today, 60),
        endDate: addDays(today, 62),
        reason: 'Repairs',
      })),
    writes: [{ entity: 'RoomBlock', action: 'create', field: ['reason', null, 'Repairs'] }],
  },
  {
    name: 'room block deleted',
    by: asClerk,
    act: (api) => ok(api.delete(`/api/hotel/room-blocks/${ids.block}`)),
    writes: [{ entity: 'RoomBlock', action: 'delete', field: ['reason', 'Repairs', null] }],
  },
  {
    name: 'room deleted',
    by: asOwner,
    act: (api) => ok(api.delete(`/api/hotel/rooms/${ids.room}`)),
    writes: [{ entity: 'Room', action: 'delete', field: ['roomNumber', '202', null] }],
  },
  {
    name: 'room type deleted',
    by: asOwner,
    act: (api) => ok(api.delete(`/api/hotel/room-types/${ids.roomType}`)),
    writes: [{ entity: 'RoomType', action: 'delete' }],
  },
  {
    name: 'tax rate created',
    by: asOwner,
    act: async (api) => (ids.tax = await created(api, '/api/hotel/tax-rates', { name: 'Lodging', rate: '0.05' })),
    writes: [{ entity: 'TaxRate', action: 'create', field: ['name', null, 'Lodging'] }],
  },
  {
    name: 'tax rate changed',
    by: asOwner,
    act: (api) => ok(api.put(`/api/hotel/tax-rates/${ids.tax}`, { name: 'Lodging', rate: '0.06' })),
    writes: [{ entity: 'TaxRate', action: 'update' }],
  },
  {
    name: 'tax rate deleted',
    by: asOwner,
    act: (api) => ok(api.delete(`/api/hotel/tax-rates/${ids.tax}`)),
    writes: [{ entity: 'TaxRate', action: 'delete' }],
  },
  {
    name: 'amenity created',
    by: asOwner,
    act: async (api) =>
      (ids.amenity = await created(api, '/api/amenities', { name: 'Pool', category: 'Recreation', icon: 'Waves' })),
    writes: [{ entity: 'Amenity', action: 'create', field: ['name', null, 'Pool'] }],
  },
  {
    name: 'amenity changed',
    by: asOwner,
    act: (api) => ok(api.put(`/api/amenities/${ids.amenity}`, { name: 'Heated pool', category: 'Recreation', icon: 'Waves' })),
    writes: [{ entity: 'Amenity', action: 'update', field: ['name', 'Pool', 'Heated pool'] }],
  },
  {
    name: 'amenity deleted',
    by: asOwner,
    act: (api) => ok(api.delete(`/api/amenities/${ids.amenity}`)),
    writes: [{ entity: 'Amenity', action: 'delete' }],
  },
  {
    name: 'employee created',
    by: asOwner,
    act: async (api) => (ids.employee = await created(api, '/api/hotel/employees', employeeBody)),
    writes: [{ entity: 'Employee', action: 'create', field: ['hourlyRate', null, '18.50'] }],
  },
  {
    name: 'employee changed',
    by: asOwner,
    act: (api) => ok(api.put(`/api/hotel/employees/${ids.employee}`, { ...employeeBody, hourlyRate: '19.00' })),
    writes: [{ entity: 'Employee', action: 'update', field: ['hourlyRate', '18.50', '19.00'] }],
  },
  {
    name: 'employee deleted',
    by: asOwner,
    act: (api) => ok(api.delete(`/api/hotel/employees/${ids.employee}`)),
    writes: [{ entity: 'Employee', action: 'delete' }],
  },
  {
    name: 'setting changed',
    by: asOwner,
    act: (api) => ok(api.put('/api/hotel/settings', { tax_name: 'City Tax' })),
    writes: [{ entity: 'HotelSetting', action: 'update', field: ['value', 'Tax 1', 'City Tax'] }],
  },
  {
    name: 'booking created, with a new guest (written in SQL)',
    by: asClerk,
    act: async (api) =>
      (ids.booking = await created(api, '/api/hotel/bookings', booking('103', today, { guest: 'Turing, Alan' }))),
    writes: [
      { entity: 'Guest', action: 'create', field: ['lastName', null, 'Turing'] },
      { entity: 'Booking', action: 'create', field: ['guest', null, 'Turing, Alan'] },
    ],
  },
  {
    name: 'booking changed',
    by: asClerk,
    act: (api) => ok(api.put(`/api/hotel/bookings/${ids.booking}`, booking('103', today, { guest: 'Turing, Alan', nights: 3 }))),
    writes: [{ entity: 'Booking', action: 'update', field: ['nights', '2', '3'] }],
  },
  {
    name: 'bookings saved as a batch',
    by: asClerk,
    act: (api) => ok(api.post('/api/hotel/bookings/batch', { bookings: [booking('104', today, { guest: 'Noether, Emmy' })] })),
    writes: [{ entity: 'Booking', action: 'create', field: ['guest', null, 'Noether, Emmy'] }],
  },
  {
    name: 'folio charge',
    by: asClerk,
    act: async (api) => {
      const folio = await api.post(`/api/hotel/bookings/${ids.booking}/charges`, { description: 'Parking', amount: '15.00' });
      expect(folio.status).toBe(201);
      ids.charge = folio.body.charges.at(-1).id;
    },
    writes: [
      { entity: 'FolioCharge', action: 'create', field: ['amount', null, '15.00'] },
      { entity: 'Booking', action: 'update', field: ['extras', '0.00', '15.00'] },
    ],
  },
  {
    name: 'folio charge voided',
    by: asClerk,
    act: (api) => ok(api.delete(`/api/hotel/bookings/${ids.booking}/charges/${ids.charge}`)),
    writes: [{ entity: 'FolioCharge', action: 'update', field: ['voidedBy', null, 'Clara Clerk'] }],
  },
  {
    name: 'payment',
    by: asClerk,
    act: async (api) => {
      const folio = await api.post(`/api/hotel/bookings/${ids.booking}/payments`, { amount: '10.00', method: 'Card' });
      expect(folio.status).toBe(201);
      ids.payment = folio.body.payments.at(-1).id;
    },
    writes: [
      { entity: 'FolioPayment', action: 'create', field: ['amount', null, '10.00'] },
      { entity: 'Booking', action: 'update', field: ['paidAmount', '0.00', '10.00'] },
    ],
  },
  {
    name: 'payment voided',
    by: asClerk,
    act: (api) => ok(api.delete(`/api/hotel/bookings/${ids.booking}/payments/${ids.payment}`)),
    writes: [
      { entity: 'FolioPayment', action: 'update' },
      { entity: 'Booking', action: 'update', field: ['paidAmount', '10.00', '0.00'] },
    ],
  },
  {
    name: 'check-in',
    by: asClerk,
    act: (api) => ok(api.post(`/api/hotel/bookings/${ids.booking}/check-in`, {})),
    writes: [{ entity: 'Booking', action: 'update', field: ['stayStatus', 'Reserved', 'Checked In'] }],
  },
  {
    name: 'check-out',
    by: asClerk,
    act: (api) => ok(api.post(`/api/hotel/bookings/${ids.booking}/check-out`, { force: true })),
    writes: [{ entity: 'Booking', action: 'update', field: ['stayStatus', 'Checked In', 'Checked Out'] }],
  },
  {
    name: 'no-show',
    by: asClerk,
    act: async (api) => {
      ids.noShow = await created(api, '/api/hotel/bookings', booking('105', today));
      await ok(api.post(`/api/hotel/bookings/${ids.noShow}/no-show`, {}));
    },
    writes: [{ entity: 'Booking', action: 'update', field: ['stayStatus', 'Reserved', 'No Show'] }],
  },
  {
    name: 'cancel',
    by: asClerk,
    act: async (api) => {
      ids.cancelled = await created(api, '/api/hotel/bookings', booking('105', addDays(today, 40)));
      await ok(api.post(`/api/hotel/bookings/${ids.cancelled}/cancel`, { reason: 'Flight cancelled' }));
    },
    writes: [{ entity: 'Booking', action: 'update', field: ['cancelReason', null, 'Flight cancelled'] }],
  },
  {
    name: 'reinstate',
    by: asClerk,
    act: (api) => ok(api.post(`/api/hotel/bookings/${ids.cancelled}/reinstate`, {})),
    writes: [{ entity: 'Booking', action: 'update', field: ['stayStatus', 'Cancelled', 'Reserved'] }],
  },
  {
    name: 'booking deleted',
    by: asClerk,
    act: (api) => ok(api.delete(`/api/hotel/bookings/${ids.cancelled}`)),
    writes: [{ entity: 'Booking', action: 'delete' }],
  },
  {
    name: 'person given a sign-in',
    by: asOwner,
    act: async (api) =>
      (ids.person = await created(api, '/api/hotel/users', { name: 'Mo Manager', email: 'mo@ledger.test', role: 'Manager' })),
    writes: [{ entity: 'HotelUser', action: 'create', field: ['role', null, 'Manager'] }],
  },
  {
    name: 'person’s role changed',
    by: asOwner,
    act: (api) => ok(api.put(`/api/hotel/users/${ids.person}`, { role: 'Front Desk' })),
    writes: [{ entity: 'HotelUser', action: 'update', field: ['role', 'Manager', 'Front Desk'] }],
  },
  {
    name: 'person deactivated',
    by: asOwner,
    act: (api) => ok(api.delete(`/api/hotel/users/${ids.person}`)),
    writes: [{ entity: 'HotelUser', action: 'update', field: ['isActive', 'true', 'false'] }],
  },
  {
    name: 'licence validated',
    by: asOwner,
    act: async (api) => {
      const admin = await signInAdmin(app);
      const licence = await admin.api.post('/api/admin/generate-license', {
        hotelName: HOTEL.name,
        hotelEmail: 'owner@ledger.test',
        address: HOTEL.address,
        city: HOTEL.city,
        state: HOTEL.state,
        zipCode: HOTEL.zipCode,
        numberOfRooms: 20,
      });
      expect(licence.status).toBe(201);
      const validated = await ok(
        api.post('/api/hotel/validate-license', {
          licenseKey: licence.body.licenseKey,
          hotelName: HOTEL.name,
          address: HOTEL.address,
          city: HOTEL.city,
          state: HOTEL.state,
          zip: HOTEL.zipCode,
          numberOfRooms: '20',
        }),
      );
      expect(validated.isValid).toBe(true);
    },
    writes: [{ entity: 'HotelSetting', action: 'update', field: ['value', '1', '0'] }],
  },
];

describe('every kind of change writes its entry, with the person who made it', () => {
  it.each(STEPS.map((step) => [step.name, step] as const))('%s', async (_name, step) => {
    const { api, person } = step.by();
    const since = await newestId();
    await step.act(api);
    const entries = await entriesSince(since);
    for (const write of step.writes) {
      const matching = entries.filter(
        (entry) =>
          entry.entity === write.entity &&
          entry.action === write.action &&
          (!write.field ||
            entry.changes.some(
              (change) =>
                change.field === write.field![0] && change.before === write.field![1] && change.after === write.field![2],
            )),
      );
      expect(
        matching,
        `${write.entity} ${write.action} ${write.field?.join(' ') ?? ''} in ${JSON.stringify(entries)}`,
      ).not.toEqual([]);
      for (const entry of matching) expect(entry).toMatchObject({ person, impersonatedBy: null });
    }
  });

  it('never records a password, not even that one changed', async () => {
    const rows = await (app.orm.em.fork() as Em).find(AuditLog, { entity: 'HotelUser' }, { filters: { tenant: false } });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(JSON.stringify([row.before, row.after])).not.toMatch(/password|scrypt|argon|\$2[aby]\$/i);
    }
  });
});

describe('the log itself', () => {
  it('pages newest first, filters by record type and day, and refuses bad filters', async () => {
    const all = await log('?limit=500');
    expect(all.total).toBe(all.entries.length);
    const order = all.entries.map((entry) => entry.id);
    expect(order).toEqual([...order].sort((a, b) => b - a));
    expect((await log()).entries).toHaveLength(Math.min(50, all.total));
    const page = await log('?limit=3&offset=2');
    expect(page).toEqual({ entries: all.entries.slice(2, 5), total: all.total });

    const guests = await log('?entity=Guest&limit=500');
    expect(guests.entries.length).toBeGreaterThan(0);
    expect(guests.entries.every((entry) => entry.entity === 'Guest')).toBe(true);

    expect((await log(`?from=${today}&to=${today}&limit=1`)).total).toBe(all.total);
    expect((await log(`?from=${addDays(today, 1)}`)).total).toBe(0);
    expect((await log(`?to=${addDays(today, -1)}`)).total).toBe(0);

    for (const [query, error] of [
      ['?limit=501', 'Limit must be between 1 and 500'],
      ['?limit=0', 'Limit must be between 1 and 500'],
      ['?offset=-1', 'Offset must be a whole number of 0 or more'],
      ['?entity=Nope', expect.stringContaining('Record type must be one of Booking')],
      ['?from=2026-13-01', 'Dates must be YYYY-MM-DD'],
      [`?from=${today}&to=${addDays(today, -1)}`, 'The from date must not be after the to date'],
      ['?userId=abc', 'Must be a whole number of 1 or more'],
    ] as const) {
      const response = await owner.api.get(`/api/hotel/audit${query}`);
      expect([query, response.status, response.body]).toEqual([query, 422, { error }]);
    }
  });

  it('cannot be written through any endpoint, and is for Owners and Managers only', async () => {
    const [first] = (await log('?limit=1')).entries;
    for (const method of ['post', 'put', 'delete'] as const) {
      for (const path of ['/api/hotel/audit', `/api/hotel/audit/${first!.id}`]) {
        expect([method, path, (await owner.api[method](path)).status]).toEqual([method, path, 404]);
      }
    }
    expect((await clerk.api.get('/api/hotel/audit')).body).toEqual({ error: 'Your role (Front Desk) does not allow this' });
    expect((await clerk.api.get('/api/hotel/audit.csv')).status).toBe(403);
  });

  it('exports the same entries as CSV, one line per changed field', async () => {
    const response = await owner.api.request<string>('GET', `/api/hotel/audit.csv?entity=Booking&userId=${clerk.person.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="innkeep-activity-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...lines] = parseCsv(response.body);
    expect(header).toEqual([
      'Entry',
      'Time (UTC)',
      'Person',
      'Email',
      'Impersonated by',
      'Record',
      'Record id',
      'Action',
      'Field',
      'Before',
      'After',
    ]);
    const json = await log(`?entity=Booking&userId=${clerk.person.id}&limit=500`);
    const expected = json.entries.flatMap((entry) =>
      entry.changes.map((change) => [
        String(entry.id),
        entry.createdAt,
        'Clara Clerk',
        'clara@ledger.test',
        '',
        'Booking',
        String(entry.entityId),
        entry.action,
        change.field,
        change.before ?? '',
        change.after ?? '',
      ]),
    );
    expect(lines).toEqual(expected);
    expect(lines).toContainEqual(expect.arrayContaining(['nights', '2', '3']));
  });
});

describe('what rolls back leaves no entry', () => {
  it('a booking refused for its overlap writes neither its entry nor its new guest’s', async () => {
    const at = addDays(today, 90);
    await created(clerk.api, '/api/hotel/bookings', booking('101', at));
    const since = await newestId();
    const refused = await clerk.api.post('/api/hotel/bookings', booking('101', at, { guest: 'Nobody, Never' }));
    expect(refused.status).toBe(409);
    expect(await entriesSince(since)).toEqual([]);
    const guests = (await owner.api.get('/api/hotel/guests')).body as { lastName: string }[];
    expect(guests.map((guest) => guest.lastName)).not.toContain('Nobody');
  });
});

describe('Clear Operational Data', () => {
  it('keeps every entry and adds its own, with what it deleted', async () => {
    const before = await log('?limit=500');
    const cleared = await ok(owner.api.delete('/api/hotel/clear'));
    expect(cleared.message).toBe('Operational data cleared successfully');
    const after = await log('?limit=500');
    expect(after.total).toBe(before.total + 1);
    expect(after.entries.slice(1)).toEqual(before.entries);
    const [clear] = after.entries;
    expect(clear).toMatchObject({
      entity: 'Hotel',
      entityId: owner.id,
      action: 'clear',
      person: ownerPerson,
      impersonatedBy: null,
    });
    expect(clear!.changes).toEqual(
      expect.arrayContaining([
        { field: 'rooms', before: '5', after: null },
        { field: 'backup', before: null, after: cleared.backup },
      ]),
    );
    // The booking histories stay readable after their bookings are gone.
    const history = await owner.api.get(`/api/hotel/bookings/${ids.booking}/history`);
    expect(history.status).toBe(200);
    expect(history.body.length).toBeGreaterThan(3);
  });

  it('names an administrator impersonating the hotel as such', async () => {
    const admin = await signInAdmin(app);
    expect((await admin.api.post('/api/admin/impersonate-hotel', { hotelId: owner.id })).status).toBe(200);
    await ok(admin.api.put('/api/hotel/settings', { tax_name: 'Harbour Tax' }));
    const [entry] = (await log('?limit=1')).entries;
    expect(entry).toMatchObject({ entity: 'HotelSetting', person: null, impersonatedBy: { id: admin.id, email: admin.email } });
  });
});

describe('an administrator’s change from the admin panel', () => {
  it('names the administrator as such, not as one of the hotel’s people', async () => {
    const hotel = await signUpHotel(app, 'manual@ledger.test', { name: 'Manual Motel' });
    const admin = await signInAdmin(app);
    const activated = await admin.api.post('/api/admin/validate-license', {
      licenseKey: 'MANUAL-ACTIVATION',
      hotelId: hotel.id,
      hotelName: 'Manual Motel',
      address: '3 Route 1',
      city: 'Saugus',
      state: 'MA',
      zip: '01906',
      numberOfRooms: 22,
    });
    expect(activated.body).toMatchObject({ isValid: true });
    const response = await hotel.api.get('/api/hotel/audit?entity=HotelSetting&limit=10');
    expect(response.status).toBe(200);
    const licenceKey = (response.body.entries as Entry[]).find((entry) =>
      entry.changes.some((change) => change.field === 'key' && change.after === 'license_key'),
    );
    expect(licenceKey).toMatchObject({ person: null, impersonatedBy: { id: admin.id, email: admin.email } });
  });
});

/** The Activity screen's query as the client sends it (client/src/modules/audit/graphql/activity-log-query.ts). */
const ACTIVITY_LOG_QUERY = `query ActivityLog($entity: String, $userId: Int, $from: String, $to: String, $limit: Int, $offset: Int) {
  auditLog(entity: $entity, userId: $userId, from: $from, to: $to, limit: $limit, offset: $offset) {
    total
    entries { id entity entityId action createdAt person { id name email } impersonatedBy { id name email } changes }
  }
}`;

describe('the Activity screen over GraphQL', () => {
  it('answers the screen’s query with the entries of /api/hotel/audit, each entry’s changes as one JSON list', async () => {
    // Everything the screen shows is there by now: a booking moved between rooms (deleted since, by the clear),
    // money, a setting's key beside its value, the clear itself, and an administrator impersonating the hotel.
    const all = await log('?limit=500');
    const changesOf = (entity: string, action: string) =>
      all.entries.filter((entry) => entry.entity === entity && entry.action === action).flatMap((entry) => entry.changes);
    expect(changesOf('Booking', 'update')).toContainEqual({ field: 'room', before: '101', after: '102' });
    expect(changesOf('Booking', 'create')).toContainEqual({
      field: 'grandTotal',
      before: null,
      after: expect.stringMatching(/^\d+\.\d\d$/),
    });
    expect(changesOf('Hotel', 'clear')).toContainEqual({ field: 'rooms', before: '5', after: null });
    expect(all.entries.some((entry) => entry.impersonatedBy !== null)).toBe(true);

    for (const [query, variables] of [
      ['?limit=500', { limit: 500 }],
      ['', {}],
      ['?entity=Booking&limit=7&offset=3', { entity: 'Booking', limit: 7, offset: 3 }],
      [`?userId=${clerk.person.id}&from=${today}&to=${today}`, { userId: clerk.person.id, from: today, to: today }],
    ] as const) {
      const graphql = await owner.api.graphql(ACTIVITY_LOG_QUERY, variables);
      expect([query, graphql.body]).toEqual([query, { data: { auditLog: await log(query) } }]);
    }
  });
});
