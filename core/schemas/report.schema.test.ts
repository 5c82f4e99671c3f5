import { describe, it, expect } from 'vitest';
import { reportParamsSchema, reportYearSchema } from './report.schema';

describe('report year', () => {
  it.each([
    [2020, 2020],
    ['2026', 2026],
    [' 2100 ', 2100],
  ])('%j is %i', (input, expected) => {
    expect(reportYearSchema.parse(input)).toBe(expected);
  });

  it.each([2019, 2101, '1999', 'abc', '', 2025.5, undefined, null])('%j is refused', (input) => {
    const result = reportYearSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('Year must be between 2020 and 2100');
  });

  it('reads route params', () => {
    expect(reportParamsSchema.parse({ year: '2025' })).toEqual({ year: 2025 });
    expect(reportParamsSchema.safeParse({}).error?.issues[0].message).toBe('Year must be between 2020 and 2100');
  });
});
