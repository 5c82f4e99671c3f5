import ICAL from 'ical.js';
import { ROOM_BLOCK_REASON_MAX_LENGTH } from './housekeeping';
import { DATE_MAX, DATE_MIN } from './schemas/common';
import { addDays, type CalendarDate } from './stay-dates';

/**
 * A booking site's calendar read into the nights it holds (RFC 5545, parsed by ical.js), and what a sync of
 * one feed changes among the room blocks it made before. Pure: the server fetches the text and writes.
 */

/** A feed larger than this is refused whole (its last blocks are kept). */
export const FEED_MAX_BYTES = 5 * 1024 * 1024;
/** …and so is one with more events than this. */
export const FEED_MAX_EVENTS = 10_000;
/** An event whose UID is longer is left out: the UID is the block's key (no booking site writes one this long). */
export const FEED_UID_MAX_LENGTH = 1000;
/** What an event without a SUMMARY is called. */
export const UNTITLED_EVENT = 'Reserved';

export const NOT_A_CALENDAR = 'The address did not answer with a calendar';
export const TOO_LARGE = 'The calendar is over 5 MB';
export const TOO_MANY_EVENTS = 'The calendar has over 10,000 events';

/** Why a feed's text could not be read: its message is what the room's settings show. */
export class FeedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedError';
  }
}

/** An event as a block takes it: the nights from startDate up to, not including, endDate. */
export interface FeedEvent {
  uid: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
  summary: string;
}

type JCal = [string, unknown[], unknown[]];

/** The date of a DATE or DATE-TIME value as it is written (its own zone: the nights are the site's). */
const dateOf = (time: ICAL.Time): CalendarDate =>
  `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;

/**
 * The nights of one event: all-day events as they are (DTEND exclusive; DTEND left out is one night); timed
 * ones from the date they start to the date they end (a stay from 3 PM to 11 AM three days later holds three
 * nights), at least one night. Null when the event cannot be a block (no start, dates outside 2000–2100).
 */
function nightsOf(event: ICAL.Event): { startDate: CalendarDate; endDate: CalendarDate } | null {
  const start = event.startDate;
  if (!start) return null;
  const startDate = dateOf(start);
  const end = event.endDate;
  let endDate = end ? dateOf(end) : addDays(startDate, 1);
  if (endDate <= startDate) endDate = addDays(startDate, 1);
  if (startDate < DATE_MIN || endDate > DATE_MAX) return null;
  return { startDate, endDate };
}

/** The top component of the parsed text, if it is a calendar. */
function calendarOf(text: string): ICAL.Component {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text);
  } catch {
    throw new FeedError(NOT_A_CALENDAR);
  }
  // Several components at the top parse as a list of them: the first calendar counts.
  const list = (Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed : [parsed]) as JCal[];
  const root = list.find((component) => Array.isArray(component) && component[0] === 'vcalendar');
  if (!root) throw new FeedError(NOT_A_CALENDAR);
  return new ICAL.Component(root);
}

/**
 * The events of a feed, one per UID (a UID given twice is one event: the one of the highest SEQUENCE, the
 * first of equals). Cancelled events and those that cannot be blocks are left out; recurrence is not
 * expanded (the booking sites write each stay as an event of its own). Throws FeedError for text that is
 * not a calendar or has more than FEED_MAX_EVENTS events.
 */
export function readFeedEvents(text: string): FeedEvent[] {
  const calendar = calendarOf(text);
  const components = calendar.getAllSubcomponents('vevent');
  if (components.length > FEED_MAX_EVENTS) throw new FeedError(TOO_MANY_EVENTS);
  const byUid = new Map<string, { event: FeedEvent; sequence: number }>();
  for (const component of components) {
    const status = component.getFirstPropertyValue('status');
    if (typeof status === 'string' && status.toUpperCase() === 'CANCELLED') continue;
    // An override of one occurrence of a recurring event: recurrence is not expanded, so neither are they.
    if (component.hasProperty('recurrence-id')) continue;
    let event: ICAL.Event;
    try {
      // No exceptions to relate: without this each event scans every other one (quadratic in the calendar).
      event = new ICAL.Event(component, { exceptions: [] });
    } catch {
      continue;
    }
    const nights = nightsOf(event);
    if (!nights) continue;
    const summary = (typeof event.summary === 'string' ? event.summary.replace(/\s+/g, ' ').trim() : '') || UNTITLED_EVENT;
    const uid = (typeof event.uid === 'string' ? event.uid.trim() : '') || `${nights.startDate}/${nights.endDate}/${summary}`;
    if (uid.length > FEED_UID_MAX_LENGTH) continue;
    const sequence = Number(component.getFirstPropertyValue('sequence') ?? 0) || 0;
    const kept = byUid.get(uid);
    if (kept && kept.sequence >= sequence) continue;
    byUid.set(uid, { event: { uid, ...nights, summary }, sequence });
  }
  return [...byUid.values()].map((entry) => entry.event);
}

/** "Airbnb: Reserved": the feed's name and the event's summary, as the block's reason. */
export function externalBlockReason(feedName: string, summary: string): string {
  return `${feedName}: ${summary}`.slice(0, ROOM_BLOCK_REASON_MAX_LENGTH);
}

/** A block a feed made before, as the plan reads it. */
export interface ImportedBlock {
  id: number;
  uid: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
  reason: string;
}

export interface FeedSyncPlan {
  add: { uid: string; startDate: CalendarDate; endDate: CalendarDate; reason: string }[];
  change: { id: number; startDate: CalendarDate; endDate: CalendarDate; reason: string }[];
  remove: number[];
}

/** What a sync does: a new UID adds a block, a moved or renamed event changes its block, a vanished one removes it. */
export function planFeedSync(feedName: string, existing: readonly ImportedBlock[], events: readonly FeedEvent[]): FeedSyncPlan {
  const byUid = new Map(existing.map((block) => [block.uid, block]));
  const plan: FeedSyncPlan = { add: [], change: [], remove: [] };
  const seen = new Set<string>();
  for (const event of events) {
    seen.add(event.uid);
    const reason = externalBlockReason(feedName, event.summary);
    const block = byUid.get(event.uid);
    if (!block) plan.add.push({ uid: event.uid, startDate: event.startDate, endDate: event.endDate, reason });
    else if (block.startDate !== event.startDate || block.endDate !== event.endDate || block.reason !== reason) {
      plan.change.push({ id: block.id, startDate: event.startDate, endDate: event.endDate, reason });
    }
  }
  for (const block of existing) if (!seen.has(block.uid)) plan.remove.push(block.id);
  return plan;
}
