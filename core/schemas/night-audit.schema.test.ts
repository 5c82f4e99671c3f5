import { describe, expect, it } from 'vitest';
import { parseInput } from '../parse-input';
import { CLOSE_DAY_MESSAGE, closeDaySchema } from './night-audit.schema';

describe('a night audit request', () => {
  it('takes one date to close or the last date to close through', () => {
    expect(parseInput(closeDaySchema, { date: '2026-11-27' })).toEqual({ date: '2026-11-27' });
    expect(parseInput(closeDaySchema, { through: '2026-11-27' })).toEqual({ through: '2026-11-27' });
  });

  it.each([
    [{}, CLOSE_DAY_MESSAGE],
    [null, CLOSE_DAY_MESSAGE],
    ['x', CLOSE_DAY_MESSAGE],
    [{ date: '2026-11-27', through: '2026-11-28' }, CLOSE_DAY_MESSAGE],
    [{ date: '11/27/26' }, 'Date 11/27/26 is not a valid date (YYYY-MM-DD)'],
    [{ date: '2026-02-30' }, 'Date 2026-02-30 is not a valid date (YYYY-MM-DD)'],
    [{ through: '9999-12-31' }, 'Date must be between 2000-01-01 and 2100-12-31'],
  ])('refuses %j: %s', (body, message) => {
    expect(() => parseInput(closeDaySchema, body)).toThrow(message);
  });
});
