import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, renderCalendar } from './ical-export';

const STAMP = new Date('2026-11-29T09:30:05.123Z');

describe('renderCalendar', () => {
  it('writes one all-day event per record, CRLF line ends, saying "Reserved"', () => {
    const text = renderCalendar(
      [
        { uid: 'booking-7@inn.example', startDate: '2026-12-15', endDate: '2026-12-18' },
        { uid: 'block-2@inn.example', startDate: '2026-12-18', endDate: '2026-12-19' },
      ],
      STAMP,
    );
    expect(text.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Innkeep//Innkeep calendar sync//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:booking-7@inn.example',
      'DTSTAMP:20261129T093005Z',
      'DTSTART;VALUE=DATE:20261215',
      'DTEND;VALUE=DATE:20261218',
      'SUMMARY:Reserved',
      'TRANSP:OPAQUE',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:block-2@inn.example',
      'DTSTAMP:20261129T093005Z',
      'DTSTART;VALUE=DATE:20261218',
      'DTEND;VALUE=DATE:20261219',
      'SUMMARY:Reserved',
      'TRANSP:OPAQUE',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('is read back by ical.js as written, a long UID included', () => {
    const uid = `booking-1@${'very-long-host-name.'.repeat(6)}example`;
    const calendar = new ICAL.Component(
      ICAL.parse(renderCalendar([{ uid, startDate: '2027-01-30', endDate: '2027-02-02' }], STAMP)),
    );
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect([event.uid, event.startDate.toString(), event.endDate.toString(), event.summary]).toEqual([
      uid,
      '2027-01-30',
      '2027-02-02',
      'Reserved',
    ]);
  });
});

describe('foldLine', () => {
  it('keeps a line of 75 octets whole and folds a longer one, each continuation starting with a space', () => {
    expect(foldLine('x'.repeat(75))).toEqual(['x'.repeat(75)]);
    expect(foldLine('x'.repeat(76))).toEqual(['x'.repeat(75), ' x']);
    expect(foldLine('x'.repeat(200)).map((line) => line.length)).toEqual([75, 75, 52]);
  });

  it('counts octets, not characters, and never splits a character', () => {
    const lines = foldLine(`SUMMARY:${'é'.repeat(40)}`);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines.map((line, index) => (index ? line.slice(1) : line)).join('')).toBe(`SUMMARY:${'é'.repeat(40)}`);
    expect(foldLine(`${'x'.repeat(74)}🏨`)).toEqual(['x'.repeat(74), ' 🏨']);
  });
});

describe('escapeText', () => {
  it('escapes what TEXT values may not hold as it is', () => {
    expect(escapeText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
  });
});
