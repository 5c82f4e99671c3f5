import { describe, expect, it } from 'vitest';
import { cents } from './money';
import { paymentStatus, paymentStatusCondition, paymentStatusExpression } from './payment-status';

const columns = { balance: 'b.balance_cents', paid: 'b.paid_amount_cents' };

describe('the payment status rule', () => {
  it.each([
    [33900, 33900, 'Fully Paid'],
    [33900, 40000, 'Fully Paid'],
    [0, 0, 'Fully Paid'],
    [33900, 12000, 'Partially Paid'],
    [33900, 0, 'Unpaid'],
    [33900, -500, 'Unpaid'],
  ] as const)('due %i, paid %i: %s', (due, paid, status) => {
    expect(paymentStatus(cents(due), cents(paid))).toBe(status);
  });

  it('as SQL conditions: each status excludes the ones before it, as comparisons an index on the amount answers', () => {
    expect(paymentStatusCondition('Fully Paid', columns)).toBe('b.balance_cents <= 0');
    expect(paymentStatusCondition('Partially Paid', columns)).toBe('not (b.balance_cents <= 0) and b.paid_amount_cents > 0');
    expect(paymentStatusCondition('Unpaid', columns)).toBe('not (b.balance_cents <= 0) and not (b.paid_amount_cents > 0)');
  });

  it('as an SQL expression whose value is the status', () => {
    expect(paymentStatusExpression(columns)).toBe(
      "(case when b.balance_cents <= 0 then 'Fully Paid' when b.paid_amount_cents > 0 then 'Partially Paid' else 'Unpaid' end)",
    );
  });
});
