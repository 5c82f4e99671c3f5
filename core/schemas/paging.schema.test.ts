import { describe, expect, it } from 'vitest';
import { parseInput } from '../parse-input';
import { pagingSchema } from './paging.schema';

describe('pagingSchema', () => {
  it.each([
    [{}, { limit: 500, offset: 0 }],
    [
      { limit: '20', offset: '40' },
      { limit: 20, offset: 40 },
    ],
    [
      { limit: '', offset: null },
      { limit: 500, offset: 0 },
    ],
    [{ limit: 1000 }, { limit: 1000, offset: 0 }],
  ])('reads %j', (input, expected) => {
    expect(parseInput(pagingSchema, input)).toEqual(expected);
  });

  it.each([
    [{ limit: '0' }, 'Limit must be between 1 and 1000'],
    [{ limit: '1001' }, 'Limit must be between 1 and 1000'],
    [{ limit: 'ten' }, 'Limit must be between 1 and 1000'],
    [{ offset: '-1' }, 'Offset must be a whole number of 0 or more'],
  ])('refuses %j', (input, message) => {
    expect(() => parseInput(pagingSchema, input)).toThrow(message);
  });
});
