import { describe, expect, it } from 'vitest';
import { editVersionSchema, VERSION_MESSAGE } from './record-version.schema';

describe('editVersionSchema', () => {
  it.each([
    [{}, null],
    [{ version: null }, null],
    [{ version: '' }, null],
    [{ version: 1 }, 1],
    [{ version: '12' }, 12],
    [{ version: 7, guest: 'Smith, John' }, 7],
  ])('%j -> %s', (body, version) => {
    expect(editVersionSchema.parse(body)).toEqual({ version });
  });

  it.each([0, -1, 1.5, 'two', true, [1], { n: 1 }, 2_147_483_648])('refuses %j', (version) => {
    const parsed = editVersionSchema.safeParse({ version });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(VERSION_MESSAGE);
  });
});
