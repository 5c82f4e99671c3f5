import { describe, expect, it } from 'vitest';
import {
  isMoneyOrBlank,
  normaliseChanges,
  normaliseDate,
  normaliseGuestName,
  normaliseMoney,
  normaliseNights,
  normaliseRateType,
  normaliseRoom,
  roomLabel,
} from './cell-values';

describe('typed cell values', () => {
  it('reads money', () => {
    expect(['100', '$1,250.5', ' 7.25 ', '', 'abc', '-5', '1.234'].map(normaliseMoney)).toEqual([
      '100.00',
      '1250.50',
      '7.25',
      '',
      'abc',
      '-5',
      '1.234',
    ]);
    expect(['', '0', '12.50', '-1', '1.234', 'x'].map(isMoneyOrBlank)).toEqual([true, true, true, false, false, false]);
  });

  it('reads nights, rate types and dates', () => {
    expect(['3', ' 14 ', 'x', '2.5'].map(normaliseNights)).toEqual([3, 14, 'x', '2.5']);
    expect(['w', 'MON', 'daily', 'x', ''].map(normaliseRateType)).toEqual(['Weekly', 'Monthly', 'Daily', 'x', '']);
    expect(['11/21/26', '3/1/2027', '2026-11-21', '02/30/26', 'soon'].map(normaliseDate)).toEqual([
      '2026-11-21',
      '2027-03-01',
      '2026-11-21',
      '02/30/26',
      'soon',
    ]);
  });

  it('finds a room by its label, its number or a unique beginning', () => {
    const labels = [roomLabel('101', 'Standard'), roomLabel('102', null), roomLabel('1010', 'Suite')];
    expect(labels[1]).toBe('102 – No Type');
    expect(normaliseRoom('101', labels)).toBe('101 – Standard');
    expect(normaliseRoom('102 – no type', labels)).toBe('102 – No Type');
    expect(normaliseRoom('1010', labels)).toBe('1010 – Suite');
    expect(normaliseRoom('10', labels)).toBe('10');
    expect(normaliseRoom('999', labels)).toBe('999');
  });

  it('shows a typed guest as the booking will store it', () => {
    expect(['john smith', 'Smith, John', 'mary', ''].map(normaliseGuestName)).toEqual([
      'Smith, John',
      'Smith, John',
      'Mary, Guest',
      '',
    ]);
  });
});

describe('the changes Handsontable is about to save', () => {
  it('are written back as the booking will store them; a picked guest keeps the name on file', () => {
    const changes: ([number, string, unknown, unknown] | null)[] = [
      [0, 'room', '', '101'],
      [0, 'rateType', '', 'w'],
      [0, 'paidAmount', '', '100'],
      null,
      [1, 'guest', '', 'ann lee'],
      [2, 'guest', '', 'lee, ann'],
    ];
    normaliseChanges(changes, ['101 – Standard'], (row) => (row === 2 ? 'lee, ann' : null));
    expect(changes.map((change) => change?.[3])).toEqual([
      '101 – Standard',
      'Weekly',
      '100.00',
      undefined,
      normaliseGuestName('ann lee'),
      'lee, ann',
    ]);
  });
});
