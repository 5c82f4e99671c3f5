import { describe, expect, it } from 'vitest';
import { parseInput } from '../parse-input';
import { DATE_RANGE_MESSAGES } from './date-range.schema';
import { STATEMENT_SPAN_MESSAGE, statementQuerySchema } from './statement.schema';

describe('a statement query', () => {
  it('takes a range of up to 366 days, both ends counted, one day alone too', () => {
    expect(parseInput(statementQuerySchema, { from: '2028-01-01', to: '2028-12-31' })).toEqual({
      from: '2028-01-01',
      to: '2028-12-31',
    });
    expect(parseInput(statementQuerySchema, { from: '2026-11-05', to: '2026-11-05', inline: '1' })).toEqual({
      from: '2026-11-05',
      to: '2026-11-05',
    });
  });

  it.each([
    [{ to: '2026-12-31' }, DATE_RANGE_MESSAGES.from],
    [{ from: '2026-01-01' }, DATE_RANGE_MESSAGES.to],
    [{ from: '2026-12-01', to: '2026-11-30' }, DATE_RANGE_MESSAGES.order],
    [{ from: '2026-13-01', to: '2026-12-31' }, 'Date 2026-13-01 is not a valid date (YYYY-MM-DD)'],
    [{ from: '2026-11-01', to: 'tomorrow' }, 'Date tomorrow is not a valid date (YYYY-MM-DD)'],
    [{ from: '2026-01-01', to: '2027-01-02' }, STATEMENT_SPAN_MESSAGE],
  ])('refuses %j: %s', (query, message) => {
    expect(() => parseInput(statementQuerySchema, query)).toThrow(message);
  });
});
