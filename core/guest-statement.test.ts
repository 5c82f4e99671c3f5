import { describe, expect, it } from 'vitest';
import { closingBalance, monthAround, statementPeriod, type StatementSourceLine } from './guest-statement';
import { cents } from './money';

const line = (
  date: string,
  description: string,
  amount: number,
  side: StatementSourceLine['side'] = 'charge',
  voided = false,
): StatementSourceLine => ({ date, description, amount: cents(amount), side, voided });

describe('a period of the statement', () => {
  it('lists the live lines by date, a payment taking from the balance and a refund adding to it', () => {
    const period = statementPeriod([
      line('2026-11-01', 'Room 101, 7 nights (Weekly)', 60000),
      line('2026-11-01', 'Tax 1', 4800),
      line('2026-11-03', 'Parking', 2000),
      line('2026-11-04', 'Damage', 9900, 'charge', true),
      line('2026-11-05', 'Adjustment, Room: Noisy night', -1500),
      line('2026-11-01', 'Payment, Cash', 50000, 'payment'),
      line('2026-11-06', 'Refund, Cash', -5000, 'payment'),
      line('2026-11-06', 'Payment, Card', 7000, 'payment', true),
    ]);
    expect(period.lines).toEqual([
      { date: '2026-11-01', description: 'Room 101, 7 nights (Weekly)', amount: 60000 },
      { date: '2026-11-01', description: 'Tax 1', amount: 4800 },
      { date: '2026-11-01', description: 'Payment, Cash', amount: -50000 },
      { date: '2026-11-03', description: 'Parking', amount: 2000 },
      { date: '2026-11-05', description: 'Adjustment, Room: Noisy night', amount: -1500 },
      { date: '2026-11-06', description: 'Refund, Cash', amount: 5000 },
    ]);
    expect(period).toMatchObject({ charges: 65300, payments: 45000, balance: 20300 });
    // The lines add up to the balance.
    expect(period.lines.reduce((sum, each) => sum + each.amount, 0)).toBe(period.balance);
  });

  it('is empty and settled without lines', () => {
    expect(statementPeriod([])).toEqual({ lines: [], charges: 0, payments: 0, balance: 0 });
  });
});

describe('the closing balance', () => {
  it('is the opening balance and the balance of every period', () => {
    expect(closingBalance(cents(12000), [{ balance: cents(20300) }, { balance: cents(-500) }])).toBe(31800);
    expect(closingBalance(cents(0), [])).toBe(0);
  });
});

describe('the default period', () => {
  it.each([
    ['2026-11-21', '2026-11-01', '2026-11-30'],
    ['2028-02-10', '2028-02-01', '2028-02-29'],
    ['2027-12-31', '2027-12-01', '2027-12-31'],
  ])('of %s is its month', (date, from, to) => {
    expect(monthAround(date)).toEqual({ from, to });
  });
});
