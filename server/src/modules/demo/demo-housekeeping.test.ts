import { describe, expect, it } from 'vitest';
import { demoHousekeeping } from './demo-housekeeping';

const TODAY = '2026-03-15';

describe('demoHousekeeping', () => {
  const stays = [
    { roomId: 1, checkInDate: '2026-03-12', checkOutDate: '2026-03-15' }, // leaves today
    { roomId: 2, checkInDate: '2026-03-14', checkOutDate: '2026-03-20' }, // in house
    { roomId: 5, checkInDate: '2026-03-18', checkOutDate: '2026-03-30' },
    { roomId: 5, checkInDate: '2026-03-30', checkOutDate: '2026-04-02' },
  ];

  it('makes the rooms whose guests leave today Dirty, and gives three empty rooms other statuses', () => {
    const { statuses } = demoHousekeeping([1, 2, 3, 4, 5, 6], stays, TODAY);
    expect(statuses).toEqual([
      { roomId: 1, status: 'Dirty', note: null },
      { roomId: 3, status: 'Out of Order', note: 'Heater not working: engineer called' },
      { roomId: 4, status: 'Dirty', note: 'Extra towels requested' },
      { roomId: 5, status: 'Inspected', note: null },
    ]);
  });

  it('blocks a room for three nights soon, between its stays', () => {
    expect(demoHousekeeping([5], stays, TODAY).block).toEqual({
      roomId: 5,
      startDate: '2026-04-02',
      endDate: '2026-04-05',
      reason: 'New carpet',
    });
    expect(demoHousekeeping([6, 2], stays, TODAY).block).toEqual({
      roomId: 2,
      startDate: '2026-03-20',
      endDate: '2026-03-23',
      reason: 'New carpet',
    });
  });
});
