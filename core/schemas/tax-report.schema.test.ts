import { describe, expect, it } from 'vitest';
import { parseInput } from '../parse-input';
import { TAX_REPORT_MESSAGES, taxReportQuerySchema } from './tax-report.schema';

describe('a tax report query', () => {
  it('takes a month written YYYY-MM', () => {
    expect(parseInput(taxReportQuerySchema, { month: '2026-04' })).toEqual({ month: '2026-04' });
    expect(parseInput(taxReportQuerySchema, { month: ' 2026-12 ' })).toEqual({ month: '2026-12' });
  });

  it.each([
    [{}, TAX_REPORT_MESSAGES.month],
    [{ month: '' }, TAX_REPORT_MESSAGES.month],
    [{ month: '2026-13' }, 'Month 2026-13 is not a month written YYYY-MM, like 2026-04'],
    [{ month: '2026-00' }, 'Month 2026-00 is not a month written YYYY-MM, like 2026-04'],
    [{ month: '2026-4' }, 'Month 2026-4 is not a month written YYYY-MM, like 2026-04'],
    [{ month: '2026-04-01' }, 'Month 2026-04-01 is not a month written YYYY-MM, like 2026-04'],
    [{ month: '1999-12' }, 'Month must be between 2000-01 and 2100-12'],
  ])('refuses %j: %s', (query, message) => {
    expect(() => parseInput(taxReportQuerySchema, query)).toThrow(message);
  });
});
