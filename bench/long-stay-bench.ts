/**
 * The long-stay bench (issue 26): pricing a booking at night 400 of its guest's chain must stay within 3× of a
 * first-night booking. A hotel under the Texas rule holds a chain of 399 one-night bookings of one guest; each
 * round creates, through POST /api/hotel/bookings, the chain's next night (its chain read in one statement, 399
 * bookings walked) and a first night of a new guest, then deletes both, alternating which goes first. Prints
 * the medians and their ratio, and fails above 3×.
 *
 *   npx tsx bench/long-stay-bench.ts                                                          # PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/long-stay-bench.ts  # PostgreSQL
 *
 * (LONG_STAY_ROUNDS sets the rounds, 40 by default.)
 */
import { performance } from 'node:perf_hooks';
import { addDays } from '../core/stay-dates';
import { bulkRoomNumbers } from '../core/schemas/room.schema';
import { markLicensed, signUpHotelWithRooms } from '../server/src/testing/hotels';
import { startTestApp } from '../server/src/testing/test-app';

const CHAIN_NIGHTS = 399;
const ROUNDS = Number(process.env.LONG_STAY_ROUNDS ?? 40);
const START = '2027-01-01';

const app = await startTestApp();
try {
  const { hotel, rooms } = await signUpHotelWithRooms(app, 'long-stay@bench.test', {
    numberOfRooms: 10,
    roomNumbers: bulkRoomNumbers('1', 1, 3),
  });
  // Licensed, as the bench's hotels are: a create is one statement (create-booking.ts), after its chain's read.
  await markLicensed(app, hotel.id);
  const texas = { nights: 30, mode: 'exempt-after', agreementExempts: true, earlyDepartureDue: true };
  await hotel.api.post('/api/hotel/tax-rates', { name: 'Hotel Occupancy Tax', rate: '0.06', applyTo: ['all'], longStay: texas });
  const night = (guest: string, roomId: number, checkInDate: string) => ({
    roomId,
    guest,
    checkInDate,
    rateType: 'Daily',
    nights: 1,
    dailyWeeklyAmount: '100.00',
    paidAmount: '0',
  });
  // The chain, in batches of 100 one-night bookings.
  for (let from = 0; from < CHAIN_NIGHTS; from += 100) {
    const rows = Array.from({ length: Math.min(100, CHAIN_NIGHTS - from) }, (_, i) =>
      night('Chain, Long', rooms['101']!, addDays(START, from + i)),
    );
    const saved = await hotel.api.post('/api/hotel/bookings/batch', { bookings: rows });
    if (saved.status !== 200) throw new Error(`the chain was not saved: ${JSON.stringify(saved.body).slice(0, 200)}`);
  }
  const night400 = addDays(START, CHAIN_NIGHTS);
  const timed = async (body: unknown, expectTax: string): Promise<number> => {
    const started = performance.now();
    const created = await hotel.api.post('/api/hotel/bookings', body);
    const ms = performance.now() - started;
    if (created.status !== 201 || created.body.taxAmount !== expectTax) {
      throw new Error(`unexpected answer: ${created.status} ${JSON.stringify(created.body).slice(0, 200)}`);
    }
    const deleted = await hotel.api.delete(`/api/hotel/bookings/${created.body.id}`);
    if (deleted.status !== 200 && deleted.status !== 204) throw new Error(`delete answered ${deleted.status}`);
    return ms;
  };
  const chained: number[] = [];
  const first: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // Night 400 of the chain is exempt (0.00 of tax); a first night of a new guest is taxed (6.00).
    const atNight400 = () => timed(night('Chain, Long', rooms['101']!, night400), '0.00');
    const firstNight = () => timed(night(`Fresh, Guest ${round}`, rooms['102']!, night400), '6.00');
    if (round % 2 === 0) {
      chained.push(await atNight400());
      first.push(await firstNight());
    } else {
      first.push(await firstNight());
      chained.push(await atNight400());
    }
  }
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  const [at400, at1] = [median(chained), median(first)];
  const ratio = at400 / at1;
  const database = process.env.DATABASE_URL ? 'postgresql' : 'pglite';
  console.log(
    `${database} REST booking create at night 400 of a chain: p50 ${at400.toFixed(2)} ms; first night: p50 ${at1.toFixed(2)} ms; x${ratio.toFixed(2)} (${ROUNDS} rounds)`,
  );
  if (ratio > 3) {
    console.error('pricing at night 400 is more than 3x a first-night booking');
    process.exitCode = 1;
  }
} finally {
  await app.close();
}
