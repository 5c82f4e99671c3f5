import { describe, expect, it } from 'vitest';
import { BOARD_PAGE_MAX, boardPageSchema } from './board.schema';

const range = { from: '2026-11-26', to: '2026-12-10' };

describe('boardPageSchema', () => {
  it('takes a slice of rooms over a window', () => {
    expect(boardPageSchema.parse({ ...range, offset: 9_900, limit: 100 })).toEqual({ ...range, offset: 9_900, limit: 100 });
  });

  it.each([
    [{ ...range, offset: -1, limit: 10 }, 'Offset must be a whole number of 0 or more'],
    [{ ...range, offset: 1.5, limit: 10 }, 'Offset must be a whole number of 0 or more'],
    [{ ...range, offset: 0, limit: 0 }, `Limit must be between 1 and ${BOARD_PAGE_MAX}`],
    [{ ...range, offset: 0, limit: BOARD_PAGE_MAX + 1 }, `Limit must be between 1 and ${BOARD_PAGE_MAX}`],
    [{ from: '2026-11-26', to: '2027-02-26', offset: 0, limit: 10 }, 'The range can span at most 62 days'],
    [{ from: '2026-11-26', to: '2026-11-26', offset: 0, limit: 10 }, 'The end date must be after the start date'],
  ])('refuses %j: %s', (input, message) => {
    const result = boardPageSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});
