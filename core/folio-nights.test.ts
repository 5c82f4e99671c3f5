import { describe, expect, it } from 'vitest';
import { exemptNightsNote, exemptTaxesOn, folioNights, stayClosed, type FolioPosting } from './folio-nights';
import { cents } from './money';
import type { AuditBooks } from './night-audit';

// Books closed 11/01 to 11/26; a stay from 11/25 to 11/28 (3 nights), its first two nights posted.
const BOOKS: AuditBooks = { firstClosedDate: '2026-11-01', lastClosedDate: '2026-11-26' };
const NO_BOOKS: AuditBooks = { firstClosedDate: null, lastClosedDate: null };
const night = (date: string, room: number, tax1: number, tax2: number, roomNumber = '101'): FolioPosting[] => [
  { date, kind: 'Room', amount: cents(room), roomNumber },
  { date, kind: 'Tax 1', amount: cents(tax1), roomNumber },
  ...(tax2 === 0 ? [] : [{ date, kind: 'Tax 2' as const, amount: cents(tax2), roomNumber }]),
];

describe('folioNights', () => {
  it('marks each night closed or open, with what a closed night posted of each kind', () => {
    const postings = [...night('2026-11-25', 10000, 800, 500), ...night('2026-11-26', 10000, 800, 0, '102')];
    expect(folioNights('2026-11-25', '2026-11-28', postings, BOOKS)).toEqual([
      {
        date: '2026-11-25',
        nightNumber: 1,
        closed: true,
        posted: { Room: 10000, 'Tax 1': 800, 'Tax 2': 500 },
        roomNumber: '101',
      },
      // No Tax 2 line that night: 0.00 of it posted; the room as it was (the guest moved).
      { date: '2026-11-26', nightNumber: 2, closed: true, posted: { Room: 10000, 'Tax 1': 800, 'Tax 2': 0 }, roomNumber: '102' },
      { date: '2026-11-27', nightNumber: 3, closed: false, posted: null, roomNumber: null },
    ]);
  });

  it('calls every night open in a hotel that never ran an audit', () => {
    expect(folioNights('2026-11-25', '2026-11-27', [], NO_BOOKS).map((n) => [n.date, n.closed, n.posted])).toEqual([
      ['2026-11-25', false, null],
      ['2026-11-26', false, null],
    ]);
  });

  it('keeps a night before the books open: it is never closed nor posted', () => {
    const books = { firstClosedDate: '2026-11-26', lastClosedDate: '2026-11-26' };
    expect(folioNights('2026-11-25', '2026-11-27', night('2026-11-26', 5000, 400, 0), books).map((n) => n.closed)).toEqual([
      false,
      true,
    ]);
  });

  it('lists a posting outside the stay’s nights, so that the nights account for every posted cent', () => {
    const nights = folioNights('2026-11-25', '2026-11-26', night('2026-11-26', 5000, 400, 0), BOOKS);
    expect(nights.map((n) => [n.date, n.nightNumber, n.posted?.Room ?? null])).toEqual([
      ['2026-11-25', 1, null],
      ['2026-11-26', 2, 5000],
    ]);
  });
});

describe('stayClosed', () => {
  it.each([
    ['2026-11-20', '2026-11-27', true],
    ['2026-11-25', '2026-11-28', false],
    ['2026-10-30', '2026-11-02', false],
    ['2026-11-26', '2026-11-27', true],
  ])('a stay from %s to %s: %s', (checkIn, checkOut, closed) => {
    expect(stayClosed(checkIn, checkOut, BOOKS)).toBe(closed);
    expect(stayClosed(checkIn, checkOut, NO_BOOKS)).toBe(false);
  });
});

describe('exemptTaxesOn', () => {
  it('names the taxes whose taxed nights end before the night', () => {
    const texas = { 'Tax 1': 30, 'Tax 2': 45 };
    expect(exemptTaxesOn(30, texas)).toEqual([]);
    expect(exemptTaxesOn(31, texas)).toEqual(['Tax 1']);
    expect(exemptTaxesOn(1, { 'Tax 1': 0, 'Tax 2': 0 })).toEqual(['Tax 1', 'Tax 2']);
  });
});

describe('exemptNightsNote', () => {
  it('names the exempt nights of a tax, none when every night is taxed', () => {
    expect(exemptNightsNote('Hotel Tax', 30, 45)).toBe('Hotel Tax: nights 31–45 exempt (long stay)');
    expect(exemptNightsNote('Hotel Tax', 44, 45)).toBe('Hotel Tax: night 45 exempt (long stay)');
    expect(exemptNightsNote('Hotel Tax', 45, 45)).toBeNull();
  });
});
