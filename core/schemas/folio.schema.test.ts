import { describe, expect, it } from 'vitest';
import { folioAdjustmentSchema, folioChargeSchema, folioPaymentSchema, reportDateSchema } from './folio.schema';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('folio inputs', () => {
  it('reads a charge with its amount in cents and an optional date', () => {
    expect(folioChargeSchema.parse({ description: ' Parking ', amount: '15' })).toEqual({
      description: 'Parking',
      amount: 1500,
      date: null,
    });
    expect(folioChargeSchema.parse({ description: 'Pet fee', amount: 25.5, date: '2026-11-22' }).amount).toBe(2550);
  });

  it.each([
    [{ description: '', amount: '1' }, 'Please enter a description'],
    [{ description: 'x', amount: '' }, 'Please enter an amount'],
    [{ description: 'x', amount: '-5' }, 'Amount must be more than 0 (void a charge to take it back)'],
    [{ description: 'x', amount: '0' }, 'Amount must not be 0'],
    [{ description: 'x', amount: '1.234' }, 'Amount must be a number with at most 2 decimals'],
    [{ description: 'x', amount: '1000000.01' }, 'Amount must be at most 1000000.00'],
    [{ description: 'x', amount: '1', date: '2026-02-30' }, 'Date 2026-02-30 is not a valid date (YYYY-MM-DD)'],
    [{ description: 'x', amount: '1', date: '1999-12-31' }, 'Date must be between 2000-01-01 and 2100-12-31'],
  ])('refuses the charge %j: %s', (input, message) => {
    expect(firstMessage(folioChargeSchema.safeParse(input))).toBe(message);
  });

  it('reads a payment or a refund, the method Cash when blank', () => {
    expect(folioPaymentSchema.parse({ amount: '100', method: ' Credit Card ', reference: ' 4242 ' })).toEqual({
      amount: 10000,
      method: 'Credit Card',
      date: null,
      reference: '4242',
    });
    expect(folioPaymentSchema.parse({ amount: '-25.00', method: '' })).toMatchObject({ amount: -2500, method: 'Cash' });
  });

  it('refuses a method over 40 characters and a zero payment', () => {
    expect(firstMessage(folioPaymentSchema.safeParse({ amount: '1', method: 'x'.repeat(41) }))).toBe(
      'Payment method must be at most 40 characters',
    );
    expect(firstMessage(folioPaymentSchema.safeParse({ amount: '-0.00' }))).toBe('Amount must not be 0');
  });

  it('reads a report date', () => {
    expect(reportDateSchema.parse('2026-11-22')).toBe('2026-11-22');
    expect(firstMessage(reportDateSchema.safeParse('2026-13-01'))).toBe('Date 2026-13-01 is not a valid date (YYYY-MM-DD)');
  });
});

describe('an adjustment', () => {
  it('reads a charge or a credit of the room or a tax, with its reason', () => {
    expect(folioAdjustmentSchema.parse({ kind: 'Room', amount: '-25.00', reason: ' Noisy room ' })).toEqual({
      kind: 'Room',
      amount: -2500,
      reason: 'Noisy room',
    });
    expect(folioAdjustmentSchema.parse({ kind: 'Tax 2', amount: 5, reason: 'Fee missed' }).amount).toBe(500);
  });

  it.each([
    [{ kind: 'Extra', amount: '1', reason: 'x' }, 'Kind must be Room, Tax 1 or Tax 2'],
    [{ amount: '1', reason: 'x' }, 'Kind must be Room, Tax 1 or Tax 2'],
    [{ kind: 'Room', amount: '0', reason: 'x' }, 'Amount must not be 0'],
    [{ kind: 'Room', amount: '', reason: 'x' }, 'Please enter an amount'],
    [{ kind: 'Room', amount: '1', reason: '  ' }, 'Please enter a reason'],
    [{ kind: 'Room', amount: '1' }, 'Please enter a reason'],
    [{ kind: 'Room', amount: '1', reason: 'x'.repeat(201) }, 'Reason must be at most 200 characters'],
  ])('refuses %j: %s', (input, message) => {
    expect(firstMessage(folioAdjustmentSchema.safeParse(input))).toBe(message);
  });
});
