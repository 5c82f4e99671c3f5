import { parseGuestName } from '@core/guest-name';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let hotel: SignedInHotel;
let other: SignedInHotel;
const ids: Record<string, number> = {};

interface Listed {
  id: number;
  guest: string;
  room: { roomNumber: string };
  checkInDate: string;
  balance: string;
}

/** Rooms 2, 10, 101 and W1; one booking per guest, named by a short key. */
const BOOKINGS = [
  // key, room, guest, check-in, nights, rate, paid, rate type
  ['gold', '2', 'Goldsmith, Ann', '2021-03-01', 3, '100', '0', 'Daily'],
  ['john', '10', 'Smith, John', '2026-01-10', 2, '100', '50', 'Daily'],
  ['jane', '101', 'Smith, Jane', '2026-01-12', 7, '600', '1000', 'Weekly'],
  ['ada', 'W1', 'Lovelace, Ada', '2026-02-01', 1, '1800', '1800', 'Monthly'],
  ['mary', '2', 'Mary Ann Jones', '2026-01-15', 4, '90', '0', 'Daily'],
] as const;

beforeAll(async () => {
  app = await startTestApp();
  hotel = await signUpHotel(app, 'desk@search.test', { numberOfRooms: 20 });
  other = await signUpHotel(app, 'other@search.test', { numberOfRooms: 20 });
  for (const api of [hotel.api, other.api]) {
    const type = await api.post('/api/hotel/room-types', {
      name: 'Queen',
      dailyRate: '100',
      weeklyRate: '600',
      monthlyRate: '1800',
    });
    for (const roomNumber of ['2', '10', '101', 'W1'])
      await api.post('/api/hotel/rooms', { roomNumber, roomTypeId: type.body.id });
  }
  const rooms = Object.fromEntries(
    ((await hotel.api.get('/api/hotel/rooms')).body as { id: number; roomNumber: string }[]).map((r) => [r.roomNumber, r.id]),
  );
  const saved = await hotel.api.post('/api/hotel/bookings/batch', {
    bookings: BOOKINGS.map(([, room, guest, checkInDate, nights, rate, paidAmount, rateType]) => ({
      roomId: rooms[room],
      guest,
      checkInDate,
      nights,
      rateType,
      [rateType === 'Monthly' ? 'monthlyAmount' : 'dailyWeeklyAmount']: rate,
      paidAmount,
    })),
  });
  expect(saved.status).toBe(200);
  (saved.body.bookings as Listed[]).forEach((booking, index) => (ids[BOOKINGS[index]![0]] = booking.id));
  // Another hotel's Smith in its own room 10: never in this hotel's answers.
  const theirRoom = ((await other.api.get('/api/hotel/rooms')).body as { id: number; roomNumber: string }[]).find(
    (r) => r.roomNumber === '10',
  )!;
  await other.api.post('/api/hotel/bookings', { roomId: theirRoom.id, guest: 'Smith, Other', checkInDate: '2026-01-10' });
});
afterAll(async () => app?.close());

const keyOf = (id: number) => Object.entries(ids).find(([, value]) => value === id)?.[0] ?? `#${id}`;
async function find(query: string) {
  const response = await hotel.api.get(`/api/hotel/bookings?${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { keys: (response.body as Listed[]).map((b) => keyOf(b.id)), total: Number(response.headers.get('x-total-count')) };
}

describe('GET /api/hotel/bookings: search, filters and sorting over the whole history', () => {
  it('keeps its meaning without parameters: most recently created first, with the total in X-Total-Count', async () => {
    expect(await find('')).toEqual({ keys: ['mary', 'ada', 'jane', 'john', 'gold'], total: 5 });
    expect(await find('limit=2&offset=1')).toEqual({ keys: ['ada', 'jane'], total: 5 });
  });

  // The total rides on the page's rows (one statement); a page with no rows still says how many there are.
  it('gives the total with a page past the end, filtered or not, and with one that matches nothing', async () => {
    expect(await find('offset=9')).toEqual({ keys: [], total: 5 });
    expect(await find('search=smith&offset=9')).toEqual({ keys: [], total: 3 });
    expect(await find('search=smith&limit=1&offset=1')).toEqual({ keys: ['john'], total: 3 });
    expect(await find('search=nobody')).toEqual({ keys: [], total: 0 });
    const graph = await hotel.api.graphql(
      'query ($offset: Int) { bookings(search: "smith", offset: $offset) { totalCount nodes { id } } }',
      {
        offset: 9,
      },
    );
    expect(graph.body.data.bookings).toEqual({ totalCount: 3, nodes: [] });
  });

  it.each([
    ['smith', ['jane', 'john', 'gold']],
    ['SMITH, J', ['jane', 'john']],
    ['john smith', ['john']],
    ['ann', ['mary', 'gold']],
    ['jones, mary ann', ['mary']],
    ['mary ann jones', ['mary']],
    ['W1', ['ada']],
    ['w1', []],
    ['nobody', []],
    ['%', []],
  ])('finds %j in the guest’s name ("Last, First" or "First Last") or as a whole room number', async (search, keys) => {
    expect(await find(`search=${encodeURIComponent(search)}`)).toEqual({ keys, total: keys.length });
  });

  it('reads a bare number as a room number or a booking id, and #number as an id only', async () => {
    expect((await find('search=10')).keys).toEqual(['john']);
    expect((await find('search=101')).keys).toEqual(['jane']);
    expect((await find(`search=${ids.ada}`)).keys).toContain('ada');
    expect(await find(`search=${encodeURIComponent(`#${ids.ada}`)}`)).toEqual({ keys: ['ada'], total: 1 });
    expect((await find(`search=${encodeURIComponent('#10')}`)).keys).not.toContain('john');
  });

  it('filters stays overlapping [from, to), either side alone, by rate type and by payment status as the badge derives it', async () => {
    // john 01/10–01/12, jane 01/12–01/19, mary 01/15–01/19: check-out day is not part of the stay.
    expect((await find('from=2026-01-12&to=2026-01-15')).keys).toEqual(['jane']);
    expect((await find('from=2026-01-11&to=2026-01-13')).keys).toEqual(['jane', 'john']);
    expect((await find('to=2021-03-02')).keys).toEqual(['gold']);
    expect((await find('from=2026-01-19')).keys).toEqual(['ada']);
    expect((await find('rateType=weekly')).keys).toEqual(['jane']);
    // jane paid 1,000.00 of 678.00 (an overpayment) and ada exactly her total: both Fully Paid.
    expect(await find('status=Fully%20Paid')).toEqual({ keys: ['ada', 'jane'], total: 2 });
    expect((await find('status=Partially%20Paid')).keys).toEqual(['john']);
    expect((await find('status=unpaid&search=ann')).keys).toEqual(['mary', 'gold']);
  });

  it.each([
    ['room', ['gold', 'mary', 'john', 'jane', 'ada']],
    ['-room', ['ada', 'jane', 'john', 'mary', 'gold']],
    ['guest', ['gold', 'mary', 'ada', 'jane', 'john']],
    ['checkInDate', ['gold', 'john', 'jane', 'mary', 'ada']],
    ['-checkOutDate', ['ada', 'mary', 'jane', 'john', 'gold']],
    ['grandTotal', ['john', 'gold', 'mary', 'jane', 'ada']],
    ['-balance', ['mary', 'gold', 'john', 'ada', 'jane']],
    ['id', ['gold', 'john', 'jane', 'ada', 'mary']],
  ])('sorts by %s (rooms in natural order: 2 before 10; equal keys by id)', async (sort, keys) => {
    expect((await find(`sort=${sort}`)).keys).toEqual(keys);
  });

  it.each([
    [
      'sort=price',
      "Sort must be one of id, checkInDate, checkOutDate, room, guest, grandTotal, balance, with a leading '-' for descending",
    ],
    ['from=2026-02-30', 'From date 2026-02-30 is not a valid date (YYYY-MM-DD)'],
    ['to=soon', 'To date soon is not a valid date (YYYY-MM-DD)'],
    ['from=2026-01-10&to=2026-01-10', 'The To date must be after the From date'],
    ['rateType=Hourly', 'Rate type must be Daily, Weekly or Monthly'],
    ['status=Paid', 'Status must be Unpaid, Partially Paid or Fully Paid'],
    ['limit=0', 'Limit must be between 1 and 1000'],
    ['limit=1001', 'Limit must be between 1 and 1000'],
    ['offset=-1', 'Offset must be a whole number of 0 or more'],
    ['search=a&search=b', 'Search must be text'],
  ])('answers 422 to %s', async (query, error) => {
    const response = await hotel.api.get(`/api/hotel/bookings?${query}`);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ error });
  });

  it('is the bookings query too, with the total beside the page', async () => {
    const query = `query ($search: String, $sort: String, $first: Int, $offset: Int) {
      bookings(search: $search, sort: $sort, first: $first, offset: $offset) { nodes { id guest } totalCount pageInfo { hasNextPage } }
    }`;
    const page = await hotel.api.graphql(query, { search: 'smith', sort: 'guest', first: 2, offset: 0 });
    expect(page.body.data.bookings).toEqual({
      nodes: [
        { id: ids.gold, guest: 'Goldsmith, Ann' },
        { id: ids.jane, guest: 'Smith, Jane' },
      ],
      totalCount: 3,
      pageInfo: { hasNextPage: true },
    });
    const bad = await hotel.api.graphql(query, { sort: 'nights' });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('INVALID_INPUT');
  });

  it('splits a typed name in the database exactly as core/guest-name.ts does', async () => {
    const names = [
      'Smith, John',
      ' Smith ,  John ',
      'John Smith',
      'Mary Ann Jones',
      'Jean de la Fontaine',
      'Cher',
      '',
      "O'Neil, Shaq",
    ];
    const em = app.orm.em.fork();
    for (const name of names) {
      const [row] = await em
        .getConnection()
        .execute<{ parts: string[] }[]>('select innkeep_guest_name_parts(?) as parts', [name]);
      const parsed = parseGuestName(name);
      expect(row!.parts, name).toEqual([parsed.lastName, parsed.firstName]);
    }
  });
});
