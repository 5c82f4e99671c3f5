import { describe, expect, it } from 'vitest';
import { addressLine, browserToday, nightsText, roomsLeft, stayDate, usd } from './guest-text';

describe('the words of the pages for guests', () => {
  it('writes money in dollars', () => {
    expect(usd('1234.5')).toBe('$1,234.50');
    expect(usd('0.00')).toBe('$0.00');
    expect(usd(null)).toBe('');
  });

  it('writes a stay date with its weekday, whatever the zone of the browser', () => {
    expect(stayDate('2027-05-01')).toBe('Sat, May 1, 2027');
    expect(stayDate('2028-02-29')).toBe('Tue, Feb 29, 2028');
  });

  it('counts nights and rooms left', () => {
    expect(nightsText(1)).toBe('1 night');
    expect(nightsText(7)).toBe('7 nights');
    expect(roomsLeft(0)).toBe('Sold out');
    expect(roomsLeft(1)).toBe('1 room left');
    expect(roomsLeft(4)).toBe('4 rooms left');
  });

  it('joins the address parts the hotel filled in', () => {
    expect(addressLine(['12 Harbor Road', 'Bayside', 'ME'])).toBe('12 Harbor Road, Bayside, ME');
    expect(addressLine(['', null, 'ME'])).toBe('ME');
  });

  it('reads the calendar date of the browser', () => {
    expect(browserToday(new Date(2027, 4, 1, 23, 59))).toBe('2027-05-01');
  });
});
