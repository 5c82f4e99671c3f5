import { describe, expect, it } from 'vitest';
import { mustSetUpTwoFactor } from './two-factor-state';

const person = (twoFactorRequired: boolean, twoFactorEnabled: boolean) => ({
  user: {
    __typename: 'SessionUser' as const,
    id: 1,
    name: 'Ada',
    email: 'ada@inn.test',
    role: 'Front Desk',
    twoFactorRequired,
    twoFactorEnabled,
  },
});

describe('mustSetUpTwoFactor', () => {
  it.each([
    [false, false, false],
    [false, true, false],
    [true, true, false],
    [true, false, true],
  ])('required %s, on %s: held at the set-up %s', (required, enabled, held) => {
    expect(mustSetUpTwoFactor(person(required, enabled))).toBe(held);
  });

  it('holds nobody while signed out', () => {
    expect(mustSetUpTwoFactor(null)).toBe(false);
  });
});
