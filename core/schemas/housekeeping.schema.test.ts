import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { housekeepingUpdateSchema, roomBlockListSchema, roomBlockSchema } from './housekeeping.schema';

const firstMessage = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('housekeepingUpdateSchema', () => {
  it.each([
    [{ status: 'Dirty' }, { status: 'Dirty', note: undefined }],
    [
      { status: ' out of order ', note: ' Leaking tap ' },
      { status: 'Out of Order', note: 'Leaking tap' },
    ],
    [
      { status: 'clean', note: '' },
      { status: 'Clean', note: null },
    ],
    [
      { status: 'INSPECTED', note: null },
      { status: 'Inspected', note: null },
    ],
  ])('reads %j as %j', (input, expected) => {
    expect(housekeepingUpdateSchema.parse(input)).toEqual(expected);
  });

  it.each([
    [{}, 'Housekeeping status must be one of: Clean, Dirty, Inspected, Out of Order'],
    [{ status: 'Sparkling' }, 'Housekeeping status must be one of: Clean, Dirty, Inspected, Out of Order'],
    [{ status: 3 }, 'Housekeeping status must be one of: Clean, Dirty, Inspected, Out of Order'],
    [{ status: 'Dirty', note: 'x'.repeat(501) }, 'Must be at most 500 characters'],
    [null, 'The body must be an object'],
  ])('refuses %j with %j', (input, message) => {
    expect(firstMessage(housekeepingUpdateSchema, input)).toBe(message);
  });
});

describe('roomBlockSchema', () => {
  const valid = { roomId: 7, startDate: '2026-12-15', endDate: '2026-12-18', reason: ' New carpet ' };

  it('reads a block, its reason trimmed', () => {
    expect(roomBlockSchema.parse({ ...valid, roomId: '7' })).toEqual({ ...valid, reason: 'New carpet' });
  });

  it.each([
    [{ roomId: undefined }, 'Please select a room'],
    [{ roomId: 'abc' }, 'Please select a room'],
    [{ startDate: '' }, 'Please choose the start date'],
    [{ endDate: '2026-02-30' }, 'The end date 2026-02-30 is not a valid date (YYYY-MM-DD)'],
    [{ startDate: '1999-12-31' }, 'The start date must be between 2000-01-01 and 2100-12-31'],
    [{ endDate: '2026-12-15' }, 'The end date must be after the start date'],
    [{ endDate: '2026-12-01' }, 'The end date must be after the start date'],
    [{ reason: '  ' }, 'Please give a reason'],
    [{ reason: 'x'.repeat(201) }, 'The reason must be at most 200 characters'],
  ])('refuses %j with %j', (change, message) => {
    expect(firstMessage(roomBlockSchema, { ...valid, ...change })).toBe(message);
  });
});

describe('roomBlockListSchema', () => {
  it('takes either side of the window, or none', () => {
    expect(roomBlockListSchema.parse({})).toEqual({ from: null, to: null });
    expect(roomBlockListSchema.parse({ from: '2026-12-01' })).toEqual({ from: '2026-12-01', to: null });
  });

  it('refuses a window that ends before it starts', () => {
    expect(firstMessage(roomBlockListSchema, { from: '2026-12-05', to: '2026-12-05' })).toBe(
      'The To date must be after the From date',
    );
  });
});
