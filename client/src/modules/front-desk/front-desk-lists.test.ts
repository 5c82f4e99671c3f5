import { describe, expect, it } from 'vitest';
import { canCancel, canReinstate, canUndoCheckIn, checkInQuestion, rowAction } from './front-desk-lists';

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

describe('canReinstate', () => {
  it('offers reinstate on cancelled and no-show stays only', () => {
    expect(['Reserved', 'Checked In', 'Checked Out', 'Cancelled', 'No Show'].filter(canReinstate)).toEqual([
      'Cancelled',
      'No Show',
    ]);
  });
});

describe('canUndoCheckIn', () => {
  it.each([
    ['Checked In', '2026-12-15', '2026-12-15', true],
    ['Checked In', '2026-12-14', '2026-12-15', false],
    ['Checked In', '2026-12-15', null, false],
    ['Reserved', '2026-12-15', '2026-12-15', false],
    ['Checked Out', '2026-12-15', '2026-12-15', false],
  ] as const)('%s from %s, today %s: %s', (stayStatus, checkInDate, today, expected) => {
    expect(canUndoCheckIn({ stayStatus, checkInDate }, today)).toBe(expected);
  });
});

describe('checkInQuestion', () => {
  it.each([
    ['Dirty', 'Room 102 is Dirty. Check the guest in anyway?'],
    ['Clean', null],
    ['Inspected', null],
    ['Out of Order', null],
    [null, null],
  ] as const)('a room %s: %s', (status, question) => {
    expect(checkInQuestion('102', status)).toBe(question);
  });
});
