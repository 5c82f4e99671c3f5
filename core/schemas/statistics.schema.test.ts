import { describe, expect, it } from 'vitest';
import { parseInput } from '../parse-input';
import { DATE_RANGE_MESSAGES } from './date-range.schema';
import { STATISTICS_MESSAGES, statisticsQuerySchema } from './statistics.schema';

describe('a statistics query', () => {
  it('groups by month unless asked by day', () => {
    expect(parseInput(statisticsQuerySchema, { from: '2026-01-01', to: '2026-12-31' })).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
      groupBy: 'month',
    });
    expect(parseInput(statisticsQuerySchema, { from: '2026-01-01', to: '2026-01-01', groupBy: 'day' })).toMatchObject({
      groupBy: 'day',
    });
    expect(parseInput(statisticsQuerySchema, { from: '2026-01-01', to: '2028-12-31' })).toMatchObject({ to: '2028-12-31' });
  });

  it.each([
    [{ to: '2026-12-31' }, DATE_RANGE_MESSAGES.from],
    [{ from: '2026-01-01' }, DATE_RANGE_MESSAGES.to],
    [{ from: '2026-02-01', to: '2026-01-31' }, DATE_RANGE_MESSAGES.order],
    [{ from: '2026-01-01', to: '2029-01-01' }, STATISTICS_MESSAGES.span],
    [{ from: '2026-01-01', to: '2026-01-31', groupBy: 'week' }, STATISTICS_MESSAGES.groupBy],
    [{ from: '2026-02-30', to: '2026-03-31' }, 'Date 2026-02-30 is not a valid date (YYYY-MM-DD)'],
    [{ from: '1999-12-31', to: '2000-01-31' }, 'Date must be between 2000-01-01 and 2100-12-31'],
  ])('refuses %j: %s', (query, message) => {
    expect(() => parseInput(statisticsQuerySchema, query)).toThrow(message);
  });
});
