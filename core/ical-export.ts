import type { CalendarDate } from './stay-dates';

/**
 * A room's calendar as the booking sites read it (RFC 5545): one all-day event per stay and per block, each
 * from its first night (DTSTART;VALUE=DATE) to the day it ends (DTEND;VALUE=DATE, exclusive as a check-out,
 * so a same-day turnover shows no overlap). Nothing of the guest goes out: every event says "Reserved".
 */

/** What every exported event says: the booking sites need the nights, never who stays or what they pay. */
export const EXPORT_SUMMARY = 'Reserved';
export const EXPORT_PRODUCT_ID = '-//Innkeep//Innkeep calendar sync//EN';
/** RFC 5545 3.1: a content line is at most 75 octets, excluding its CRLF; longer ones are folded. */
export const FOLD_OCTETS = 75;

export interface ExportedEvent {
  /** Stable for the record's life, so that a change moves the event and a deletion removes it. */
  uid: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
}

/** "2026-12-15" → "20261215", a DATE value. */
const dateValue = (date: CalendarDate) => date.replaceAll('-', '');

/** An instant as a UTC DATE-TIME value: 20261215T093000Z. */
export const dateTimeValue = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** TEXT values escape backslashes, semicolons, commas and line breaks (RFC 5545 3.3.11). */
export const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** The UTF-8 length of one character (one code point). */
function utf8Octets(char: string): number {
  const point = char.codePointAt(0)!;
  return point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
}

/**
 * One content line folded into lines of at most 75 octets: each continuation starts with a space, which
 * counts; a character encoded in several UTF-8 octets is never split.
 */
export function foldLine(line: string): string[] {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char);
    if (octets + size > FOLD_OCTETS) {
      lines.push(current);
      current = ` ${char}`;
      octets = 1 + size;
    } else {
      current += char;
      octets += size;
    }
  }
  lines.push(current);
  return lines;
}

/** The calendar, CRLF line ends, folded; `stamp` is DTSTAMP, when this copy was made. */
export function renderCalendar(events: readonly ExportedEvent[], stamp: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${EXPORT_PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${dateTimeValue(stamp)}`,
      `DTSTART;VALUE=DATE:${dateValue(event.startDate)}`,
      `DTEND;VALUE=DATE:${dateValue(event.endDate)}`,
      `SUMMARY:${EXPORT_SUMMARY}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.flatMap(foldLine).join('\r\n')}\r\n`;
}
