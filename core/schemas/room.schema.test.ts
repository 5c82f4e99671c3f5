import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import { bulkPreview, bulkRoomNumbers, bulkRoomsSchema, roomSchema, roomTypeSchema } from './room.schema';

const firstMessage = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0].message;
};

describe('roomTypeSchema', () => {
  const valid = { name: ' Standard Queen ', dailyRate: 79.99, weeklyRate: '450', monthlyRate: '1500.5' };

  it('trims the name and keeps rates as money text', () => {
    expect(roomTypeSchema.parse(valid)).toEqual({
      name: 'Standard Queen',
      dailyRate: '79.99',
      weeklyRate: '450.00',
      monthlyRate: '1500.50',
    });
  });

  it.each([
    [{ name: '  ' }, 'Room type name is required'],
    [{ name: undefined }, 'Room type name is required'],
    [{ name: 'x'.repeat(101) }, 'Room type name must be at most 100 characters'],
    [{ dailyRate: '' }, 'Daily rate is required'],
    [{ weeklyRate: undefined }, 'Weekly rate is required'],
    [{ monthlyRate: null }, 'Monthly rate is required'],
    [{ dailyRate: -1 }, 'Rates must be 0 or more'],
    [{ monthlyRate: '-10.00' }, 'Rates must be 0 or more'],
    [{ weeklyRate: '10.555' }, 'Rates must be numbers with at most 2 decimals'],
    [{ weeklyRate: 'ten' }, 'Rates must be numbers with at most 2 decimals'],
  ])('%j is refused with %j', (change, message) => {
    expect(firstMessage(roomTypeSchema, { ...valid, ...change })).toBe(message);
  });

  it.each([
    ['dailyRate', 'Daily rate is required'],
    ['weeklyRate', 'Weekly rate is required'],
    ['monthlyRate', 'Monthly rate is required'],
  ] as const)('a body without %s is refused with %j', (key, message) => {
    const { [key]: _left, ...rest } = valid;
    expect(firstMessage(roomTypeSchema, rest)).toBe(message);
  });

  it('accepts free rooms', () => {
    expect(roomTypeSchema.parse({ ...valid, dailyRate: 0 }).dailyRate).toBe('0.00');
  });
});

describe('roomSchema', () => {
  it.each([
    [
      { roomNumber: ' 102A ', roomTypeId: 3 },
      { roomNumber: '102A', roomTypeId: 3 },
    ],
    [
      { roomNumber: '101', roomTypeId: '7' },
      { roomNumber: '101', roomTypeId: 7 },
    ],
    [
      { roomNumber: '101', roomTypeId: null },
      { roomNumber: '101', roomTypeId: null },
    ],
    [
      { roomNumber: '101', roomTypeId: '' },
      { roomNumber: '101', roomTypeId: null },
    ],
    [{ roomNumber: 101 }, null],
    [{ roomNumber: '101' }, { roomNumber: '101', roomTypeId: null }],
  ])('%j parses to %j', (input, expected) => {
    const result = roomSchema.safeParse(input);
    expect(result.success ? result.data : null).toEqual(expected);
  });

  it.each([
    [{ roomNumber: '' }, 'Room number is required'],
    [{ roomNumber: '   ' }, 'Room number is required'],
    [{}, 'Room number is required'],
    [{ roomNumber: 'x'.repeat(21) }, 'Room number must be at most 20 characters'],
    [{ roomNumber: '101', roomTypeId: 'abc' }, 'Please choose a valid room type'],
    [{ roomNumber: '101', roomTypeId: 1.5 }, 'Please choose a valid room type'],
  ])('%j is refused with %j', (input, message) => {
    expect(firstMessage(roomSchema, input)).toBe(message);
  });
});

describe('bulkRoomsSchema', () => {
  it('parses numbers given as text and an optional prefix', () => {
    expect(bulkRoomsSchema.parse({ prefix: ' 1 ', startNumber: '1', endNumber: '12', roomTypeId: '2' })).toEqual({
      prefix: '1',
      startNumber: 1,
      endNumber: 12,
      roomTypeId: 2,
    });
    expect(bulkRoomsSchema.parse({ startNumber: 5, endNumber: 5 })).toEqual({
      prefix: '',
      startNumber: 5,
      endNumber: 5,
      roomTypeId: null,
    });
    expect(bulkRoomsSchema.parse({ prefix: 2, startNumber: 0, endNumber: 499 }).prefix).toBe('2');
  });

  it.each([
    [{ endNumber: 10 }, 'Start number is required'],
    [{ startNumber: '', endNumber: 10 }, 'Start number is required'],
    [{ startNumber: 1 }, 'End number is required'],
    [{ startNumber: 1, endNumber: '  ' }, 'End number is required'],
    [{ startNumber: -1, endNumber: 10 }, 'Start number must be a whole number of 0 or more'],
    [{ startNumber: 'a', endNumber: 10 }, 'Start number must be a whole number of 0 or more'],
    [{ startNumber: 1, endNumber: 2.5 }, 'End number must be a whole number of 0 or more'],
    [{ startNumber: 12, endNumber: 1 }, 'Start number must be less than or equal to end number'],
    [{ startNumber: 1, endNumber: 501 }, 'At most 500 rooms can be created at once'],
    [{ prefix: 'ABCDEFGHIJK', startNumber: 1, endNumber: 2 }, 'Prefix must be at most 10 characters'],
  ])('%j is refused with %j', (input, message) => {
    expect(firstMessage(bulkRoomsSchema, input)).toBe(message);
  });

  it('allows exactly 500 rooms', () => {
    expect(bulkRoomsSchema.safeParse({ startNumber: 1, endNumber: 500 }).success).toBe(true);
  });
});

describe('bulk room numbers', () => {
  it('pads each number to at least 2 digits after the prefix', () => {
    expect(bulkRoomNumbers('1', 1, 12)).toEqual([
      '101',
      '102',
      '103',
      '104',
      '105',
      '106',
      '107',
      '108',
      '109',
      '110',
      '111',
      '112',
    ]);
    expect(bulkRoomNumbers('', 5, 5)).toEqual(['05']);
    expect(bulkRoomNumbers('', 9, 11)).toEqual(['09', '10', '11']);
    expect(bulkRoomNumbers('A', 99, 101)).toEqual(['A99', 'A100', 'A101']);
    expect(bulkRoomNumbers('1', 3, 2)).toEqual([]);
  });

  it.each([
    ['1', 1, 12, '101 - 112'],
    ['', 5, 5, '05 - 05'],
    ['2', '1', '20', '201 - 220'],
    ['', 12, 1, '12 - 01'],
    ['1', '', 12, ''],
    ['1', 'a', 12, ''],
    ['1', 1, -3, ''],
  ])('preview of %j %j..%j is %j', (prefix, start, end, expected) => {
    expect(bulkPreview(prefix, start, end)).toBe(expected);
  });
});
