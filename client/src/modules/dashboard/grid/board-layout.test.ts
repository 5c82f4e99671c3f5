import { describe, expect, it } from 'vitest';
import {
  boardDays,
  layoutBlocks,
  layoutStays,
  monthDayLabel,
  weekdayLabel,
  windowLabel,
  type BoardBooking,
} from './board-layout';

const booking = (id: number, roomId: number, checkInDate: string, checkOutDate: string): BoardBooking => ({
  id,
  guest: `Guest ${id}`,
  checkInDate,
  checkOutDate,
  nights: 1,
  paymentStatus: 'Unpaid',
  balance: '0.00',
  stayStatus: 'Reserved',
  version: 1,
  room: { id: roomId, roomNumber: String(100 + roomId) },
});

describe('boardDays', () => {
  it('lists the nights of the window across a month end', () => {
    expect(boardDays('2026-11-29', 4)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
  });
});

describe('layoutBlocks', () => {
  const days = boardDays('2026-11-21', 7); // 11-21 .. 11-27
  const block = (id: number, roomId: number, startDate: string, endDate: string) => ({
    id,
    roomId,
    startDate,
    endDate,
    reason: `Repairs ${id}`,
  });

  it('places a block on its nights, its end day free, clipped to the window', () => {
    const layout = layoutBlocks([block(1, 1, '2026-11-23', '2026-11-25'), block(2, 2, '2026-11-01', '2026-11-22')], days);
    expect(layout.get(1)!.map((cell) => cell?.block.id ?? null)).toEqual([null, null, 1, 1, null, null, null]);
    expect(layout.get(1)![2]).toMatchObject({ start: 2, length: 2 });
    expect(layout.get(2)!.map((cell) => cell?.block.id ?? null)).toEqual([2, null, null, null, null, null, null]);
  });

  it('leaves out blocks outside the window', () => {
    expect(layoutBlocks([block(1, 1, '2026-12-01', '2026-12-04')], days).size).toBe(0);
  });
});

describe('layoutStays', () => {
  const days = boardDays('2026-11-21', 7); // 11-21 .. 11-27

  it('places a stay on its nights, check-out exclusive', () => {
    const layout = layoutStays([booking(1, 1, '2026-11-22', '2026-11-25')], days);
    const cells = layout.get(1)!;
    expect(cells.map((cell) => cell?.booking.id ?? null)).toEqual([null, 1, 1, 1, null, null, null]);
    expect(cells[1]).toMatchObject({ start: 1, length: 3, continuesBefore: false, continuesAfter: false });
    expect(cells[2]).toBe(cells[1]);
  });

  it('clips stays to the window and says that they go on', () => {
    const layout = layoutStays([booking(1, 1, '2026-11-01', '2026-11-23'), booking(2, 1, '2026-11-26', '2026-12-10')], days);
    const cells = layout.get(1)!;
    expect(cells[0]).toMatchObject({ start: 0, length: 2, continuesBefore: true, continuesAfter: false });
    expect(cells[5]).toMatchObject({ start: 5, length: 2, continuesBefore: false, continuesAfter: true });
    expect(cells.slice(2, 5)).toEqual([null, null, null]);
  });

  it('a stay ending on the last night does not go on', () => {
    const cells = layoutStays([booking(1, 1, '2026-11-26', '2026-11-28')], days).get(1)!;
    expect(cells[5]).toMatchObject({ length: 2, continuesAfter: false });
  });

  it('skips stays outside the window and keeps rooms apart', () => {
    const layout = layoutStays(
      [
        booking(1, 1, '2026-11-01', '2026-11-21'),
        booking(2, 2, '2026-11-28', '2026-11-30'),
        booking(3, 3, '2026-11-21', '2026-11-22'),
      ],
      days,
    );
    expect([...layout.keys()]).toEqual([3]);
    expect(layout.get(3)?.filter(Boolean)).toHaveLength(1);
  });
});

describe('labels', () => {
  it.each([
    ['2026-11-21', 'Sat', 'Nov 21'],
    ['2027-01-04', 'Mon', 'Jan 4'],
  ])('%s is %s %s', (date, weekday, monthDay) => {
    expect(weekdayLabel(date)).toBe(weekday);
    expect(monthDayLabel(date)).toBe(monthDay);
  });

  it('names the window, with the year once unless it changes', () => {
    expect(windowLabel(boardDays('2026-11-21', 14))).toBe('Nov 21 – Dec 4, 2026');
    expect(windowLabel(boardDays('2026-12-25', 14))).toBe('Dec 25, 2026 – Jan 7, 2027');
  });
});
