import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import { fractionToPercent, percentToFraction, taxRateSchema } from './tax-rate.schema';

const firstMessage = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0].message;
};

describe('taxRateSchema', () => {
  it('reads a percentage tax with defaults', () => {
    expect(taxRateSchema.parse({ name: ' Sales Tax ', rate: '0.0825', isPercentage: true })).toEqual({
      name: 'Sales Tax',
      rate: '0.0825',
      isPercentage: true,
      flatAmount: '0.00',
      applyTo: ['all'],
      isActive: true,
      sortOrder: 0,
    });
  });

  it('reads a flat fee and ignores the rate sent with it', () => {
    expect(
      taxRateSchema.parse({
        name: 'Pet Fee',
        rate: '25',
        isPercentage: false,
        flatAmount: 25,
        applyTo: ['daily', 'weekly'],
        isActive: 'false',
        sortOrder: '3',
      }),
    ).toEqual({
      name: 'Pet Fee',
      rate: '0',
      isPercentage: false,
      flatAmount: '25.00',
      applyTo: ['daily', 'weekly'],
      isActive: false,
      sortOrder: 3,
    });
  });

  const base = { name: 'Tax', rate: 0.05, isPercentage: true };
  it.each([
    [['all'], ['all']],
    [['all', 'daily'], ['all']],
    [
      ['monthly', 'daily', 'daily'],
      ['daily', 'monthly'],
    ],
    ['weekly, Daily', ['daily', 'weekly']],
    ['all', ['all']],
    [undefined, ['all']],
    [null, ['all']],
  ])('applyTo %j becomes %j', (applyTo, expected) => {
    expect(taxRateSchema.parse({ ...base, applyTo }).applyTo).toEqual(expected);
  });

  it.each([
    [{ name: '   ' }, 'Tax name is required'],
    [{ name: undefined }, 'Tax name is required'],
    [{ applyTo: [] }, 'Choose at least one rate type'],
    [{ applyTo: '' }, 'Choose at least one rate type'],
    [{ applyTo: [1] }, 'Choose at least one rate type'],
    [{ applyTo: ['nightly'] }, 'Unknown rate type: nightly'],
    [{ rate: '1.5' }, 'Tax rate must be a fraction between 0 and 1'],
    [{ rate: '-0.01' }, 'Tax rate must be a fraction between 0 and 1'],
    [{ rate: '' }, 'Tax rate must be a fraction between 0 and 1'],
    [{ rate: '0.1234567' }, 'Tax rate must be a fraction between 0 and 1'],
    [{ isPercentage: false, flatAmount: '' }, 'Flat amount is required'],
    [{ isPercentage: false, flatAmount: -5 }, 'Flat amount must be 0 or more'],
    [{ isPercentage: false, flatAmount: '5.555' }, 'Flat amount must be a number with at most 2 decimals'],
    [{ sortOrder: -1 }, 'Sort order must be a whole number of 0 or more'],
    [{ isPercentage: 'sometimes' }, 'Percentage must be true or false'],
  ])('%j is refused with %j', (change, message) => {
    expect(firstMessage(taxRateSchema, { ...base, ...change })).toBe(message);
  });

  it.each([
    ['abc', 0],
    ['', 0],
    [undefined, 0],
    ['7', 7],
  ])('sortOrder %j becomes %i', (sortOrder, expected) => {
    expect(taxRateSchema.parse({ ...base, sortOrder }).sortOrder).toBe(expected);
  });
});

describe('percent and fraction', () => {
  it.each([
    ['8.25', '0.0825'],
    ['8', '0.08'],
    ['100', '1'],
    ['0', '0'],
    ['0.01', '0.0001'],
    ['12.5', '0.125'],
    [7.75, '0.0775'],
    [' 5 ', '0.05'],
  ])('percentToFraction(%j) is %j', (percent, expected) => {
    expect(percentToFraction(percent)).toBe(expected);
  });

  it.each(['', 'abc', '-1', '1e2'])('percentToFraction(%j) is null', (percent) => {
    expect(percentToFraction(percent)).toBeNull();
  });

  it.each([
    ['0.0825', '8.25'],
    ['0.08', '8.00'],
    ['1', '100.00'],
    ['0', '0.00'],
    ['0.081234', '8.1234'],
    [0.05, '5.00'],
  ])('fractionToPercent(%j) is %j', (fraction, expected) => {
    expect(fractionToPercent(fraction)).toBe(expected);
  });

  it('fractionToPercent of nonsense is null', () => {
    expect(fractionToPercent('eight')).toBeNull();
  });
});
