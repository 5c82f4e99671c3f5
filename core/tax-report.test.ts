import { describe, expect, it } from 'vitest';
import { cents, ZERO } from './money';
import { buildTaxReport, exemptReason, taxCovers, type MonthStay, type ReportTax } from './tax-report';

const TEXAS: ReportTax = {
  taxRateId: 1,
  name: 'State Occupancy',
  applyTo: ['all'],
  longStay: { nights: 30, mode: 'exempt-after', agreementExempts: true, earlyDepartureDue: true },
};
const CITY: ReportTax = {
  taxRateId: 2,
  name: 'City Fee',
  applyTo: ['daily'],
  longStay: { nights: 30, mode: 'exempt-after', agreementExempts: false, earlyDepartureDue: false },
};
const OLD: ReportTax = { taxRateId: 3, name: 'Old Tax', applyTo: ['all'], longStay: null };

const taxed = (rateId: number | null, taxedRevenue: number, exemptNights: number, tax: number) => ({
  rateId,
  taxedRevenue: cents(taxedRevenue),
  exemptNights,
  tax: cents(tax),
});

/** A Daily stay of 30 nights in the month at 100.00, its last 12 untaxed by both taxes (Texas and the city's). */
const daily: MonthStay = {
  bookingId: 10,
  guest: 'Crew, Road',
  room: '101',
  rateType: 'Daily',
  agreement: false,
  nights: 30,
  roomRevenue: cents(300000),
  taxes: { 'Tax 1': taxed(1, 180000, 12, 10800), 'Tax 2': taxed(2, 180000, 12, 3600) },
};
/** A Monthly stay: every night exempt by its rate under Tax 1, Tax 2 (daily only) not counting it. */
const monthly: MonthStay = {
  bookingId: 11,
  guest: 'Nurse, Travel',
  room: '102',
  rateType: 'Monthly',
  agreement: false,
  nights: 30,
  roomRevenue: cents(150000),
  taxes: { 'Tax 1': taxed(1, 150000, 0, 0), 'Tax 2': taxed(2, 150000, 0, 0) },
};
/** An agreement: untaxed from night 1 under Texas (its agreement exempts), past night 30 only under the city's. */
const agreement: MonthStay = {
  bookingId: 12,
  guest: 'Resident, Ann',
  room: '103',
  rateType: 'Daily',
  agreement: true,
  nights: 10,
  roomRevenue: cents(80000),
  taxes: { 'Tax 1': taxed(1, 0, 10, 0), 'Tax 2': taxed(2, 40000, 5, 800) },
};

const current = { 'Tax 1': TEXAS, 'Tax 2': CITY };

describe('the tax report of a month', () => {
  it('splits each tax’s room revenue into taxable and exempt by reason, and lists the exempt stays once per reason', () => {
    const report = buildTaxReport({
      month: '2026-04',
      rates: [TEXAS, CITY, OLD],
      current,
      stays: [daily, monthly, agreement],
      lines: [
        { taxRateId: 1, kind: 'Long-stay refund', amount: cents(-5000) },
        { taxRateId: 1, kind: 'Long-stay tax due', amount: cents(2400) },
        { taxRateId: 1, kind: 'Long-stay refund', amount: cents(-100) },
      ],
    });
    expect(report.byTax).toEqual([
      {
        taxRateId: 1,
        name: 'State Occupancy',
        roomRevenue: cents(530000),
        taxableRevenue: cents(180000),
        exemptRevenue: { monthlyRate: cents(150000), longStay: cents(120000), agreement: cents(80000) },
        taxCharged: cents(10800),
        refunds: cents(-5100),
        due: cents(2400),
      },
      {
        taxRateId: 2,
        name: 'City Fee',
        roomRevenue: cents(380000),
        taxableRevenue: cents(220000),
        exemptRevenue: { monthlyRate: ZERO, longStay: cents(160000), agreement: ZERO },
        taxCharged: cents(4400),
        refunds: ZERO,
        due: ZERO,
      },
    ]);
    for (const row of report.byTax) {
      const { monthlyRate, longStay, agreement: agreed } = row.exemptRevenue;
      expect(row.taxableRevenue + monthlyRate + longStay + agreed).toBe(row.roomRevenue);
    }
    expect(report.exemptStays).toEqual([
      { bookingId: 10, guest: 'Crew, Road', room: '101', nights: 12, exemptRevenue: cents(120000), reason: 'Long stay' },
      { bookingId: 11, guest: 'Nurse, Travel', room: '102', nights: 30, exemptRevenue: cents(150000), reason: 'Monthly rate' },
      { bookingId: 12, guest: 'Resident, Ann', room: '103', nights: 5, exemptRevenue: cents(40000), reason: 'Long stay' },
      { bookingId: 12, guest: 'Resident, Ann', room: '103', nights: 10, exemptRevenue: cents(80000), reason: 'Agreement' },
    ]);
  });

  it('counts a booking older than the rule under the current taxes, and one priced with an older rate under that rate', () => {
    const older: MonthStay = {
      ...daily,
      bookingId: 20,
      taxes: { 'Tax 1': taxed(null, 300000, 0, 24000), 'Tax 2': taxed(null, 300000, 0, 0) },
    };
    const formerRate: MonthStay = {
      ...daily,
      bookingId: 21,
      taxes: { 'Tax 1': taxed(3, 300000, 0, 15000), 'Tax 2': taxed(null, 300000, 0, 0) },
    };
    const report = buildTaxReport({
      month: '2026-04',
      rates: [TEXAS, CITY, OLD],
      current,
      stays: [older, formerRate],
      lines: [],
    });
    expect(report.byTax.map((row) => [row.taxRateId, row.roomRevenue, row.taxableRevenue, row.taxCharged])).toEqual([
      [1, cents(300000), cents(300000), cents(24000)],
      [2, cents(600000), cents(600000), ZERO],
      [3, cents(300000), cents(300000), cents(15000)],
    ]);
    expect(report.exemptStays).toEqual([]);
  });

  it('lists the current taxes in a quiet month, and the settings’ taxes when the hotel has no tax rate', () => {
    const fallback = (name: string): ReportTax => ({ taxRateId: null, name, applyTo: ['daily', 'weekly'], longStay: null });
    const report = buildTaxReport({
      month: '2026-04',
      rates: [],
      current: { 'Tax 1': fallback('Sales Tax'), 'Tax 2': fallback('Lodging') },
      stays: [
        { ...daily, taxes: { 'Tax 1': taxed(null, 300000, 0, 24000), 'Tax 2': taxed(null, 300000, 0, 15000) } },
        { ...monthly, taxes: { 'Tax 1': taxed(null, 150000, 0, 0), 'Tax 2': taxed(null, 150000, 0, 0) } },
      ],
      lines: [],
    });
    expect(report.byTax.map((row) => [row.taxRateId, row.name, row.roomRevenue, row.taxCharged])).toEqual([
      [null, 'Sales Tax', cents(300000), cents(24000)],
      [null, 'Lodging', cents(300000), cents(15000)],
    ]);
    expect(
      buildTaxReport({ month: '2026-04', rates: [TEXAS], current: { 'Tax 1': TEXAS, 'Tax 2': null }, stays: [], lines: [] }),
    ).toEqual({
      month: '2026-04',
      byTax: [
        {
          taxRateId: 1,
          name: 'State Occupancy',
          roomRevenue: ZERO,
          taxableRevenue: ZERO,
          exemptRevenue: { monthlyRate: ZERO, longStay: ZERO, agreement: ZERO },
          taxCharged: ZERO,
          refunds: ZERO,
          due: ZERO,
        },
      ],
      exemptStays: [],
    });
  });

  it.each([
    [['all'], 'Monthly', true],
    [['daily', 'weekly'], 'Monthly', false],
    [['monthly'], 'Monthly', true],
    [['daily'], 'Weekly', false],
    [['weekly'], 'Weekly', true],
  ] as const)('a tax applying to %j counts a %s stay: %s', (applyTo, rateType, covers) => {
    expect(taxCovers({ applyTo }, rateType)).toBe(covers);
  });

  it.each([
    ['Monthly', false, TEXAS, 'Monthly rate'],
    ['Monthly', true, TEXAS, 'Monthly rate'],
    ['Daily', true, TEXAS, 'Agreement'],
    ['Daily', true, CITY, 'Long stay'],
    ['Weekly', false, TEXAS, 'Long stay'],
  ] as const)('a %s stay (agreement %s) under %o is exempt as %s', (rateType, agreed, tax, reason) => {
    expect(exemptReason(tax, { rateType, agreement: agreed })).toBe(reason);
  });
});
