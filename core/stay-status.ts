import { orList } from './booking-choices';
import { formatUsd, type Cents } from './money';
import { addDays, formatShortUs, nightsBetween, type CalendarDate } from './stay-dates';

/**
 * Where a guest's stay stands, beside its payment status: the one list the database check, the zod enums,
 * the GraphQL descriptions, the grids and the demo data derive from.
 */
export const STAY_STATUSES = ['Reserved', 'Checked In', 'Checked Out', 'Cancelled', 'No Show'] as const;
export type StayStatus = (typeof STAY_STATUSES)[number];
export const DEFAULT_STAY_STATUS: StayStatus = 'Reserved';
export const STAY_STATUS_MESSAGE = `Stay status must be ${orList(STAY_STATUSES)}`;

/** Stays that keep their record but hold no room: the overlap rule, the board and the reports ignore them. */
export const ROOM_FREEING_STATUSES = ['Cancelled', 'No Show'] as const satisfies readonly StayStatus[];

export function holdsRoom(status: StayStatus): boolean {
  return !(ROOM_FREEING_STATUSES as readonly StayStatus[]).includes(status);
}

export function isStayStatus(value: unknown): value is StayStatus {
  return (STAY_STATUSES as readonly unknown[]).includes(value);
}

/** A check-out refused for the money still owed starts so ("Balance due: $120.00"): the desk offers to force it. */
export const BALANCE_DUE_PREFIX = 'Balance due: ';

export function isBalanceDueRefusal(message: string | undefined): boolean {
  return message?.startsWith(BALANCE_DUE_PREFIX) ?? false;
}

/** The desk's actions on a stay, as their REST paths name them (POST /api/hotel/bookings/{id}/<action>). */
export const STAY_ACTIONS = ['check-in', 'check-out', 'cancel', 'no-show', 'reinstate', 'undo-check-in'] as const;
export type StayAction = (typeof STAY_ACTIONS)[number];

/** What a rule reads of a stay. */
export interface StayFacts {
  /** The booking's number, for the reasons that name it. */
  id: number;
  stayStatus: StayStatus;
  checkInDate: CalendarDate;
  checkOutDate: CalendarDate;
  /** What the guest still owes (negative: a credit). */
  balanceCents: Cents;
  roomNumber: string;
  /** The room is Out of Order (its housekeeping status). */
  roomOutOfOrder: boolean;
  /** Undo check-in only: the check-in as the stay's history has it (null when it has none). */
  checkIn?: CheckInRecord | null;
}

/** When a stay was checked in (the hotel's date of its history entry), and whether it changed after. */
export interface CheckInRecord {
  on: CalendarDate;
  changedSince: boolean;
}

export interface StayActionOptions {
  /** Check-out despite a balance due. */
  force?: boolean;
}

export type StayDecision = { allowed: true; to: StayStatus } | { allowed: false; reason: string };

const refuse = (reason: string): StayDecision => ({ allowed: false, reason });
const allow = (to: StayStatus): StayDecision => ({ allowed: true, to });

/** "a reserved booking": the status as a sentence names it. */
const described: Record<StayStatus, string> = {
  Reserved: 'reserved',
  'Checked In': 'checked in',
  'Checked Out': 'checked out',
  Cancelled: 'cancelled',
  'No Show': 'a no-show',
};

const isAlready = (status: StayStatus) => `this booking is ${described[status]}`;

/**
 * Whether `action` may happen to this stay today (the hotel's calendar date), and the status it leads to,
 * or the reason it may not (answered as 409 with that reason). Reinstating also needs the room to be free,
 * which only the database can tell (the exclusion constraint), so it is not decided here.
 */
export function decideStayAction(
  action: StayAction,
  stay: StayFacts,
  today: CalendarDate,
  options: StayActionOptions = {},
): StayDecision {
  const status = stay.stayStatus;
  switch (action) {
    case 'check-in': {
      if (status !== 'Reserved') return refuse(`Only a reserved booking can be checked in: ${isAlready(status)}`);
      if (today < stay.checkInDate) return refuse(`Check-in opens on ${formatShortUs(stay.checkInDate)}`);
      const lastDay = addDays(stay.checkOutDate, -1);
      if (today > lastDay) return refuse(`Check-in closed on ${formatShortUs(lastDay)}, the stay's last night`);
      if (stay.roomOutOfOrder) return refuse(`Room ${stay.roomNumber} is out of order`);
      return allow('Checked In');
    }
    case 'check-out': {
      if (status !== 'Checked In') return refuse(`Only a checked-in booking can be checked out: ${isAlready(status)}`);
      if (stay.balanceCents > 0 && !options.force) return refuse(`${BALANCE_DUE_PREFIX}${formatUsd(stay.balanceCents)}`);
      return allow('Checked Out');
    }
    case 'cancel': {
      if (status !== 'Reserved') return refuse(`Only a reserved booking can be cancelled: ${isAlready(status)}`);
      return allow('Cancelled');
    }
    case 'no-show': {
      if (status !== 'Reserved') return refuse(`Only a reserved booking can be marked a no-show: ${isAlready(status)}`);
      if (today < stay.checkInDate) return refuse(`A no-show can be recorded from ${formatShortUs(stay.checkInDate)}`);
      return allow('No Show');
    }
    case 'reinstate': {
      if (holdsRoom(status)) {
        return refuse(`Only a cancelled or no-show booking can be reinstated: ${isAlready(status)}`);
      }
      return allow('Reserved');
    }
    case 'undo-check-in': {
      // A mistaken check-in, put right on its day before anything else happened to the stay.
      if (status !== 'Checked In') {
        return refuse(`Only a checked-in booking can have its check-in undone: ${isAlready(status)}`);
      }
      const checkIn = stay.checkIn;
      if (!checkIn || checkIn.on !== today) {
        const when = checkIn ? ` on ${formatShortUs(checkIn.on)}` : ' before today';
        return refuse(`Only a check-in made today can be undone: booking #${stay.id} was checked in${when}`);
      }
      if (checkIn.changedSince) {
        return refuse(`Booking #${stay.id} has changed since it was checked in: its check-in can no longer be undone`);
      }
      return allow('Reserved');
    }
  }
}

/**
 * A check-out before the check-out date shortens the stay to today, so that the room is free from tonight:
 * the new check-out date and nights, or null when the stay ends today anyway. A stay keeps at least one
 * night (the database's rule, and the guest had the room): leaving on the day of arrival keeps that night.
 */
export function earlyCheckOut(
  stay: Pick<StayFacts, 'checkInDate' | 'checkOutDate'>,
  today: CalendarDate,
): { checkOutDate: CalendarDate; nights: number } | null {
  const checkOutDate = today > stay.checkInDate ? today : addDays(stay.checkInDate, 1);
  if (checkOutDate >= stay.checkOutDate) return null;
  return { checkOutDate, nights: nightsBetween(stay.checkInDate, checkOutDate) };
}

/** What deciding a booking's deletion reads of it. */
export interface DeletionFacts {
  id: number;
  stayStatus: StayStatus;
  /** The sum of its live payments (refunds negative). */
  paidCents: Cents;
  /** Whether any payment or refund of its folio is live (not voided). */
  hasLivePayments: boolean;
}

/**
 * A deletion is for a mistake: a booking that was never checked in and holds no live payment. Anything else
 * is history the reports and the day's takings count, so the refusal (a 409) says what to do instead.
 */
export function deletionRefusal(booking: DeletionFacts): string | null {
  if (booking.stayStatus === 'Checked In' || booking.stayStatus === 'Checked Out') {
    return `Booking #${booking.id} was checked in: check it out or cancel it instead`;
  }
  if (booking.hasLivePayments) {
    return `Booking #${booking.id} has payments of ${formatUsd(booking.paidCents)}: refund or void them, or cancel the booking, instead of deleting it`;
  }
  return null;
}
