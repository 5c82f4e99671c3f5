import { describe, expect, it } from 'vitest';
import { FeedError, planFeedSync, readFeedEvents, externalBlockReason } from './ical-import';

const calendar = (...events: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//EN',
    ...events.flatMap((event) => ['BEGIN:VEVENT', event, 'END:VEVENT']),
    'END:VCALENDAR',
  ].join('\r\n');
const event = (...lines: string[]) => lines.join('\r\n');

describe('readFeedEvents', () => {
  it('reads all-day events as the nights from DTSTART up to DTEND', () => {
    expect(
      readFeedEvents(calendar(event('UID:a', 'DTSTART;VALUE=DATE:20261215', 'DTEND;VALUE=DATE:20261218', 'SUMMARY:Reserved'))),
    ).toEqual([{ uid: 'a', startDate: '2026-12-15', endDate: '2026-12-18', summary: 'Reserved' }]);
  });

  it.each([
    ['no DTEND: one night', ['DTSTART;VALUE=DATE:20261215'], ['2026-12-15', '2026-12-16']],
    ['a DURATION', ['DTSTART;VALUE=DATE:20261215', 'DURATION:P3D'], ['2026-12-15', '2026-12-18']],
    ['timed, afternoon to morning', ['DTSTART:20261215T150000Z', 'DTEND:20261218T110000Z'], ['2026-12-15', '2026-12-18']],
    ['timed within one day: that night', ['DTSTART:20261215T090000Z', 'DTEND:20261215T170000Z'], ['2026-12-15', '2026-12-16']],
    [
      'a zone of its own, as written',
      ['DTSTART;TZID=Europe/Paris:20261215T160000', 'DTEND;TZID=Europe/Paris:20261217T100000'],
      ['2026-12-15', '2026-12-17'],
    ],
  ])('reads %s', (_what, lines, [startDate, endDate]) => {
    expect(readFeedEvents(calendar(event('UID:x', ...lines)))).toMatchObject([{ startDate, endDate }]);
  });

  it('calls an event without a summary "Reserved", and makes a UID for one without', () => {
    const [read] = readFeedEvents(calendar(event('DTSTART;VALUE=DATE:20261215', 'DTEND;VALUE=DATE:20261216')));
    expect(read).toEqual({
      uid: '2026-12-15/2026-12-16/Reserved',
      startDate: '2026-12-15',
      endDate: '2026-12-16',
      summary: 'Reserved',
    });
  });

  it('keeps one event per UID: the highest SEQUENCE, the first of equals', () => {
    const events = readFeedEvents(
      calendar(
        event('UID:d', 'SEQUENCE:1', 'DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261202'),
        event('UID:d', 'SEQUENCE:2', 'DTSTART;VALUE=DATE:20261205', 'DTEND;VALUE=DATE:20261207'),
        event('UID:d', 'SEQUENCE:2', 'DTSTART;VALUE=DATE:20261210', 'DTEND;VALUE=DATE:20261211'),
        event('UID:e', 'DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261202'),
        event('UID:e', 'DTSTART;VALUE=DATE:20261203', 'DTEND;VALUE=DATE:20261204'),
      ),
    );
    expect(events.map((read) => [read.uid, read.startDate])).toEqual([
      ['d', '2026-12-05'],
      ['e', '2026-12-01'],
    ]);
  });

  it('leaves out cancelled events and dates no stay can have', () => {
    expect(
      readFeedEvents(
        calendar(
          event('UID:c', 'STATUS:CANCELLED', 'DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261202'),
          event('UID:old', 'DTSTART;VALUE=DATE:18991231', 'DTEND;VALUE=DATE:19000102'),
          event('UID:far', 'DTSTART;VALUE=DATE:21001231', 'DTEND;VALUE=DATE:21010102'),
          event('UID:nostart', 'SUMMARY:Nothing'),
          event(`UID:${'u'.repeat(1001)}`, 'DTSTART;VALUE=DATE:20261201'),
        ),
      ),
    ).toEqual([]);
  });

  it.each([
    ['an HTML page', '<!doctype html><html><body>Sign in</body></html>', 'The address did not answer with a calendar'],
    ['an empty answer', '', 'The address did not answer with a calendar'],
    ['a vCard', 'BEGIN:VCARD\r\nVERSION:4.0\r\nEND:VCARD\r\n', 'The address did not answer with a calendar'],
    ['JSON', '{"error": "not found"}', 'The address did not answer with a calendar'],
  ])('refuses %s', (_what, text, message) => {
    expect(() => readFeedEvents(text)).toThrow(new FeedError(message));
  });

  it('refuses a calendar of over 10,000 events', () => {
    const many = Array.from({ length: 10_001 }, (_, n) => event(`UID:${n}`, 'DTSTART;VALUE=DATE:20261201'));
    expect(() => readFeedEvents(calendar(...many))).toThrow('The calendar has over 10,000 events');
    // Ten thousand are read, and quickly (a calendar is read within a sync's request).
    const started = Date.now();
    expect(readFeedEvents(calendar(...many.slice(1)))).toHaveLength(10_000);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('planFeedSync', () => {
  const existing = [
    { id: 1, uid: 'same', startDate: '2026-12-01', endDate: '2026-12-03', reason: 'Airbnb: Reserved' },
    { id: 2, uid: 'moved', startDate: '2026-12-05', endDate: '2026-12-06', reason: 'Airbnb: Reserved' },
    { id: 3, uid: 'gone', startDate: '2026-12-10', endDate: '2026-12-12', reason: 'Airbnb: Reserved' },
    { id: 4, uid: 'renamed', startDate: '2026-12-20', endDate: '2026-12-21', reason: 'Airbnb: Reserved' },
  ];

  it('adds new UIDs, changes moved or renamed ones, removes vanished ones', () => {
    expect(
      planFeedSync('Airbnb', existing, [
        { uid: 'same', startDate: '2026-12-01', endDate: '2026-12-03', summary: 'Reserved' },
        { uid: 'moved', startDate: '2026-12-06', endDate: '2026-12-08', summary: 'Reserved' },
        { uid: 'renamed', startDate: '2026-12-20', endDate: '2026-12-21', summary: 'Not available' },
        { uid: 'new', startDate: '2027-01-02', endDate: '2027-01-04', summary: 'Reserved' },
      ]),
    ).toEqual({
      add: [{ uid: 'new', startDate: '2027-01-02', endDate: '2027-01-04', reason: 'Airbnb: Reserved' }],
      change: [
        { id: 2, startDate: '2026-12-06', endDate: '2026-12-08', reason: 'Airbnb: Reserved' },
        { id: 4, startDate: '2026-12-20', endDate: '2026-12-21', reason: 'Airbnb: Not available' },
      ],
      remove: [3],
    });
  });

  it('removes every block when the calendar is empty', () => {
    expect(planFeedSync('Airbnb', existing, [])).toEqual({ add: [], change: [], remove: [1, 2, 3, 4] });
  });

  it('cuts a reason to the 200 characters a block keeps', () => {
    expect(externalBlockReason('Airbnb', 'x'.repeat(300))).toHaveLength(200);
  });
});
