import { describe, expect, it } from 'vitest';
import { cents } from './money';
import { channelMix, statisticsFigures, statisticsPeriods, statisticsTotals, type PeriodFigures } from './statistics';

describe('the periods of a range', () => {
  it('cuts the months at the range', () => {
    expect(statisticsPeriods('2026-11-15', '2027-01-10', 'month')).toEqual([
      { period: '2026-11', start: '2026-11-15', stop: '2026-12-01' },
      { period: '2026-12', start: '2026-12-01', stop: '2027-01-01' },
      { period: '2027-01', start: '2027-01-01', stop: '2027-01-11' },
    ]);
    expect(statisticsPeriods('2028-02-01', '2028-02-29', 'month')).toEqual([
      { period: '2028-02', start: '2028-02-01', stop: '2028-03-01' },
    ]);
  });

  it('gives each day of a range by day', () => {
    expect(statisticsPeriods('2026-12-30', '2027-01-01', 'day').map((row) => row.period)).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
  });
});

const figures = (over: Partial<PeriodFigures>): PeriodFigures => ({
  roomsAvailable: 0,
  roomsSold: 0,
  outOfOrder: 0,
  roomRevenue: cents(0),
  tax1: cents(0),
  tax2: cents(0),
  extras: cents(0),
  closed: false,
  ...over,
});

describe('the ratios', () => {
  it.each([
    // available, sold, revenue (cents), occupancy, adr, revpar
    [300, 225, 2_250_000, 75, 10000, 7500],
    [31, 1, 10001, 3.2, 10001, 323],
    [3, 2, 1001, 66.7, 501, 334],
    [8, 1, 100, 12.5, 100, 13],
    [40, 0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0],
  ])('%i available, %i sold, %i cents: %d%%, ADR %i, RevPAR %i', (available, sold, revenue, occupancy, adr, revpar) => {
    expect(statisticsFigures(figures({ roomsAvailable: available, roomsSold: sold, roomRevenue: cents(revenue) }))).toMatchObject(
      { occupancy, adr, revpar },
    );
  });

  it('totals the sums and takes the ratios again over them', () => {
    const totals = statisticsTotals([
      figures({ roomsAvailable: 30, roomsSold: 15, roomRevenue: cents(150_000), tax1: cents(12_000), closed: true }),
      figures({ roomsAvailable: 31, roomsSold: 0, outOfOrder: 2, extras: cents(2_500), closed: false }),
    ]);
    expect(totals).toEqual({
      roomsAvailable: 61,
      roomsSold: 15,
      outOfOrder: 2,
      roomRevenue: 150_000,
      tax1: 12_000,
      tax2: 0,
      extras: 2_500,
      closed: false,
      occupancy: 24.6,
      adr: 10_000,
      revpar: 2_459,
    });
  });
});

describe('the channel mix', () => {
  it('lists every source, with its room-nights and revenue and their shares of the range', () => {
    expect(
      channelMix({
        Desk: { roomNights: 6, roomRevenue: cents(60000) },
        Online: { roomNights: 3, roomRevenue: cents(33333) },
      }),
    ).toEqual([
      { source: 'Desk', roomNights: 6, roomRevenue: cents(60000), roomNightsShare: 66.7, roomRevenueShare: 64.3 },
      { source: 'Online', roomNights: 3, roomRevenue: cents(33333), roomNightsShare: 33.3, roomRevenueShare: 35.7 },
      { source: 'Batch', roomNights: 0, roomRevenue: cents(0), roomNightsShare: 0, roomRevenueShare: 0 },
    ]);
  });

  it('has no shares when nothing was sold', () => {
    expect(channelMix({}).map((row) => [row.source, row.roomNightsShare, row.roomRevenueShare])).toEqual([
      ['Desk', 0, 0],
      ['Online', 0, 0],
      ['Batch', 0, 0],
    ]);
  });
});
