import { describe, expect, it } from 'vitest';
import { parseTypedDate, parseTypedMoney, typedDateSchema, typedMoneySchema } from './typed-values';

describe('parseTypedDate', () => {
  it.each([
    ['11/21/26', '2026-11-21'],
    ['11/21/2026', '2026-11-21'],
    ['2026-11-21', '2026-11-21'],
    ['1/5/27', '2027-01-05'],
    [' 01/05/2027 ', '2027-01-05'],
    ['12.31.26', '2026-12-31'],
    ['112126', '2026-11-21'],
    ['03102027', '2027-03-10'],
    ['02/29/28', '2028-02-29'],
  ])('reads %j as %s', (typed, expected) => {
    expect(parseTypedDate(typed)).toBe(expected);
  });

  it.each(['', '13/01/26', '02/30/26', '02/29/27', '2026-13-01', '11/21', 'tomorrow', '1/2/3', '11212026x'])(
    'refuses %j',
    (typed) => {
      expect(parseTypedDate(typed)).toBeNull();
    },
  );

  it('refuses what is not text', () => {
    expect(parseTypedDate(20261121)).toBeNull();
    expect(parseTypedDate(null)).toBeNull();
  });
});

describe('parseTypedMoney', () => {
  it.each([
    ['100', 10000],
    ['100.5', 10050],
    ['$1,250.50', 125050],
    ['$ 1,250', 125000],
    ['1,234,567.89', 123456789],
    ['0', 0],
    ['.75', 75],
    ['$0.10', 10],
    [' 99.90 ', 9990],
  ])('reads %j as %i cents', (typed, expected) => {
    expect(parseTypedMoney(typed)).toBe(expected);
  });

  it.each(['', '$', '-5', '12.345', '1,25', '12,50.00', 'abc', '1.2.3', '$$5', '5$'])('refuses %j', (typed) => {
    expect(parseTypedMoney(typed)).toBeNull();
  });
});

describe('the typed value schemas', () => {
  it('give the date and the cents, or the message', () => {
    expect(typedDateSchema.parse('04/01/27')).toBe('2027-04-01');
    expect(typedMoneySchema.parse('$1,010')).toBe(101000);
    expect(typedDateSchema.safeParse('04/31/27').error?.issues[0]?.message).toBe(
      'Dates must be MM/DD/YY, MM/DD/YYYY or YYYY-MM-DD',
    );
    expect(typedMoneySchema.safeParse('12.345').error?.issues[0]?.message).toBe(
      'Amounts must be numbers with at most 2 decimals',
    );
  });
});
