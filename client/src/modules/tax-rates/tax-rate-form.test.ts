import { describe, expect, it } from 'vitest';
import {
  EMPTY_TAX_RATE_FORM,
  appliesToText,
  formValuesOf,
  taxRateAmountText,
  toTaxRatePayload,
  toggleAllRateTypes,
  toggleRateType,
} from './tax-rate-form';

describe('toTaxRatePayload', () => {
  it('stores the percent typed as a fraction, the flat amount as 0', () => {
    expect(toTaxRatePayload({ ...EMPTY_TAX_RATE_FORM, name: ' Occupancy Tax ', percent: '8.25', sortOrder: '2' })).toEqual({
      ok: true,
      input: {
        name: 'Occupancy Tax',
        rate: '0.0825',
        isPercentage: true,
        flatAmount: '0.00',
        applyTo: ['all'],
        isActive: true,
        sortOrder: 2,
        longStay: null,
      },
    });
  });

  it('sends a flat fee with its amount', () => {
    const payload = toTaxRatePayload({
      ...EMPTY_TAX_RATE_FORM,
      name: 'Pet Fee',
      isPercentage: false,
      flatAmount: '25',
      applyTo: ['daily', 'weekly'],
      isActive: false,
      sortOrder: 'abc',
    });
    expect(payload).toEqual({
      ok: true,
      input: {
        name: 'Pet Fee',
        rate: '0',
        isPercentage: false,
        flatAmount: '25.00',
        applyTo: ['daily', 'weekly'],
        isActive: false,
        sortOrder: 0,
        longStay: null,
      },
    });
  });

  it.each([
    [{ name: '   ', percent: '8' }, 'Tax name is required'],
    [{ name: 'Tax', percent: '' }, 'Tax rate must be a percentage from 0 to 100'],
    [{ name: 'Tax', percent: '100.01' }, 'Tax rate must be a percentage from 0 to 100'],
    [{ name: 'Tax', percent: '-1' }, 'Tax rate must be a percentage from 0 to 100'],
    [{ name: 'Tax', percent: '5', applyTo: [] }, 'Choose at least one rate type'],
    [{ name: 'Tax', percent: '5', sortOrder: '-1' }, 'Sort order must be a whole number of 0 or more'],
    [{ name: 'Fee', isPercentage: false, flatAmount: '' }, 'Flat amount is required'],
    [{ name: 'Fee', isPercentage: false, flatAmount: '1.005' }, 'Flat amount must be a number with at most 2 decimals'],
  ])('%j is refused with %j', (change, message) => {
    expect(toTaxRatePayload({ ...EMPTY_TAX_RATE_FORM, ...change } as typeof EMPTY_TAX_RATE_FORM)).toEqual({ ok: false, message });
  });
});

describe('apply-to checkboxes', () => {
  it('All sets just all; unticking it empties the list', () => {
    expect(toggleAllRateTypes(true)).toEqual(['all']);
    expect(toggleAllRateTypes(false)).toEqual([]);
  });

  it('the others toggle one by one in a fixed order', () => {
    expect(toggleRateType([], 'monthly', true)).toEqual(['monthly']);
    expect(toggleRateType(['monthly'], 'daily', true)).toEqual(['daily', 'monthly']);
    expect(toggleRateType(['daily', 'monthly'], 'daily', false)).toEqual(['monthly']);
  });
});

describe('display', () => {
  it.each([
    [{ rate: '0.0825', isPercentage: true, flatAmount: '0.00' }, '8.25%'],
    [{ rate: '0.08', isPercentage: true, flatAmount: '0.00' }, '8.00%'],
    [{ rate: '0.00', isPercentage: false, flatAmount: '1250' }, '$1,250.00'],
  ])('%j shows as %s', (taxRate, text) => {
    expect(taxRateAmountText(taxRate)).toBe(text);
  });

  it('names the rate types', () => {
    expect(appliesToText(['all'])).toBe('All Rate Types');
    expect(appliesToText(['daily', 'weekly'])).toBe('Daily Rates, Weekly Rates');
  });

  it('fills the dialog from a stored rate: percent with 2 decimals', () => {
    const base = { name: 'Tax', flatAmount: '0.00', applyTo: ['daily'], isActive: true, sortOrder: 3 };
    expect(formValuesOf({ ...base, rate: '0.0825', isPercentage: true })).toMatchObject({
      percent: '8.25',
      flatAmount: '',
      sortOrder: '3',
      applyTo: ['daily'],
    });
    expect(formValuesOf({ ...base, rate: '0.08', isPercentage: true }).percent).toBe('8.00');
    expect(formValuesOf({ ...base, rate: '0.00', isPercentage: false, flatAmount: '2.50' })).toMatchObject({
      percent: '',
      flatAmount: '2.50',
    });
  });
});
