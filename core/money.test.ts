import { describe, it, expect } from 'vitest';
import { DomainError } from './errors';
import {
  ZERO,
  addMoney,
  cents,
  formatBalance,
  formatMoney,
  formatUsd,
  multiplyCents,
  parseMoney,
  subtractMoney,
  sumMoney,
} from './money';

const MESSAGE = 'Amount must be a number with at most 2 decimals';

describe('cents', () => {
  it('brands safe integers', () => {
    expect(cents(12345)).toBe(12345);
    expect(cents(-5)).toBe(-5);
    expect(Object.is(cents(-0), 0)).toBe(true);
    expect(ZERO).toBe(0);
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])('rejects %s', (n) => {
    expect(() => cents(n)).toThrow(DomainError);
  });
});

describe('parseMoney', () => {
  it.each([
    ['12', 1200],
    ['12.3', 1230],
    ['12.34', 1234],
    ['0.01', 1],
    ['.5', 50],
    ['12.', 1200],
    ['-0', 0],
    ['-5', -500],
    ['-5.25', -525],
    ['+7.10', 710],
    ['  339.00 ', 33900],
    ['12.500', 1250],
    ['007.05', 705],
    ['90071992547409.91', 9007199254740991],
    [12.34, 1234],
    [0.1, 10],
    [339, 33900],
    [-0, 0],
    [-12.5, -1250],
  ] as const)('parses %j as %i cents', (input, expected) => {
    expect(parseMoney(input)).toBe(expected);
  });

  it('never produces -0', () => {
    expect(Object.is(parseMoney('-0'), 0)).toBe(true);
    expect(Object.is(parseMoney('-0.00'), 0)).toBe(true);
  });

  it.each([
    '12.345',
    '0.001',
    '',
    ' ',
    '.',
    '-',
    'abc',
    '12a',
    '1,234.50',
    '$5',
    '1e3',
    '1E3',
    '12.3.4',
    'NaN',
    'Infinity',
    '- 5',
    0.1 + 0.2,
    1e21,
    1e-7,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
  ])('rejects %j', (input) => {
    expect(() => parseMoney(input)).toThrow(MESSAGE);
  });

  it('rejects amounts beyond what cents can hold exactly', () => {
    expect(() => parseMoney('90071992547409.92')).toThrow('Amount is too large');
  });

  it('rejects non-string, non-number input with the money message', () => {
    expect(() => parseMoney(null as unknown as string)).toThrow(MESSAGE);
  });
});

describe('formatMoney', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [50, '0.50'],
    [33900, '339.00'],
    [123450, '1234.50'],
    [123456789, '1234567.89'],
    [-500, '-5.00'],
    [-1, '-0.01'],
  ])('formats %i as %s', (input, expected) => {
    expect(formatMoney(cents(input))).toBe(expected);
  });

  it('round-trips through parseMoney', () => {
    for (const text of ['0.00', '0.07', '12.30', '-5.00', '1234567.89']) {
      expect(formatMoney(parseMoney(text))).toBe(text);
    }
  });
});

describe('formatUsd', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [99999, '$999.99'],
    [100000, '$1,000.00'],
    [123450, '$1,234.50'],
    [123456789, '$1,234,567.89'],
    [-500, '-$5.00'],
    [-123450, '-$1,234.50'],
  ])('formats %i as %s', (input, expected) => {
    expect(formatUsd(cents(input))).toBe(expected);
  });
});

describe('formatBalance', () => {
  it.each([
    [33900, '$339.00'],
    [0, '$0.00'],
    [-15121, 'Credit $151.21'],
    [-123450, 'Credit $1,234.50'],
  ])('shows a balance of %i cents as %s', (input, expected) => {
    expect(formatBalance(cents(input))).toBe(expected);
  });
});

describe('arithmetic', () => {
  it('adds, subtracts, multiplies and sums in whole cents', () => {
    expect(formatMoney(addMoney(parseMoney('0.10'), parseMoney('0.20')))).toBe('0.30');
    expect(formatMoney(addMoney())).toBe('0.00');
    expect(formatMoney(subtractMoney(parseMoney('339.00'), parseMoney('100.01')))).toBe('238.99');
    expect(formatMoney(subtractMoney(parseMoney('5'), parseMoney('7.5')))).toBe('-2.50');
    expect(formatMoney(multiplyCents(parseMoney('100.00'), 3))).toBe('300.00');
    expect(formatMoney(multiplyCents(parseMoney('33.33'), 3))).toBe('99.99');
    expect(formatMoney(sumMoney([parseMoney('0.01'), parseMoney('0.02'), parseMoney('1.10')]))).toBe('1.13');
    expect(formatMoney(sumMoney([]))).toBe('0.00');
  });

  it('refuses non-integer factors and overflow', () => {
    expect(() => multiplyCents(cents(100), 1.5)).toThrow('Factor must be a whole number');
    expect(() => multiplyCents(cents(Number.MAX_SAFE_INTEGER), 2)).toThrow('Amount is too large');
    expect(() => sumMoney([cents(Number.MAX_SAFE_INTEGER), cents(1), cents(-1)])).toThrow('Amount is too large');
  });

  it('does not mutate its input list', () => {
    const list = [cents(1), cents(2)];
    sumMoney(list);
    expect(list).toEqual([1, 2]);
  });
});
