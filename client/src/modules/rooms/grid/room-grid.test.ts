import { describe, expect, it } from 'vitest';
import { displayRate } from './rate-display';
import { roomInputFromRow, toRoomRows } from './room-rows';
import { labelOfRoomType, roomTypeIdOfLabel, roomTypeOptions } from './room-type-options';
import { roomTypeInputFromRow, typedRate } from './room-type-rows';

const types = [
  { id: 1, name: 'Standard Queen' },
  { id: 2, name: 'Suite' },
  { id: 3, name: 'Suite' },
];
const options = roomTypeOptions(types);

describe('room type options', () => {
  it('tells apart types that share a name', () => {
    expect(options.map((option) => option.label)).toEqual(['Standard Queen', 'Suite (#2)', 'Suite (#3)']);
  });

  it.each([
    ['No Type', null],
    ['', null],
    ['Standard Queen', 1],
    ['Suite (#3)', 3],
    ['Suite', undefined],
    ['Penthouse', undefined],
  ])('%j stands for %j', (label, id) => {
    expect(roomTypeIdOfLabel(options, label)).toBe(id);
  });

  it('labels a missing type No Type', () => {
    expect(labelOfRoomType(options, null)).toBe('No Type');
    expect(labelOfRoomType(options, 99)).toBe('No Type');
  });
});

describe('rooms grid rows', () => {
  it('shows the type rates with $ and N/A without a type', () => {
    const rows = toRoomRows(
      [
        {
          id: 7,
          version: 3,
          roomNumber: '101',
          roomTypeId: 1,
          roomType: { dailyRate: '129.00', weeklyRate: '750.50', monthlyRate: '2400.00' },
        },
        { id: 8, version: 1, roomNumber: '102A', roomTypeId: null, roomType: null },
      ],
      options,
    );
    expect(rows).toEqual([
      {
        id: 7,
        version: 3,
        roomNumber: '101',
        roomType: 'Standard Queen',
        dailyRate: '$129.00',
        weeklyRate: '$750.50',
        monthlyRate: '$2,400.00',
      },
      { id: 8, version: 1, roomNumber: '102A', roomType: 'No Type', dailyRate: 'N/A', weeklyRate: 'N/A', monthlyRate: 'N/A' },
    ]);
  });

  it.each([
    [
      { roomNumber: ' 103 ', roomType: 'Suite (#2)' },
      { ok: true, input: { roomNumber: '103', roomTypeId: 2 } },
    ],
    [
      { roomNumber: '104', roomType: 'No Type' },
      { ok: true, input: { roomNumber: '104', roomTypeId: null } },
    ],
    [
      { roomNumber: '', roomType: 'No Type' },
      { ok: false, message: 'Room number is required' },
    ],
    [
      { roomNumber: 'x'.repeat(21), roomType: 'No Type' },
      { ok: false, message: 'Room number must be at most 20 characters' },
    ],
    [
      { roomNumber: '105', roomType: 'Penthouse' },
      { ok: false, message: 'Please choose a valid room type' },
    ],
  ])('row %j saves as %j', (row, expected) => {
    expect(roomInputFromRow(row, options)).toEqual(expected);
  });
});

describe('room types grid rows', () => {
  it.each([
    ['$89', '89'],
    [' $1,500.50 ', '1500.50'],
    ['12,5', '12,5'],
    [null, ''],
  ])('reads the typed rate %j as %j', (typed, read) => {
    expect(typedRate(typed)).toBe(read);
  });

  it('checks a row with the core schema', () => {
    expect(roomTypeInputFromRow({ name: ' Loft ', dailyRate: '$99', weeklyRate: '600', monthlyRate: '2,000' })).toEqual({
      ok: true,
      input: { name: 'Loft', dailyRate: '99.00', weeklyRate: '600.00', monthlyRate: '2000.00' },
    });
    expect(roomTypeInputFromRow({ name: 'Loft', dailyRate: '-1', weeklyRate: '600', monthlyRate: '2000' })).toEqual({
      ok: false,
      message: 'Rates must be 0 or more',
    });
    expect(roomTypeInputFromRow({ name: '', dailyRate: '1', weeklyRate: '1', monthlyRate: '1' })).toEqual({
      ok: false,
      message: 'Room type name is required',
    });
  });

  it('shows rates in dollars', () => {
    expect(displayRate('1234.5')).toBe('$1,234.50');
    expect(displayRate(null)).toBe('N/A');
  });
});
