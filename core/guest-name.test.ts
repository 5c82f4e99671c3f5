import { describe, it, expect } from 'vitest';
import { formatGuestName, guestNameForBooking, matchGuests, parseGuestName, titleCase } from './guest-name';

describe('parseGuestName', () => {
  it.each([
    ['Smith, John', 'John', 'Smith'],
    ['  Smith ,   John   Paul ', 'John Paul', 'Smith'],
    ['Van Der Berg, Anna', 'Anna', 'Van Der Berg'],
    ['Smith,', '', 'Smith'],
    [', John', 'John', ''],
    ['Smith', '', 'Smith'],
    ['John Smith', 'John', 'Smith'],
    ['  John    Smith  ', 'John', 'Smith'],
    ['Mary Jane Watson', 'Mary Jane', 'Watson'],
    ['John Ronald Reuel Tolkien', 'John', 'Ronald Reuel Tolkien'],
    ['Juan Carlos de la Cruz', 'Juan', 'Carlos de la Cruz'],
    ['', '', ''],
    ['   ', '', ''],
  ])('%j -> first %j, last %j', (text, firstName, lastName) => {
    expect(parseGuestName(text)).toEqual({ firstName, lastName });
  });

  it('treats null and undefined as blank', () => {
    expect(parseGuestName(null)).toEqual({ firstName: '', lastName: '' });
    expect(parseGuestName(undefined)).toEqual({ firstName: '', lastName: '' });
  });
});

describe('titleCase', () => {
  it.each([
    ["mary-jane o'neil", "Mary-Jane O'Neil"],
    ['JOHN SMITH', 'John Smith'],
    ['  anna   van der berg ', 'Anna Van Der Berg'],
    ['josé álvarez', 'José Álvarez'],
    ['d’angelo', 'D’Angelo'],
    ['', ''],
  ])('%j -> %j', (text, expected) => {
    expect(titleCase(text)).toBe(expected);
  });
});

describe('formatGuestName', () => {
  it.each([
    ['Smith', 'John', 'Smith, John'],
    ['Smith', '', 'Smith'],
    ['Smith', null, 'Smith'],
    ['', 'John', 'John'],
    ['', '', ''],
  ])('%j, %j -> %j', (last, first, expected) => {
    expect(formatGuestName(last, first)).toBe(expected);
  });
});

describe('guestNameForBooking', () => {
  it.each([
    ['smith, john', 'John', 'Smith'],
    ["mary-jane o'neil", 'Mary-Jane', "O'Neil"],
    ['smith', 'Guest', 'Smith'],
    [', john', 'John', 'Guest'],
    ['   ', 'Guest', 'Guest'],
  ])('%j -> first %j, last %j', (text, firstName, lastName) => {
    expect(guestNameForBooking(text)).toEqual({ firstName, lastName });
  });
});

describe('matchGuests', () => {
  const guests = [
    { id: 1, firstName: 'John', lastName: 'Smith' },
    { id: 2, firstName: 'Jane', lastName: 'Smithers' },
    { id: 3, firstName: 'Anna', lastName: 'Johnson' },
    { id: 4, firstName: 'Bob', lastName: 'Brown' },
  ];
  const ids = (query: string, limit?: number) => matchGuests(guests, query, limit).map((guest) => guest.id);

  it.each([
    ['', []],
    ['j', []],
    [' j ', []],
    ['jo', [1, 3]],
    ['SMITH', [1, 2]],
    ['john smith', [1]],
    ['smith john', [1]],
    ['smith j', [1]],
    ['smithers j', [2]],
    ['anna john', [3]],
    ['zz', []],
  ])('%j -> %j', (query, expected) => {
    expect(ids(query)).toEqual(expected);
  });

  it('returns at most 8 matches by default, in the given order', () => {
    const many = Array.from({ length: 12 }, (_, index) => ({ id: index, firstName: `Guest${index}`, lastName: 'Lee' }));
    expect(matchGuests(many, 'lee').map((guest) => guest.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('honours a smaller limit', () => {
    expect(ids('smith', 1)).toEqual([1]);
  });

  it('copes with missing name halves', () => {
    expect(matchGuests([{ firstName: null, lastName: 'Lee' }], 'lee')).toEqual([{ firstName: null, lastName: 'Lee' }]);
  });
});
