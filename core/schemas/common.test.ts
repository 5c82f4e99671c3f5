import { describe, it, expect } from 'vitest';
import { type z } from 'zod';
import {
  booleanSchema,
  calendarDateSchema,
  DATE_RANGE_MESSAGE,
  formatDecimal,
  fractionSchema,
  isCalendarDate,
  lenientIntSchema,
  moneySchema,
  nullableIdSchema,
  nullableMoneySchema,
  optionalCalendarDateSchema,
  optionalEmailSchema,
  optionalMoneySchema,
  parseDecimal,
  requiredIntSchema,
  requiredText,
  shiftDecimal,
  toTextList,
} from './common';

const firstMessage = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0].message;
};

describe('parseDecimal and formatDecimal', () => {
  it.each([
    [12, '12'],
    [12.5, '12.5'],
    ['12.50', '12.5'],
    ['0012.500', '12.5'],
    ['.5', '0.5'],
    ['5.', '5'],
    [' 7 ', '7'],
    ['-3.25', '-3.25'],
    ['-0', '0'],
    ['+4', '4'],
    [0, '0'],
  ])('%j reads as %j', (input, expected) => {
    const parts = parseDecimal(input);
    expect(parts && formatDecimal(parts)).toBe(expected);
  });

  it.each(['', ' ', '.', 'abc', '1,000', '1e3', '$5', '1.2.3', Number.NaN, Number.POSITIVE_INFINITY, 1e21, null, true])(
    '%j is not a decimal',
    (input) => {
      expect(parseDecimal(input)).toBeNull();
    },
  );

  it('pads to the asked number of decimals', () => {
    expect(formatDecimal({ negative: false, whole: '12', fraction: '5' }, 2)).toBe('12.50');
    expect(formatDecimal({ negative: false, whole: '0', fraction: '' }, 2)).toBe('0.00');
    expect(formatDecimal({ negative: false, whole: '1', fraction: '125' }, 2)).toBe('1.125');
  });

  it.each([
    ['8.25', -2, '0.0825'],
    ['100', -2, '1'],
    ['0.5', -2, '0.005'],
    ['0', -2, '0'],
    ['0.0825', 2, '8.25'],
    ['0.08', 2, '8'],
    ['1', 2, '100'],
    ['0.000001', 2, '0.0001'],
  ])('shifting %s by %i gives %s', (input, places, expected) => {
    expect(formatDecimal(shiftDecimal(parseDecimal(input)!, places))).toBe(expected);
  });
});

describe('moneySchema', () => {
  const schema = moneySchema('Daily rate is required', { negative: 'Rates must be 0 or more' });

  it.each([
    [12.5, '12.50'],
    ['12.5', '12.50'],
    ['79.99', '79.99'],
    [0, '0.00'],
    ['0', '0.00'],
    [' 100 ', '100.00'],
    ['0012.10', '12.10'],
    ['9999999999.99', '9999999999.99'],
  ])('%j becomes %j', (input, expected) => {
    expect(schema.parse(input)).toBe(expected);
  });

  it.each([
    [undefined, 'Daily rate is required'],
    [null, 'Daily rate is required'],
    ['', 'Daily rate is required'],
    ['  ', 'Daily rate is required'],
    [-1, 'Rates must be 0 or more'],
    ['-0.01', 'Rates must be 0 or more'],
    ['12.345', 'Amounts must be numbers with at most 2 decimals'],
    [0.1 + 0.2, 'Amounts must be numbers with at most 2 decimals'],
    ['abc', 'Amounts must be numbers with at most 2 decimals'],
    ['12345678901', 'Amounts must be numbers with at most 2 decimals'],
    [true, 'Amounts must be numbers with at most 2 decimals'],
  ])('%j is refused with %j', (input, message) => {
    expect(firstMessage(schema, input)).toBe(message);
  });

  it('optional money falls back when blank', () => {
    expect(optionalMoneySchema('0.00').parse(undefined)).toBe('0.00');
    expect(optionalMoneySchema('0.00').parse('')).toBe('0.00');
    expect(optionalMoneySchema('0.00').parse('5')).toBe('5.00');
    expect(firstMessage(optionalMoneySchema('0.00'), -5)).toBe('Amounts must be 0 or more');
    expect(nullableMoneySchema().parse(null)).toBeNull();
    expect(nullableMoneySchema().parse(15.5)).toBe('15.50');
  });
});

describe('fractionSchema', () => {
  const schema = fractionSchema('Tax rate must be a fraction between 0 and 1');

  it.each([
    [0.08, '0.08'],
    ['0.0800', '0.08'],
    ['0.0825', '0.0825'],
    ['0', '0'],
    [1, '1'],
    ['1.000000', '1'],
    ['0.123456', '0.123456'],
    ['.5', '0.5'],
  ])('%j becomes %j', (input, expected) => {
    expect(schema.parse(input)).toBe(expected);
  });

  it.each([undefined, '', '1.01', '2', '-0.1', '0.1234567', 'eight', 8.25])('%j is refused', (input) => {
    expect(firstMessage(schema, input)).toBe('Tax rate must be a fraction between 0 and 1');
  });
});

describe('booleanSchema', () => {
  it.each([
    [undefined, true, true],
    [null, false, false],
    ['', true, true],
    [true, false, true],
    [false, true, false],
    ['true', false, true],
    ['FALSE', true, false],
    ['1', false, true],
    ['0', true, false],
    [1, false, true],
    [0, true, false],
    ['yes', false, true],
    ['off', true, false],
  ])('%j with default %s is %s', (input, fallback, expected) => {
    expect(booleanSchema(fallback).parse(input)).toBe(expected);
  });

  it('refuses other values', () => {
    expect(firstMessage(booleanSchema(true, 'VIP must be true or false'), 'maybe')).toBe('VIP must be true or false');
    expect(firstMessage(booleanSchema(true), 2)).toBe('Must be true or false');
  });
});

describe('whole numbers', () => {
  const nights = lenientIntSchema({ fallback: 1, min: 1, max: 3650, message: 'Nights must be between 1 and 3650' });

  it.each([
    [undefined, 1],
    ['', 1],
    ['abc', 1],
    [null, 1],
    [3, 3],
    ['7', 7],
    [' 14 ', 14],
  ])('lenient %j is %i', (input, expected) => {
    expect(nights.parse(input)).toBe(expected);
  });

  it.each([0, -2, 1.5, 3651, '0'])('lenient %j is refused', (input) => {
    expect(firstMessage(nights, input)).toBe('Nights must be between 1 and 3650');
  });

  const start = requiredIntSchema({
    required: 'Start number is required',
    invalid: 'Start number is wrong',
    min: 0,
    max: 999,
  });

  it.each([
    [undefined, 'Start number is required'],
    ['', 'Start number is required'],
    [null, 'Start number is required'],
    ['abc', 'Start number is wrong'],
    [-1, 'Start number is wrong'],
    [1.5, 'Start number is wrong'],
    [1000, 'Start number is wrong'],
  ])('required %j is refused with %j', (input, message) => {
    expect(firstMessage(start, input)).toBe(message);
  });

  it('required accepts numbers and numeric text', () => {
    expect(start.parse('12')).toBe(12);
    expect(start.parse(0)).toBe(0);
  });

  const roomType = nullableIdSchema('Please choose a valid room type');

  it.each([
    [undefined, null],
    [null, null],
    ['', null],
    ['none', null],
    [3, 3],
    ['42', 42],
  ])('nullable id %j is %j', (input, expected) => {
    expect(roomType.parse(input)).toBe(expected);
  });

  it.each([0, -1, 1.5, 'abc', 2_147_483_648])('nullable id %j is refused', (input) => {
    expect(firstMessage(roomType, input)).toBe('Please choose a valid room type');
  });
});

describe('calendar dates', () => {
  it.each([
    ['2026-03-01', true],
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['2026-12-31', true],
    ['2026-02-29', false],
    ['1900-02-29', false],
    ['2026-02-30', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['2026-1-5', false],
    ['2026-03-01T00:00:00Z', false],
    ['03/01/2026', false],
    [20260301, false],
  ])('isCalendarDate(%j) is %s', (input, expected) => {
    expect(isCalendarDate(input)).toBe(expected);
  });

  it('required dates give their messages', () => {
    const schema = calendarDateSchema('Please select check-in date', (text) => `Invalid date: ${text}`);
    expect(schema.parse(' 2026-03-01 ')).toBe('2026-03-01');
    expect(firstMessage(schema, undefined)).toBe('Please select check-in date');
    expect(firstMessage(schema, '2026-02-30')).toBe('Invalid date: 2026-02-30');
    expect(firstMessage(calendarDateSchema('Pick a date'), 'soon')).toBe('Pick a date');
  });

  it("refuses a date before 2000 or after 2100 with the range message, or the field's own bounds", () => {
    const required = calendarDateSchema('Pick a date');
    const optional = optionalCalendarDateSchema(() => 'Not a date');
    for (const schema of [required, optional]) {
      expect(schema.parse('2000-01-01')).toBe('2000-01-01');
      expect(schema.parse('2100-12-31')).toBe('2100-12-31');
      expect(firstMessage(schema, '9999-12-31')).toBe(DATE_RANGE_MESSAGE);
      expect(firstMessage(schema, '1999-12-31')).toBe('Date must be between 2000-01-01 and 2100-12-31');
    }
    const hired = optionalCalendarDateSchema(() => 'Not a date', { min: '1900-01-01', message: 'Hire date out of range' });
    expect(hired.parse('1987-06-01')).toBe('1987-06-01');
    expect(firstMessage(hired, '2101-01-01')).toBe('Hire date out of range');
  });

  it('optional dates become null when blank', () => {
    const schema = optionalCalendarDateSchema(() => 'Hire date must be a valid date');
    expect(schema.parse('')).toBeNull();
    expect(schema.parse(undefined)).toBeNull();
    expect(schema.parse('2025-06-15')).toBe('2025-06-15');
    expect(firstMessage(schema, '2025-06-31')).toBe('Hire date must be a valid date');
  });
});

describe('text helpers', () => {
  it('requiredText takes its own too-long message', () => {
    const schema = requiredText('Room number is required', 3, 'Room number must be at most 3 characters');
    expect(schema.parse(' 101 ')).toBe('101');
    expect(firstMessage(schema, '   ')).toBe('Room number is required');
    expect(firstMessage(schema, '1010')).toBe('Room number must be at most 3 characters');
    expect(firstMessage(requiredText('Name is required', 3), '1010')).toBe('Must be at most 3 characters');
  });

  it('optionalEmailSchema accepts blanks and valid addresses only', () => {
    expect(optionalEmailSchema.parse('')).toBeNull();
    expect(optionalEmailSchema.parse(undefined)).toBeNull();
    expect(optionalEmailSchema.parse(' Ann@Example.COM ')).toBe('ann@example.com');
    expect(firstMessage(optionalEmailSchema, 'not-an-email')).toBe('Please enter a valid email address');
  });

  it.each([
    [undefined, []],
    [null, []],
    ['', []],
    ['a, b ,,c', ['a', 'b', 'c']],
    [
      [' a ', '', 'b'],
      ['a', 'b'],
    ],
  ])('toTextList(%j) is %j', (input, expected) => {
    expect(toTextList(input)).toEqual(expected);
  });

  it.each([[[1, 2]], [{}], [5]])('toTextList(%j) is null', (input) => {
    expect(toTextList(input)).toBeNull();
  });
});
