import { describe, expect, it } from 'vitest';
import { demoHousekeeping, demoOutOfOrderBlock, stayMeetsBlock } from './demo-housekeeping';

const TODAY = '2026-03-15';

describe('demoHousekeeping', () => {
  const stays = [
    { roomId: 1, checkInDate: '2026-03-12', checkOutDate: '2026-03-15' }, // leaves today
    { roomId: 2, checkInDate: '2026-03-14', checkOutDate: '2026-03-20' }, // in house
    { roomId: 5, checkInDate: '2026-03-18', checkOutDate: '2026-03-30' },
    { roomId: 5, checkInDate: '2026-03-30', checkOutDate: '2026-04-02' },
  ];
  const heater = demoOutOfOrderBlock(3, TODAY);

  it('makes the rooms whose guests leave today Dirty, the blocked room Out of Order, and two empty rooms other statuses', () => {
    const { statuses } = demoHousekeeping([1, 2, 3, 4, 5, 6], stays, TODAY, heater);
    expect(statuses).toEqual([
      { roomId: 1, status: 'Dirty', note: null },
      { roomId: 3, status: 'Out of Order', note: 'Heater not working: engineer called' },
      { roomId: 4, status: 'Dirty', note: 'Extra towels requested' },
      { roomId: 5, status: 'Inspected', note: null },
    ]);
  });

  it('blocks the Out of Order room for a week from today', () => {
    expect(heater).toEqual({ roomId: 3, startDate: TODAY, endDate: '2026-03-22', reason: 'Heater not working' });
    expect(stayMeetsBlock({ roomId: 3, checkInDate: '2026-03-16', checkOutDate: '2026-03-17' }, heater)).toBe(true);
    expect(stayMeetsBlock({ roomId: 3, checkInDate: '2026-03-22', checkOutDate: '2026-03-25' }, heater)).toBe(false);
    expect(stayMeetsBlock({ roomId: 3, checkInDate: '2026-03-10', checkOutDate: '2026-03-15' }, heater)).toBe(false);
    expect(stayMeetsBlock({ roomId: 4, checkInDate: '2026-03-16', checkOutDate: '2026-03-17' }, heater)).toBe(false);
  });

  it('blocks another room for three nights soon, between its stays', () => {
    expect(demoHousekeeping([5], stays, TODAY, null).blocks).toEqual([
      { roomId: 5, startDate: '2026-04-02', endDate: '2026-04-05', reason: 'New carpet' },
    ]);
    expect(demoHousekeeping([6, 2], stays, TODAY, null).blocks).toEqual([
      { roomId: 2, startDate: '2026-03-20', endDate: '2026-03-23', reason: 'New carpet' },
    ]);
    // Not the Out of Order room.
    expect(demoHousekeeping([2, 3], stays, TODAY, heater).blocks).toEqual([
      heater,
      { roomId: 2, startDate: '2026-03-20', endDate: '2026-03-23', reason: 'New carpet' },
    ]);
  });
});
