import { describe, it, expect } from 'vitest';
import { cents, formatMoney, parseMoney } from './money';
import {
  ZERO_RATE,
  addRates,
  applyRate,
  formatPercent,
  formatRate,
  parseRate,
  rateFromPercent,
  roundHalfUpDiv,
  toCents,
} from './rate';

const RATE_MESSAGE = 'Tax rate must be a fraction between 0 and 1';

describe('parseRate', () => {
  it.each([
    ['0.0825', 82500n],
    ['0.08', 80000n],
    ['0.05', 50000n],
    ['.1', 100000n],
    ['0', 0n],
    ['-0', 0n],
    ['1', 1000000n],
    ['1.000', 1000000n],
    ['0.000001', 1n],
    ['0.082500', 82500n],
    ['0.08250000', 82500n],
    [' 0.07 ', 70000n],
    [0.0825, 82500n],
    [0.05, 50000n],
    [1, 1000000n],
  ] as const)('parses %j as %s micros', (input, micros) => {
    expect(parseRate(input)).toEqual({ micros });
  });

  it.each(['1.000001', '1.5', '8.25', '-0.01', '0.0000001', '', 'abc', '8%', '1e-2', 1e-7, -0.1, Number.NaN])(
    'rejects %j',
    (input) => {
      expect(() => parseRate(input)).toThrow(RATE_MESSAGE);
    },
  );
});

describe('formatRate', () => {
  it.each([
    ['0.08', '0.08'],
    ['0.0825', '0.0825'],
    ['0.05', '0.05'],
    ['0.1', '0.10'],
    ['0', '0.00'],
    ['1', '1.00'],
    ['0.000001', '0.000001'],
    ['0.123456', '0.123456'],
  ])('formats %s as %s', (input, expected) => {
    expect(formatRate(parseRate(input))).toBe(expected);
  });
});

describe('rateFromPercent', () => {
  it.each([
    ['8.25', '0.0825'],
    ['8', '0.08'],
    ['5', '0.05'],
    ['0', '0.00'],
    ['100', '1.00'],
    ['12.3456', '0.123456'],
    [8.25, '0.0825'],
    [7.5, '0.075'],
  ] as const)('turns %j percent into %s', (input, expected) => {
    expect(formatRate(rateFromPercent(input))).toBe(expected);
  });

  it.each(['100.01', '-1', '12.34567', 'x', ''])('rejects %j', (input) => {
    expect(() => rateFromPercent(input)).toThrow('Tax rate must be a percentage between 0 and 100');
  });
});

describe('formatPercent', () => {
  it.each([
    ['0.0825', 2, '8.25'],
    ['0.0825', 1, '8.3'],
    ['0.0825', 0, '8'],
    ['0.0825', 4, '8.2500'],
    ['0.08', 2, '8.00'],
    ['0.08', 1, '8.0'],
    ['0.0849', 1, '8.5'],
    ['0.0844', 1, '8.4'],
    ['0.123456', 2, '12.35'],
    ['0.123449', 2, '12.34'],
    ['1', 2, '100.00'],
    ['0', 2, '0.00'],
    ['0.000049', 2, '0.00'],
    ['0.00005', 2, '0.01'],
  ] as const)('%s with %i decimals is %s', (rate, decimals, expected) => {
    expect(formatPercent(parseRate(rate), decimals)).toBe(expected);
  });

  it('defaults to 2 decimals and refuses other precisions', () => {
    expect(formatPercent(parseRate('0.05'))).toBe('5.00');
    expect(() => formatPercent(parseRate('0.05'), 5)).toThrow('Percent decimals must be a whole number from 0 to 4');
  });
});

describe('applyRate', () => {
  it.each([
    ['300.00', '0.08', '24.00'],
    ['300.00', '0.05', '15.00'],
    ['100.00', '0.0825', '8.25'],
    ['0.06', '0.0825', '0.00'], // 0.495 cents
    ['0.07', '0.0825', '0.01'], // 0.5775 cents
    ['0.10', '0.05', '0.01'], // exactly half a cent rounds up
    ['0.30', '0.05', '0.02'], // 1.5 cents
    ['0.50', '0.01', '0.01'], // 0.5 cents
    ['0.49', '0.01', '0.00'], // 0.49 cents
    ['1234.56', '0.123456', '152.41'], // 15241.4739... cents
    ['99.99', '1', '99.99'],
    ['99.99', '0', '0.00'],
    ['-0.10', '0.05', '-0.01'], // halves go away from zero
  ])('%s × %s = %s', (amount, rate, expected) => {
    expect(formatMoney(applyRate(parseMoney(amount), parseRate(rate)))).toBe(expected);
  });

  it('stays exact for amounts where floating point would drift', () => {
    // 1.005 * 100 is 100.49999999999999 in floating point.
    expect(formatMoney(applyRate(cents(100500), parseRate('0.01')))).toBe('10.05');
    expect(formatMoney(applyRate(cents(201), parseRate('0.5')))).toBe('1.01');
  });
});

describe('roundHalfUpDiv', () => {
  it.each([
    [10n, 4n, 3n], // 2.5
    [9n, 4n, 2n], // 2.25
    [11n, 4n, 3n], // 2.75
    [0n, 7n, 0n],
    [7n, 7n, 1n],
    [1n, 3n, 0n],
    [2n, 3n, 1n],
    [-10n, 4n, -3n],
    [-9n, 4n, -2n],
    [10n, -4n, -3n],
    [-10n, -4n, 3n],
    [3390000n, 1130000n, 3n],
  ])('%s / %s = %s', (n, d, expected) => {
    expect(roundHalfUpDiv(n, d)).toBe(expected);
  });

  it('refuses division by zero', () => {
    expect(() => roundHalfUpDiv(1n, 0n)).toThrow('Cannot divide by zero');
  });
});

describe('helpers', () => {
  it('adds rates exactly and converts bigint cents safely', () => {
    expect(formatRate(addRates(parseRate('0.08'), parseRate('0.05'), ZERO_RATE))).toBe('0.13');
    expect(toCents(33900n)).toBe(33900);
    expect(() => toCents(BigInt(Number.MAX_SAFE_INTEGER) + 1n)).toThrow('Amount is too large');
  });
});
