import { describe, it, expect } from 'vitest';
import { MONTH_NAMES, QUARTERS, monthName, monthTitle, monthsOfQuarter, quarterOfMonth } from './report-periods';

describe('report periods', () => {
  it('names the months in English, January first', () => {
    expect(MONTH_NAMES).toHaveLength(12);
    expect(MONTH_NAMES[0]).toBe('January');
    expect(MONTH_NAMES[11]).toBe('December');
    expect(monthName(9)).toBe('September');
    expect(monthTitle('2026-04')).toBe('April 2026');
    expect(monthTitle('2100-12')).toBe('December 2100');
  });

  it.each([
    [1, 'Qtr1'],
    [2, 'Qtr1'],
    [3, 'Qtr1'],
    [4, 'Qtr2'],
    [6, 'Qtr2'],
    [7, 'Qtr3'],
    [9, 'Qtr3'],
    [10, 'Qtr4'],
    [12, 'Qtr4'],
  ])('month %i is in %s', (month, quarter) => {
    expect(quarterOfMonth(month)).toBe(quarter);
  });

  it.each([0, 13, 1.5, Number.NaN])('rejects month %s', (month) => {
    expect(() => quarterOfMonth(month)).toThrow(RangeError);
    expect(() => monthName(month)).toThrow(RangeError);
  });

  it('lists the months of each quarter', () => {
    expect(QUARTERS.map((quarter) => monthsOfQuarter(quarter))).toEqual([
      [1, 2, 3],
      [4, 5, 6],
      [7, 8, 9],
      [10, 11, 12],
    ]);
  });
});
