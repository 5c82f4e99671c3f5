import { cents } from '@core/money';
import { DATE_RANGE_MESSAGES } from '@core/schemas/date-range.schema';
import { STATISTICS_MESSAGES } from '@core/schemas/statistics.schema';
import { describe, expect, it } from 'vitest';
import {
  defaultStatisticsQuery,
  labelStep,
  parseStatisticsForm,
  periodAxisLabel,
  periodLabel,
  statisticsChartPoints,
  statisticsChartSummary,
  statisticsDocumentUrl,
  statisticsTableRows,
  type StatisticsData,
} from './statistics-figures';

const figures = {
  roomsAvailable: 124,
  roomsSold: 5,
  outOfOrder: 3,
  occupancy: 4,
  adr: '100.01',
  revpar: '4.03',
  roomRevenue: '500.03',
  tax1: '40.00',
  tax2: '25.00',
  extras: '0.00',
  closed: false,
};
const nothingSold = { ...figures, roomsSold: 0, occupancy: 0, adr: '0.00', revpar: '0.00', roomRevenue: '0.00' };
const data: StatisticsData = {
  rows: [
    { period: '2026-03', ...figures },
    { period: '2026-04', ...nothingSold, roomsAvailable: 60 },
  ],
  totals: { ...figures, roomsAvailable: 184, occupancy: 2.7 },
  channelMix: [],
};

describe('the statistics view', () => {
  it('opens on the last twelve months by month, this one to date on the hotel’s clock', () => {
    // 03:00 UTC on March 1 is still February 28 in New York.
    expect(defaultStatisticsQuery('America/New_York', new Date('2026-03-01T03:00:00Z'))).toEqual({
      from: '2025-03-01',
      to: '2026-02-28',
      groupBy: 'month',
    });
    expect(defaultStatisticsQuery('Europe/Paris', new Date('2026-03-01T03:00:00Z'))).toEqual({
      from: '2025-04-01',
      to: '2026-03-01',
      groupBy: 'month',
    });
    expect(defaultStatisticsQuery('Not/AZone', new Date('2026-07-15T16:00:00Z')).from).toBe('2025-08-01');
  });

  it.each([
    [
      { from: '2026-03-01', to: '2026-04-30', groupBy: 'day' },
      { query: { from: '2026-03-01', to: '2026-04-30', groupBy: 'day' } },
    ],
    [{ from: '', to: '2026-04-30', groupBy: 'month' }, { errors: { from: DATE_RANGE_MESSAGES.from } }],
    [{ from: '2026-03-01', to: '', groupBy: 'month' }, { errors: { to: DATE_RANGE_MESSAGES.to } }],
    [{ from: '2026-05-01', to: '2026-04-30', groupBy: 'month' }, { errors: { to: DATE_RANGE_MESSAGES.order } }],
    [{ from: '2026-01-01', to: '2029-01-01', groupBy: 'month' }, { errors: { to: STATISTICS_MESSAGES.span } }],
    [
      { from: '1999-12-01', to: '2000-01-31', groupBy: 'month' },
      { errors: { from: 'Date must be between 2000-01-01 and 2100-12-31' } },
    ],
  ])('reads the form %j as %j, asking nothing of the server when refused', (values, expected) => {
    expect(parseStatisticsForm(values)).toEqual(expected);
  });

  it('links the files of the statistics shown', () => {
    const query = { from: '2026-03-01', to: '2026-04-30', groupBy: 'month' as const };
    expect(statisticsDocumentUrl(query, 'pdf')).toBe(
      '/api/hotel/reports/statistics.pdf?from=2026-03-01&to=2026-04-30&groupBy=month',
    );
    expect(statisticsDocumentUrl({ ...query, groupBy: 'day' }, 'csv')).toBe(
      '/api/hotel/reports/statistics.csv?from=2026-03-01&to=2026-04-30&groupBy=day',
    );
  });

  it.each([
    ['2026-03', '2026-03-01', '2026-04-30', 'Mar 2026'],
    ['2026-03', '2026-03-15', '2026-04-30', 'Mar 15–31, 2026'],
    ['2026-04', '2026-03-15', '2026-04-10', 'Apr 1–10, 2026'],
    ['2026-02', '2026-02-28', '2026-02-28', 'Feb 28, 2026'],
    ['2024-02', '2024-01-01', '2024-12-31', 'Feb 2024'],
    ['2026-03-15', '2026-03-01', '2026-04-30', 'Sun 03/15/26'],
  ])('labels %s of %s to %s as %s', (period, from, to, label) => {
    expect(periodLabel(period, from, to)).toBe(label);
  });

  it('labels the chart’s bars short, with the year where it turns', () => {
    expect(periodAxisLabel('2026-03', true)).toBe('Mar 2026');
    expect(periodAxisLabel('2026-04', false)).toBe('Apr');
    expect(periodAxisLabel('2027-01', false)).toBe('Jan 2027');
    expect(periodAxisLabel('2026-03-05', false)).toBe('3/5');
    expect([12, 13, 31, 365, 1096].map((count) => labelStep(count))).toEqual([1, 2, 3, 31, 92]);
  });

  it('lists the periods then TOTAL', () => {
    const rows = statisticsTableRows(data, { from: '2026-03-01', to: '2026-04-15' });
    expect(rows.map((row) => [row.label, row.roomsAvailable, row.occupancy, row.adr])).toEqual([
      ['Mar 2026', 124, 4, '100.01'],
      ['Apr 1–15, 2026', 60, 0, '0.00'],
      ['TOTAL', 184, 2.7, '100.01'],
    ]);
    expect(rows[0]).not.toHaveProperty('period');
  });

  it('draws no ADR where nothing was sold, and says the chart in words', () => {
    const points = statisticsChartPoints(data, { from: '2026-03-01', to: '2026-04-15' });
    expect(points.map((point) => point.adr)).toEqual([cents(10001), null]);
    expect(statisticsChartSummary(points)).toBe(
      'Occupancy from 0.0% (Apr 1–15, 2026) to 4.0% (Mar 2026); ADR from $100.01 (Mar 2026) to $100.01 (Mar 2026).',
    );
    expect(statisticsChartSummary(points.slice(1))).toBe(
      'Occupancy from 0.0% (Apr 1–15, 2026) to 0.0% (Apr 1–15, 2026); no rooms sold, so no ADR.',
    );
    expect(statisticsChartSummary([])).toBe('No periods in the range.');
  });
});
