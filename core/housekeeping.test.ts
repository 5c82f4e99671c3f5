import { describe, expect, it } from 'vitest';
import { groupByHousekeepingStatus, isHousekeepingStatus, outOfOrderMessage, type HousekeepingStatus } from './housekeeping';

describe('outOfOrderMessage', () => {
  it('names the room and the block from its first night to the day it ends', () => {
    expect(outOfOrderMessage('101', '2026-12-15', '2026-12-18')).toBe('Room 101 is out of order from 12/15/26 to 12/18/26');
  });
});

describe('isHousekeepingStatus', () => {
  it.each([
    ['Clean', true],
    ['Dirty', true],
    ['Inspected', true],
    ['Out of Order', true],
    ['clean', false],
    ['', false],
    [null, false],
  ])('%j is %s', (value, expected) => {
    expect(isHousekeepingStatus(value)).toBe(expected);
  });
});

describe('groupByHousekeepingStatus', () => {
  const room = (roomNumber: string, housekeepingStatus: HousekeepingStatus) => ({ roomNumber, housekeepingStatus });

  it('puts dirty rooms first, each group in room-number order, and leaves empty groups out', () => {
    const groups = groupByHousekeepingStatus([
      room('10', 'Clean'),
      room('9', 'Clean'),
      room('102', 'Dirty'),
      room('101', 'Dirty'),
      room('201', 'Out of Order'),
    ]);
    expect(groups.map((group) => [group.status, group.rooms.map((r) => r.roomNumber)])).toEqual([
      ['Dirty', ['101', '102']],
      ['Clean', ['9', '10']],
      ['Out of Order', ['201']],
    ]);
  });

  it('gives no groups for no rooms', () => {
    expect(groupByHousekeepingStatus([])).toEqual([]);
  });
});
