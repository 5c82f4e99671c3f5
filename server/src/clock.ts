import { todayInZone, type CalendarDate } from '@core/stay-dates';

/**
 * The one clock of everything that depends on the date (the night audit, check-in windows, a payment's
 * date). It is the machine's, except in tests, which set it to a moment of their choosing: in-process with
 * setClock, or for a server in a child process with INNKEEP_CLOCK (an ISO timestamp) in its environment.
 */
let fixed: Date | null = process.env.INNKEEP_CLOCK ? new Date(process.env.INNKEEP_CLOCK) : null;

export function now(): Date {
  return fixed ? new Date(fixed) : new Date();
}

/** Tests only: stop the clock at `at`, or let it run again with null. */
export function setClock(at: Date | null): void {
  fixed = at;
}

/** The hotel's today: the date on the wall clocks of its time zone, now. */
export function hotelToday(timezone: string): CalendarDate {
  return todayInZone(timezone, now());
}
