import { describe, expect, it } from 'vitest';
import { changeInForce, effectiveFromRefusal, scheduledAfter, valuesOn } from './dated-values';

const changes = [
  { effectiveFrom: '2027-03-01', values: 'March' },
  { effectiveFrom: '2027-01-01', values: 'January' },
];

describe('values changed from a date', () => {
  it.each([
    ['2026-12-31', 'own'],
    ['2027-01-01', 'January'],
    ['2027-02-28', 'January'],
    ['2027-03-01', 'March'],
    ['2030-01-01', 'March'],
  ])('on %s the values in force are %s', (date, expected) => {
    expect(valuesOn('own', changes, date)).toBe(expected);
  });

  it('has no change in force before the first one', () => {
    expect(changeInForce(changes, '2026-06-01')).toBeNull();
    expect(changeInForce(changes, '2027-02-01')?.effectiveFrom).toBe('2027-01-01');
  });

  it('lists the changes after today, soonest first', () => {
    expect(scheduledAfter(changes, '2026-12-31').map((change) => change.values)).toEqual(['January', 'March']);
    expect(scheduledAfter(changes, '2027-01-01').map((change) => change.values)).toEqual(['March']);
    expect(scheduledAfter(changes, '2027-03-01')).toEqual([]);
  });

  it('refuses a date before today and allows today', () => {
    expect(effectiveFromRefusal('2026-11-28', '2026-11-29')).toBe('Effective from must be today or later (today is 2026-11-29)');
    expect(effectiveFromRefusal('2026-11-29', '2026-11-29')).toBeNull();
    expect(effectiveFromRefusal('2027-01-01', '2026-11-29')).toBeNull();
  });
});
