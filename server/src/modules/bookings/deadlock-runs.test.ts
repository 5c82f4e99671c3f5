import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '@core/errors';
import { scopeToHotel } from '../../context';
import type { Em } from '../../db/orm';
import { QUEEN, signUpHotelWithRooms, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { DEADLOCK_RUNS, deadlockVictimCount, refusingOverlaps, type RefusableStay } from './booking-writes';

/**
 * What a booking write does when PostgreSQL picks it as a deadlock's victim (40P01), on the real database:
 * refused at once, as any overlap, when a committed stay is in its way; else run again, more than a few
 * times (racers of one room can make it lose several times in a row: the bench saw 500s after four runs).
 * The deadlock itself is made real in booking-deadlock.postgres.test.ts; here the write reports one.
 */
let app: TestApp;
let hotel: SignedInHotel;
let roomId: number;
let held: { id: number };
beforeAll(async () => {
  app = await startTestApp();
  const setUp = await signUpHotelWithRooms(app, 'runs@deadlock.test', { roomType: QUEEN, roomNumbers: ['9'] });
  hotel = setUp.hotel;
  roomId = setUp.rooms['9']!;
  const booked = await hotel.api.post('/api/hotel/bookings', {
    roomId,
    guest: 'Held, Hal',
    checkInDate: '2031-05-10',
    rateType: 'Daily',
    nights: 3,
    dailyWeeklyAmount: '100.00',
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  held = booked.body;
});
afterAll(async () => app?.close());

/** An EntityManager scoped to the hotel, as a request's is: the overlap refusal reads the hotel's rooms. */
const fork = () => {
  const em = app.orm.em.fork() as Em;
  scopeToHotel(em, hotel.id);
  return em;
};
const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });
const stay = (checkInDate: string, checkOutDate: string): RefusableStay => ({ room: { id: roomId }, checkInDate, checkOutDate });

describe('a booking write chosen as a deadlock victim', () => {
  it('runs again until it is written, when nothing committed is in its way', async () => {
    let runs = 0;
    const victims = deadlockVictimCount();
    const written = await refusingOverlaps(fork(), async (_em, attempt) => {
      runs++;
      attempt(stay('2031-06-01', '2031-06-04'));
      if (runs < DEADLOCK_RUNS) throw deadlock();
      return 'written';
    });
    expect(written).toBe('written');
    expect(runs).toBe(DEADLOCK_RUNS);
    expect(DEADLOCK_RUNS).toBeGreaterThan(4);
    // Each lost run went through the victim's path (refusal checked, then run again), not some other catch.
    expect(deadlockVictimCount() - victims).toBe(DEADLOCK_RUNS - 1);
  });

  it('is refused at once with the overlap sentence when a committed stay is in its way', async () => {
    let runs = 0;
    const victims = deadlockVictimCount();
    const refused = await refusingOverlaps(fork(), async (_em, attempt) => {
      runs++;
      attempt(stay('2031-05-11', '2031-05-14'));
      throw deadlock();
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).message).toBe(`Room 9 is already booked from 05/10/31 to 05/13/31 (booking #${held.id})`);
    expect(runs).toBe(1);
    expect(deadlockVictimCount() - victims).toBe(1);
  });

  it('gives up after its runs with the database error, never a made-up refusal', async () => {
    let runs = 0;
    const victims = deadlockVictimCount();
    const failed = await refusingOverlaps(fork(), async (_em, attempt) => {
      runs++;
      attempt(stay('2031-07-01', '2031-07-04'));
      throw deadlock();
    }).catch((error: unknown) => error);
    expect((failed as { code?: string }).code).toBe('40P01');
    expect(runs).toBe(DEADLOCK_RUNS);
    expect(deadlockVictimCount() - victims).toBe(DEADLOCK_RUNS);
  });
});
