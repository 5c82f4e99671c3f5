import { describe, expect, it } from 'vitest';
import { buildDailyReport, occupancyPercent } from './daily-report';
import { cents } from './money';

describe('the daily report', () => {
  it('lists every offered payment method, then the others typed that day, and totals them', () => {
    const report = buildDailyReport('2026-11-22', {
      arrivals: 2,
      departures: 1,
      inHouse: 3,
      rooms: 8,
      roomRevenue: cents(30000),
      taxes: cents(3900),
      extras: cents(1500),
      payments: [
        { method: 'Cash', amount: cents(10000) },
        { method: 'Voucher', amount: cents(2500) },
        { method: 'Credit Card', amount: cents(-4000) },
      ],
    });
    expect(report.paymentsByMethod).toEqual([
      { method: 'Cash', amount: 10000 },
      { method: 'Credit Card', amount: -4000 },
      { method: 'Debit Card', amount: 0 },
      { method: 'Check', amount: 0 },
      { method: 'Bank Transfer', amount: 0 },
      { method: 'Other', amount: 0 },
      { method: 'Voucher', amount: 2500 },
    ]);
    expect(report).toMatchObject({ occupancyRate: 37.5, totalPayments: 8500, arrivals: 2, departures: 1, inHouse: 3 });
  });

  it('has no occupancy without rooms, and one decimal otherwise', () => {
    expect(occupancyPercent(0, 0)).toBe(0);
    expect(occupancyPercent(1, 3)).toBe(33.3);
    expect(occupancyPercent(2, 3)).toBe(66.7);
  });
});
