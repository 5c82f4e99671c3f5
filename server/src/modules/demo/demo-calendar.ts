import { addDays, type CalendarDate } from '@core/stay-dates';
import type { DemoBlock } from './demo-housekeeping';

/**
 * The demo's booking-site calendar: room 104 is also let on Airbnb, and its calendar was synced a moment
 * before the demo opened, so the room already holds the Airbnb stays as External blocks. Decided before the
 * demo's stays are drawn, so that none is drawn over them: the demo shows no conflict.
 */
export const DEMO_CALENDAR_ROOM = '104';
export const DEMO_CALENDAR_NAME = 'Airbnb';
/**
 * A reserved name (.example, RFC 2606): the demo cannot reach the network, and its feed is not read on a
 * schedule (seeded with its next read far off); "Sync now" says the address cannot be found.
 */
export const DEMO_CALENDAR_URL = 'https://www.airbnb.example/calendar/ical/48151623.ics?s=demo';
/** The demo's feed is read only when someone asks: its address leads nowhere. */
export const DEMO_CALENDAR_NEXT_SYNC = new Date('9999-12-31T00:00:00Z');

/** Airbnb's stays of room 104 in the weeks to come: [first night in days from today, nights]. */
const AIRBNB_STAYS: readonly [number, number][] = [
  [2, 3],
  [9, 2],
  [17, 5],
  [30, 4],
];

export interface DemoCalendarEvent extends DemoBlock {
  uid: string;
}

export function demoCalendarEvents(roomId: number, today: CalendarDate): DemoCalendarEvent[] {
  return AIRBNB_STAYS.map(([from, nights], index) => ({
    roomId,
    startDate: addDays(today, from),
    endDate: addDays(today, from + nights),
    reason: `${DEMO_CALENDAR_NAME}: Reserved`,
    uid: `${4815162342 + index}-demo@airbnb.example`,
  }));
}
