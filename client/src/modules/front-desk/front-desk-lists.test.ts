import { describe, expect, it } from 'vitest';
import { canCancel, rowAction } from './front-desk-lists';

describe('rowAction', () => {
  it.each([
    ['arrivals', 'Reserved', 'check-in'],
    ['arrivals', 'Checked In', null],
    ['arrivals', 'Checked Out', null],
    ['departures', 'Checked In', 'check-out'],
    ['departures', 'Reserved', null],
    ['departures', 'Checked Out', null],
    ['inHouse', 'Reserved', 'check-in'],
    ['inHouse', 'Checked In', 'check-out'],
  ] as const)('%s, %s: %s', (list, status, expected) => {
    expect(rowAction(list, status)).toBe(expected);
  });
});

describe('canCancel', () => {
  it('offers cancel and no-show on reserved stays only', () => {
    expect(['Reserved', 'Checked In', 'Checked Out'].filter(canCancel)).toEqual(['Reserved']);
  });
});
