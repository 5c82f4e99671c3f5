import { describe, expect, it } from 'vitest';
import { effectiveFromSchema, scheduledDateSchema } from './scheduled-change.schema';

describe('effective from', () => {
  it.each([
    [{}, null],
    [{ effectiveFrom: '' }, null],
    [{ effectiveFrom: null }, null],
    [{ effectiveFrom: ' 2027-01-01 ' }, '2027-01-01'],
  ])('reads %j as %s', (body, expected) => {
    expect(effectiveFromSchema.parse(body).effectiveFrom).toBe(expected);
  });

  it.each([
    [{ effectiveFrom: '2027-02-30' }, 'Effective from 2027-02-30 is not a valid date (YYYY-MM-DD)'],
    [{ effectiveFrom: 'soon' }, 'Effective from soon is not a valid date (YYYY-MM-DD)'],
    [{ effectiveFrom: '1999-12-31' }, 'Date must be between 2000-01-01 and 2100-12-31'],
  ])('refuses %j', (body, message) => {
    const result = effectiveFromSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('needs the date of a change to withdraw', () => {
    expect(scheduledDateSchema.parse('2027-01-01')).toBe('2027-01-01');
    expect(scheduledDateSchema.safeParse('').error?.issues[0]?.message).toBe('Effective from date is required');
  });
});
