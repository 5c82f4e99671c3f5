import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nightsBefore, predecessorsOf, successorsOf, type ChainStay } from './long-stay-chain';
import { addDays } from './stay-dates';

const stay = (id: number, checkInDate: string, checkOutDate: string, more: Partial<ChainStay> = {}): ChainStay => ({
  id,
  guestId: 7,
  roomId: 101,
  checkInDate,
  checkOutDate,
  holdsRoom: true,
  ...more,
});

describe('a stay’s chain', () => {
  const weeks = [
    stay(1, '2026-03-01', '2026-03-08'),
    stay(2, '2026-03-08', '2026-03-15', { roomId: 102 }),
    stay(3, '2026-03-15', '2026-03-22', { roomId: 102 }),
  ];

  it('follows the guest from booking to booking across a room move', () => {
    expect(predecessorsOf(weeks, weeks[2]!).map((s) => s.id)).toEqual([1, 2]);
    expect(successorsOf(weeks, weeks[0]!).map((s) => s.id)).toEqual([2, 3]);
    expect(nightsBefore(predecessorsOf(weeks, weeks[2]!), weeks[2]!)).toBe(14);
    expect(nightsBefore([], weeks[0]!)).toBe(0);
  });

  it('is broken by a gap, another guest, or a cancelled or no-show booking', () => {
    const gap = [stay(1, '2026-03-01', '2026-03-07'), stay(2, '2026-03-08', '2026-03-15')];
    expect(predecessorsOf(gap, gap[1]!)).toEqual([]);
    const other = [stay(1, '2026-03-01', '2026-03-08', { guestId: 8 }), stay(2, '2026-03-08', '2026-03-15')];
    expect(predecessorsOf(other, other[1]!)).toEqual([]);
    const cancelled = [stay(1, '2026-03-01', '2026-03-08', { holdsRoom: false }), stay(2, '2026-03-08', '2026-03-15')];
    expect(predecessorsOf(cancelled, cancelled[1]!)).toEqual([]);
    const noGuest = [
      stay(1, '2026-03-01', '2026-03-08', { guestId: null }),
      stay(2, '2026-03-08', '2026-03-15', { guestId: null }),
    ];
    expect(predecessorsOf(noGuest, noGuest[1]!)).toEqual([]);
  });

  it('prefers the same room, then the oldest booking, when the guest has two stays ending that day', () => {
    const crew = [
      stay(1, '2026-03-01', '2026-03-08', { roomId: 101 }),
      stay(2, '2026-03-01', '2026-03-08', { roomId: 102 }),
      stay(3, '2026-03-08', '2026-03-15', { roomId: 102 }),
      stay(4, '2026-03-08', '2026-03-15', { roomId: 103 }),
    ];
    expect(predecessorsOf(crew, crew[2]!).map((s) => s.id)).toEqual([2]);
    expect(predecessorsOf(crew, crew[3]!).map((s) => s.id)).toEqual([1]);
    expect(successorsOf(crew, crew[0]!).map((s) => s.id)).toEqual([3]);
  });

  it('walks back a random chain of consecutive bookings to its first, whatever order they come in', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 35 }), { minLength: 1, maxLength: 30 }), fc.nat(), (lengths, seed) => {
        let date = '2026-01-01';
        const chain = lengths.map((nights, i) => {
          const s = stay(i + 1, date, addDays(date, nights), { roomId: 100 + ((seed + i) % 3) });
          date = s.checkOutDate;
          return s;
        });
        const shuffled = [...chain].sort((a, b) => ((a.id * 7919 + seed) % 31) - ((b.id * 7919 + seed) % 31));
        const last = chain[chain.length - 1]!;
        expect(predecessorsOf(shuffled, last).map((s) => s.id)).toEqual(chain.slice(0, -1).map((s) => s.id));
        expect(successorsOf(shuffled, chain[0]!).map((s) => s.id)).toEqual(chain.slice(1).map((s) => s.id));
        expect(nightsBefore(predecessorsOf(shuffled, last), last)).toBe(lengths.slice(0, -1).reduce((a, b) => a + b, 0));
      }),
    );
  });
});
