import { describe, expect, it } from 'vitest';
import { IMPORT_FIELDS, importHotelSchema, importRoomSchema, readImportRowKind } from './hotel-import.schema';

describe('readImportRowKind', () => {
  it.each([
    ['hotel', 'hotel'],
    [' Hotel ', 'hotel'],
    ['room type', 'roomType'],
    ['Room_Type', 'roomType'],
    ['room-type', 'roomType'],
    ['roomType', 'roomType'],
    ['ROOM', 'room'],
    ['guest', 'guest'],
    ['guests', null],
    ['', null],
    [undefined, null],
  ])('%j -> %j', (text, kind) => {
    expect(readImportRowKind(text)).toBe(kind);
  });
});

describe('importHotelSchema', () => {
  it('is the sign-up form with an optional password', () => {
    expect(
      importHotelSchema.parse({
        name: ' Creek Inn ',
        email: 'Creek@Example.com',
        numberOfRooms: '12',
        state: 'CA',
        password: '',
      }),
    ).toEqual({
      name: 'Creek Inn',
      email: 'creek@example.com',
      password: undefined,
      phoneNumber: null,
      address: null,
      city: null,
      state: 'CA',
      zipCode: null,
      country: null,
      website: null,
      numberOfRooms: 12,
    });
    expect(importHotelSchema.parse({ name: 'Creek Inn', email: 'creek@example.com', password: 'secret1' }).password).toBe(
      'secret1',
    );
  });

  it.each([
    [{ name: 'C' }, 'Hotel name must be at least 2 characters'],
    [{ email: 'creek' }, 'Please enter a valid email address'],
    [{ password: '123' }, 'Password must be at least 6 characters'],
    [{ numberOfRooms: 'ten' }, 'Number of rooms must be a positive number'],
  ])('%j: %s', (change, message) => {
    const result = importHotelSchema.safeParse({ name: 'Creek Inn', email: 'creek@example.com', ...change });
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('importRoomSchema', () => {
  it('names its room type instead of an id', () => {
    expect(importRoomSchema.parse({ roomNumber: ' 101 ', roomType: ' Standard ' })).toEqual({
      roomNumber: '101',
      roomType: 'Standard',
    });
    expect(importRoomSchema.parse({ roomNumber: '102', roomType: '' })).toEqual({ roomNumber: '102', roomType: null });
    expect(importRoomSchema.safeParse({ roomType: 'Standard' }).error?.issues[0]?.message).toBe('Room number is required');
  });

  it('lists the fields each row may carry', () => {
    expect(IMPORT_FIELDS.room).toEqual(['roomNumber', 'roomType']);
    expect(IMPORT_FIELDS.roomType).toEqual(['name', 'dailyRate', 'weeklyRate', 'monthlyRate']);
    expect(IMPORT_FIELDS.hotel).toContain('password');
  });
});
