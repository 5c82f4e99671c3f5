import { describe, expect, it } from 'vitest';
import { cancelStaySchema, checkOutSchema, frontDeskQuerySchema, stayActionSchema } from './stay-action.schema';

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('stay action bodies', () => {
  it('reads a missing body as no version', () => {
    expect(stayActionSchema.parse(undefined)).toEqual({ version: null });
    expect(stayActionSchema.parse({ version: '3' })).toEqual({ version: 3 });
  });

  it.each([
    [undefined, false],
    [{}, false],
    [{ force: true }, true],
    [{ force: 'yes' }, true],
    [{ force: false }, false],
  ])('check-out %j forces: %s', (input, force) => {
    expect(checkOutSchema.parse(input).force).toBe(force);
  });

  it('refuses a force that is not a yes or no', () => {
    expect(message(checkOutSchema.safeParse({ force: 'later' }))).toBe('Force must be true or false');
  });

  it('keeps a cancellation reason trimmed, blank as none, 500 characters at most', () => {
    expect(cancelStaySchema.parse({ reason: '  Flight cancelled ' }).reason).toBe('Flight cancelled');
    expect(cancelStaySchema.parse({ reason: '  ' }).reason).toBeNull();
    expect(cancelStaySchema.parse(undefined).reason).toBeNull();
    expect(message(cancelStaySchema.safeParse({ reason: 'x'.repeat(501) }))).toBe('Must be at most 500 characters');
    expect(message(cancelStaySchema.safeParse([1]))).toBe('The body must be an object');
  });
});

describe('frontDeskQuerySchema', () => {
  it.each([
    [{}, null],
    [{ date: '' }, null],
    [{ date: '2026-12-15' }, '2026-12-15'],
  ])('%j -> %s', (query, date) => {
    expect(frontDeskQuerySchema.parse(query).date).toBe(date);
  });

  it.each(['2026-02-30', '12/15/2026', 'today'])('refuses %s', (date) => {
    expect(message(frontDeskQuerySchema.safeParse({ date }))).toBe(`Date ${date} is not a valid date (YYYY-MM-DD)`);
  });
});
