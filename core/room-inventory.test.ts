import { describe, expect, it } from 'vitest';
import {
  compareRoomNumbers,
  duplicateRoomsMessage,
  parseRoomLimit,
  roomHasBookingsMessage,
  roomLimitRefusal,
  roomsLeftWithoutTypeMessage,
} from './room-inventory';

describe('compareRoomNumbers', () => {
  it('orders numbers as a front desk reads them', () => {
    const numbers = ['1000', '102A', '10', '101', '9', 'B2', '102', 'a1', '05'];
    expect([...numbers].sort(compareRoomNumbers)).toEqual(['05', '9', '10', '101', '102', '102A', '1000', 'a1', 'B2']);
  });

  it('keeps numbers that differ only in case apart, in a stable order', () => {
    expect(['102b', '102B'].sort(compareRoomNumbers)).toEqual(['102B', '102b']);
    expect(compareRoomNumbers('101', '101')).toBe(0);
  });
});

describe('parseRoomLimit', () => {
  it.each([
    ['40', 40],
    [' 12 ', 12],
    ['', null],
    [undefined, null],
    [null, null],
    ['many', null],
    ['1.5', null],
  ])('%j is %j', (setting, limit) => {
    expect(parseRoomLimit(setting)).toBe(limit);
  });
});

describe('roomLimitRefusal', () => {
  it.each([
    [null, 500, 500],
    [40, 39, 1],
    [40, 28, 12],
    [40, 0, 40],
  ])('limit %j with %j rooms allows %j more', (limit, existing, adding) => {
    expect(roomLimitRefusal(limit, existing, adding)).toBeNull();
  });

  it.each([
    [
      40,
      40,
      1,
      'Room limit reached: this hotel is set up for 40 rooms and already has 40. Change the number of rooms in Settings to add more.',
    ],
    [
      1,
      1,
      1,
      'Room limit reached: this hotel is set up for 1 room and already has 1. Change the number of rooms in Settings to add more.',
    ],
    [
      40,
      35,
      12,
      'Creating 12 rooms would exceed the limit of 40 rooms: this hotel already has 35, so 5 more can be added. No rooms were created.',
    ],
    [
      10,
      12,
      2,
      'Creating 2 rooms would exceed the limit of 10 rooms: this hotel already has 12, so 0 more can be added. No rooms were created.',
    ],
  ])('limit %j with %j rooms refuses %j more', (limit, existing, adding, message) => {
    expect(roomLimitRefusal(limit, existing, adding)).toBe(message);
  });
});

describe('duplicateRoomsMessage', () => {
  it.each([
    [['101'], false, 'Room number 101 already exists'],
    [['105'], true, 'Room number 105 already exists. No rooms were created.'],
    [['105', '106'], true, 'Room numbers 105 and 106 already exist. No rooms were created.'],
    [['105', '106', '107'], true, 'Room numbers 105, 106 and 107 already exist. No rooms were created.'],
    [
      Array.from({ length: 12 }, (_, i) => String(101 + i)),
      true,
      'Room numbers 101, 102, 103, 104, 105, 106, 107, 108, 109, 110 and 2 more already exist. No rooms were created.',
    ],
  ])('%j (batch %j)', (taken, batch, message) => {
    expect(duplicateRoomsMessage(taken, batch)).toBe(message);
  });
});

describe('messages about deletion', () => {
  it('says why a room with bookings stays', () => {
    expect(roomHasBookingsMessage('101', 1)).toBe('Room 101 cannot be deleted because it has 1 booking');
    expect(roomHasBookingsMessage('102A', 3)).toBe('Room 102A cannot be deleted because it has 3 bookings');
  });

  it('says how many rooms a deleted room type leaves without type', () => {
    expect(roomsLeftWithoutTypeMessage(0)).toBe('');
    expect(roomsLeftWithoutTypeMessage(1)).toBe('1 room uses this room type and will be left with no type.');
    expect(roomsLeftWithoutTypeMessage(4)).toBe('4 rooms use this room type and will be left with no type.');
  });
});
