import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpHotelWithRooms, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * The guest-name words of migration 0026, which a one-word search reads instead of the trigram match: kept by
 * the database's triggers, after every kind of booking write they must be the words of each booking's name,
 * and a search must find exactly the bookings whose name contains the text (the trigram match's answer).
 */
let app: TestApp;
let hotel: SignedInHotel;
let other: SignedInHotel;
let rooms: Record<string, number>;

beforeAll(async () => {
  app = await startTestApp();
  ({ hotel, rooms } = await signUpHotelWithRooms(app, 'words@inn.test'));
  other = (await signUpHotelWithRooms(app, 'words-other@inn.test')).hotel;
});
afterAll(async () => app?.close());

const sql = async <T>(text: string, params: unknown[]): Promise<T[]> =>
  (await app.orm.em.fork().getConnection().execute(text, params)) as T[];

const stay = (room: string, guest: string, checkInDate: string) => ({
  roomId: rooms[room],
  guest,
  checkInDate,
  rateType: 'Daily',
  nights: 2,
  dailyWeeklyAmount: '89.99',
  paidAmount: '0',
});

/** "booking id: word" of every word of every booking's name, recomputed here from the names as typed. */
async function recomputedWords(hotelId: number): Promise<string[]> {
  const bookings = await sql<{ id: number; guest_name: string }>('select id, guest_name from booking where hotel_id = ?', [
    hotelId,
  ]);
  const words = bookings.flatMap(({ id, guest_name }) =>
    guest_name
      .toLowerCase()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((word) => `${id}: ${word}`),
  );
  return [...new Set(words)].sort();
}

async function keptWords(hotelId: number): Promise<string[]> {
  const rows = await sql<{ entry: string }>(
    `select booking_id || ': ' || word as entry from booking_name_word where hotel_id = ?`,
    [hotelId],
  );
  return rows.map((row) => row.entry).sort();
}

async function expectKeptToMatch() {
  for (const signedIn of [hotel, other]) {
    const recomputed = await recomputedWords(signedIn.id);
    expect(await keptWords(signedIn.id)).toEqual(recomputed);
    // Every word of a name is in the hotel's vocabulary (a word no name has any more may stay there).
    const vocabulary = await sql<{ word: string }>('select word from booking_name_vocabulary where hotel_id = ?', [signedIn.id]);
    const known = new Set(vocabulary.map((row) => row.word));
    expect(recomputed.map((entry) => entry.split(': ')[1]).filter((word) => !known.has(word!))).toEqual([]);
  }
}

const SEARCHES = ['smith', 'SMITH', 'mit', 'ann', "o'neil", 'jean', 'la', 'a', 'fontaine', 'nobody', 'ada-lee', 'müller'];

/** What a search must answer: the bookings whose name contains the text (or in the room of that number), newest first. */
async function expectSearchesToMatch() {
  for (const search of SEARCHES) {
    const expected = await sql<{ id: number }>(
      `select b.id from booking b join room r on r.id = b.room_id
        where b.hotel_id = ? and (b.guest_search like ? or r.room_number = ?) order by b.id desc`,
      [hotel.id, `%${search.toLowerCase()}%`, search],
    );
    const ids = expected.map((row) => row.id);
    const response = await hotel.api.get(`/api/hotel/bookings?search=${encodeURIComponent(search)}&limit=3`);
    expect([search, response.status]).toEqual([search, 200]);
    expect([search, (response.body as { id: number }[]).map((b) => b.id), Number(response.headers.get('x-total-count'))]).toEqual(
      [search, ids.slice(0, 3), ids.length],
    );
    // The second page, ascending too, and over GraphQL with its cursor.
    const next = await hotel.api.get(`/api/hotel/bookings?search=${encodeURIComponent(search)}&limit=3&offset=3`);
    expect([search, (next.body as { id: number }[]).map((b) => b.id)]).toEqual([search, ids.slice(3, 6)]);
    const ascending = await hotel.api.get(`/api/hotel/bookings?search=${encodeURIComponent(search)}&sort=id&limit=2`);
    expect([search, (ascending.body as { id: number }[]).map((b) => b.id)]).toEqual([search, [...ids].reverse().slice(0, 2)]);
    const query = `query ($search: String, $after: String) {
      bookings(search: $search, first: 2, after: $after) { totalCount nodes { id } pageInfo { endCursor hasNextPage } } }`;
    const first = (await hotel.api.graphql(query, { search })).body.data.bookings;
    expect([search, first.totalCount, first.nodes.map((b: { id: string }) => Number(b.id))]).toEqual([
      search,
      ids.length,
      ids.slice(0, 2),
    ]);
    if (first.pageInfo.hasNextPage) {
      const second = (await hotel.api.graphql(query, { search, after: first.pageInfo.endCursor })).body.data.bookings;
      expect([search, second.nodes.map((b: { id: string }) => Number(b.id))]).toEqual([search, ids.slice(2, 4)]);
    }
  }
}

describe('the kept guest-name words', () => {
  it('are the names’ words after creates, renames, other edits, deletes, batch saves and a clear; a search finds what the names contain', async () => {
    const otherRoom = ((await other.api.get('/api/hotel/rooms')).body as { id: number; roomNumber: string }[])[0]!;
    expect(
      (await other.api.post('/api/hotel/bookings', { ...stay('101', 'Smith, Other', '2030-01-01'), roomId: otherRoom.id }))
        .status,
    ).toBe(201);
    const created: Record<string, { id: number }> = {};
    for (const [key, body] of Object.entries({
      john: stay('101', 'Smith, John', '2030-01-01'),
      gold: stay('102', 'Goldsmith, Ann', '2030-01-01'),
      mary: stay('103', 'Mary Ann Jones', '2030-01-01'),
      jean: stay('104', 'Jean de la Fontaine', '2030-01-01'),
      shaq: stay('105', "O'Neil, Shaq", '2030-01-01'),
      ada: stay('106', 'Ada-Lee  Müller', '2030-01-01'),
      twice: stay('101', 'Smith Smith', '2030-02-01'),
    })) {
      const response = await hotel.api.post('/api/hotel/bookings', body);
      expect([key, response.status, response.body.error]).toEqual([key, 201, undefined]);
      created[key] = response.body;
    }
    await expectKeptToMatch();
    await expectSearchesToMatch();

    // A rename, an edit that keeps the name, a payment: only the renamed booking's words change.
    expect(
      (await hotel.api.put(`/api/hotel/bookings/${created.john!.id}`, stay('101', 'Annabel Smithers', '2030-01-01'))).status,
    ).toBe(200);
    expect(
      (await hotel.api.put(`/api/hotel/bookings/${created.gold!.id}`, { ...stay('102', 'Goldsmith, Ann', '2030-03-01') })).status,
    ).toBe(200);
    expect((await hotel.api.post(`/api/hotel/bookings/${created.mary!.id}/cancel`, { reason: 'Flight' })).status).toBe(200);
    await expectKeptToMatch();
    await expectSearchesToMatch();

    expect((await hotel.api.delete(`/api/hotel/bookings/${created.shaq!.id}`)).status).toBe(200);
    const saved = await hotel.api.post('/api/hotel/bookings/batch', {
      bookings: [stay('105', 'Nobody Else', '2030-04-01'), { id: created.jean!.id, guest: 'Lafontaine, Jean' }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await expectKeptToMatch();
    await expectSearchesToMatch();

    expect((await hotel.api.delete('/api/hotel/clear')).status).toBe(200);
    expect(await keptWords(hotel.id)).toEqual([]);
    await expectKeptToMatch();
    expect(await keptWords(other.id)).toHaveLength(2);
  });
});
