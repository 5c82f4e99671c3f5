import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError } from '../errors';
import { parseInput } from '../parse-input';
import { calendarDateSchema, moneySchema, nullableMoneySchema, optionalMoneySchema } from './common';

/**
 * Every zod schema exported from core/schemas (found by a glob import, so a new one is covered the day it
 * is written) takes hostile input without throwing: wrong types, huge strings, unicode, impossible
 * dates, negative and NaN money, SQL and HTML. It either answers one readable message or returns values
 * that are plain, finite and of bounded size. Fixed seeds keep CI deterministic.
 */

// Vite's glob import: every *.schema.ts of this folder, so a new one is covered without touching this file.
const modules = import.meta.glob<Record<string, unknown>>('./*.schema.ts', { eager: true });
const schemas = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
    .map(([exported, schema]) => ({ label: `${file.replace(/^\.\/|\.schema\.ts$/g, '')}.${exported}`, schema })),
);

/** The field names a schema reads, when it is (or wraps) an object: hostile values go under real keys too. */
function keysOf(schema: z.ZodType): string[] {
  const def = (schema as unknown as { def?: Record<string, unknown> }).def ?? {};
  if (def.type === 'object') return Object.keys((def.shape as Record<string, unknown>) ?? {});
  for (const inner of [def.in, def.innerType, def.schema]) {
    if (inner instanceof z.ZodType) return keysOf(inner);
  }
  return [];
}

const HOSTILE_TEXT = [
  "'; drop table booking; --",
  "Robert'); DELETE FROM guest WHERE ('1'='1",
  '<img src=x onerror=alert(1)>',
  '<script>alert(document.cookie)</script>',
  '2026-02-30',
  '2025-02-29',
  '2026-13-01',
  '0000-00-00',
  'NaN',
  '-1',
  '-0.01',
  'Infinity',
  '1e5',
  '12.345',
  '0x10',
  ' ',
  '',
  'Zoë Ångström 漢字 🏨 \u200b\u202e',
  '\u0000',
  '__proto__',
  'constructor',
];

/** Objects JSON.parse can build that make Number() and String() throw, or that smuggle prototype keys. */
const HOSTILE_OBJECTS = [
  { valueOf: 1, toString: 1 },
  JSON.parse('{"__proto__": {"isAdmin": true}}') as unknown,
  { constructor: { prototype: { polluted: true } } },
];

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.constantFrom(
    null,
    undefined,
    true,
    false,
    0,
    -1,
    -0.01,
    0.001,
    1e308,
    -1e308,
    2 ** 31,
    -(2 ** 31) - 1,
    Number.NaN,
    Infinity,
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ minLength: 3_000, maxLength: 6_000 }),
  fc.constant('A'.repeat(200_000)),
  fc.double(),
  fc.integer(),
  fc.constantFrom(...HOSTILE_OBJECTS),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.constant(Array.from({ length: 5_000 }, (_, index) => `2026-01-${String((index % 28) + 1).padStart(2, '0')}`)),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3, noNullPrototype: true }),
);

/** An object with some of the schema's own keys (and maybe a stranger) set to hostile values, or not an object at all. */
const hostileInput = (keys: string[]): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 1, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.array(hostileValue, { maxLength: 3 }) },
    {
      weight: 6,
      arbitrary: fc.dictionary(
        keys.length
          ? fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...keys) }, fc.string({ maxLength: 8 }))
          : fc.string({ maxLength: 8 }),
        hostileValue,
        { maxKeys: Math.max(1, keys.length), noNullPrototype: true },
      ),
    },
  );

/** What a schema may hand on: plain data, finite numbers, no string longer than the longest text field allows. */
function checkOutput(value: unknown, where = 'output'): void {
  if (typeof value === 'number') expect(Number.isFinite(value), `${where} is ${value}`).toBe(true);
  else if (typeof value === 'string') expect(value.length, `${where} is ${value.length} characters`).toBeLessThanOrEqual(5_000);
  else if (Array.isArray(value)) {
    expect(value.length, `${where} has ${value.length} items`).toBeLessThanOrEqual(1_000);
    value.forEach((item, index) => checkOutput(item, `${where}[${index}]`));
  } else if (value && typeof value === 'object') {
    if (value instanceof Date) expect(Number.isNaN(value.getTime())).toBe(false);
    else for (const [key, item] of Object.entries(value)) checkOutput(item, `${where}.${key}`);
  }
}

describe('every core schema under hostile input', () => {
  it('finds the schemas', () => {
    expect(schemas.length).toBeGreaterThanOrEqual(20);
    expect(schemas.map((entry) => entry.label)).toEqual(expect.arrayContaining(['guest.guestSchema', 'booking.bookingSchema']));
  });

  it.each(schemas.map((entry) => [entry.label, entry] as const))(
    '%s never throws, and answers a sentence or bounded values',
    (_label, { schema }) => {
      const keys = keysOf(schema);
      fc.assert(
        fc.property(hostileInput(keys), (input) => {
          const result = schema.safeParse(input);
          expect(({} as Record<string, unknown>).isAdmin, 'prototype polluted').toBeUndefined();
          if (result.success) {
            checkOutput(result.data);
            return;
          }
          // parseInput turns the first issue into the one message a person reads.
          try {
            parseInput(schema, input);
            expect.unreachable('parseInput accepted what safeParse refused');
          } catch (error) {
            expect(error).toBeInstanceOf(DomainError);
            expect((error as DomainError).code).toBe('INVALID_INPUT');
            expect((error as DomainError).message.length).toBeGreaterThan(3);
            expect((error as DomainError).message.length).toBeLessThan(400);
          }
        }),
        { seed: 20260214, numRuns: 150 },
      );
    },
  );
});

describe('money and dates', () => {
  const required = moneySchema('Amount is required');
  const optional = optionalMoneySchema('0.00');
  const nullable = nullableMoneySchema();
  const date = calendarDateSchema('Date is required', (text) => `${text} is not a date`);

  it.each([
    Number.NaN,
    Infinity,
    -Infinity,
    -0.01,
    -1,
    '-5',
    'NaN',
    'Infinity',
    '1e3',
    '12.345',
    '1,000.00',
    '$12',
    '12.5.1',
    '0x1F',
    1e20,
    {},
    [],
    true,
  ])('refuses %s as money', (value) => {
    for (const schema of [required, optional, nullable]) expect(schema.safeParse(value).success).toBe(false);
  });

  it('reads any whole-cent amount without drifting through floating point', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 9_999_999_999_99n }), (cents) => {
        const text = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
        expect(required.parse(text)).toBe(text);
        expect(required.parse(` ${text} `)).toBe(text);
      }),
      { seed: 7, numRuns: 300 },
    );
  });

  it.each([
    '2026-02-30',
    '2025-02-29',
    '2100-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-1-5',
    '26-01-05',
    '2026/01/05',
    'tomorrow',
  ])('refuses the impossible date %s', (text) => {
    expect(date.safeParse(text).success).toBe(false);
  });

  it('accepts every real date from 2000 to 2100 and refuses day 32 of any month', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }),
        (day) => {
          const text = day.toISOString().slice(0, 10);
          expect(date.parse(text)).toBe(text);
          expect(date.safeParse(`${text.slice(0, 8)}32`).success).toBe(false);
        },
      ),
      { seed: 11, numRuns: 300 },
    );
  });
});
