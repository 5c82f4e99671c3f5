import { describe, expect, it } from 'vitest';
import { CODE_MESSAGE, formatRecoveryCode, isTotpCode, twoFactorCodeSchema } from './two-factor.schema';

describe('two-factor codes', () => {
  it('takes six digits or a ten-character recovery code as people type them', () => {
    expect(twoFactorCodeSchema.parse({ code: ' 123 456 ' }).code).toBe('123456');
    expect(twoFactorCodeSchema.parse({ code: 'ABCDE-12345' }).code).toBe('abcde12345');
    expect(isTotpCode('123456')).toBe(true);
    expect(isTotpCode('abcde12345')).toBe(false);
  });

  it('refuses anything else with one sentence', () => {
    for (const code of ['12345', '1234567', 'abc', '', null, 123456]) {
      const parsed = twoFactorCodeSchema.safeParse({ code });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(CODE_MESSAGE);
    }
  });

  it('shows a recovery code in two groups of five', () => {
    expect(formatRecoveryCode('abcde12345')).toBe('abcde-12345');
  });
});
