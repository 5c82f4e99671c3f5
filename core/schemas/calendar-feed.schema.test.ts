import { describe, expect, it } from 'vitest';
import { parseInput } from '../parse-input';
import { calendarFeedSchema, conflictDismissalSchema } from './calendar-feed.schema';

describe('calendarFeedSchema', () => {
  it('takes a name and an http or https address, trimmed and normalised', () => {
    expect(
      parseInput(calendarFeedSchema, { name: ' Airbnb ', url: ' HTTPS://www.Airbnb.com/calendar/ical/1.ics?s=abc ' }),
    ).toEqual({
      name: 'Airbnb',
      url: 'https://www.airbnb.com/calendar/ical/1.ics?s=abc',
    });
    expect(parseInput(calendarFeedSchema, { name: 'Vrbo', url: 'webcal://example.com/c.ics' }).url).toBe(
      'https://example.com/c.ics',
    );
  });

  it.each([
    [{ name: '', url: 'https://a.example/c.ics' }, 'Please give the calendar a name (Airbnb, Booking.com…)'],
    [{ name: 'x'.repeat(61), url: 'https://a.example/c.ics' }, "The calendar's name must be at most 60 characters"],
    [{ name: 'Airbnb' }, "Please enter the calendar's address"],
    [{ name: 'Airbnb', url: '   ' }, "Please enter the calendar's address"],
    [{ name: 'Airbnb', url: 'ftp://a.example/c.ics' }, "The calendar's address must start with http:// or https://"],
    [{ name: 'Airbnb', url: 'javascript:alert(1)' }, "The calendar's address must start with http:// or https://"],
    [{ name: 'Airbnb', url: 'a.example/c.ics' }, "The calendar's address is not a web address"],
    [{ name: 'Airbnb', url: `https://a.example/${'x'.repeat(2000)}` }, "The calendar's address must be at most 2000 characters"],
    [{ name: 'Airbnb', url: 12 }, "Please enter the calendar's address"],
    ['text', 'The body must be an object'],
  ])('refuses %j: %s', (input, message) => {
    expect(() => parseInput(calendarFeedSchema, input)).toThrow(message);
  });
});

describe('conflictDismissalSchema', () => {
  it('takes the block and the booking as numbers or digits', () => {
    expect(parseInput(conflictDismissalSchema, { blockId: '3', bookingId: 9 })).toEqual({ blockId: 3, bookingId: 9 });
    expect(() => parseInput(conflictDismissalSchema, { blockId: 0, bookingId: 9 })).toThrow(
      'Please name the calendar event (blockId)',
    );
    expect(() => parseInput(conflictDismissalSchema, { blockId: 1, bookingId: { valueOf: 1 } })).toThrow(
      'Please name the booking (bookingId)',
    );
  });
});
