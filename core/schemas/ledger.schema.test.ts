import { describe, expect, it } from 'vitest';
import { parseInput } from '../parse-input';
import { DATE_RANGE_MESSAGES } from './date-range.schema';
import { LEDGER_SPAN_MESSAGE, ledgerQuerySchema } from './ledger.schema';

describe('a ledger query', () => {
  it('takes a range of up to 366 days, both ends counted', () => {
    expect(parseInput(ledgerQuerySchema, { from: '2028-01-01', to: '2028-12-31' })).toEqual({
      from: '2028-01-01',
      to: '2028-12-31',
    });
    expect(parseInput(ledgerQuerySchema, { from: '2026-03-05', to: '2026-03-05' })).toEqual({
      from: '2026-03-05',
      to: '2026-03-05',
    });
  });

  it.each([
    [{ to: '2026-12-31' }, DATE_RANGE_MESSAGES.from],
    [{ from: '', to: '2026-12-31' }, DATE_RANGE_MESSAGES.from],
    [{ from: '2026-01-01' }, DATE_RANGE_MESSAGES.to],
    [{ from: '2026-02-01', to: '2026-01-31' }, DATE_RANGE_MESSAGES.order],
    [{ from: '2026-01-01', to: '2027-01-02' }, LEDGER_SPAN_MESSAGE],
    [{ from: '2026-01-01', to: '9999-12-31' }, 'Date must be between 2000-01-01 and 2100-12-31'],
  ])('refuses %j: %s', (query, message) => {
    expect(() => parseInput(ledgerQuerySchema, query)).toThrow(message);
  });
});
