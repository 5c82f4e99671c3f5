import { addDays, isCalendarDate, nightsBetween, type CalendarDate } from '@core/stay-dates';

/**
 * The guest's stay as typed on the booking page: a check-in date and either a number of nights or a check-out
 * date. The two follow each other (typing nights moves check-out, picking check-out sets nights), so the page
 * always asks the server for a check-in and nights.
 */
export interface StayDraft {
  checkIn: string;
  nights: string;
  checkOut: string;
}

/** The hotel's rules for a stay (GET /api/public/hotels/{slug}). */
export interface StayRules {
  minNights: number;
  maxDaysAhead: number;
}

export interface Stay {
  checkIn: CalendarDate;
  nights: number;
}

export type StayField = keyof StayDraft;
export type StayProblems = Partial<Record<StayField, string>>;

const wholeNights = (text: string): number | null => (/^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : null);

const checkOutFor = (checkIn: string, nights: string): string => {
  const count = wholeNights(nights);
  return isCalendarDate(checkIn) && count !== null && count > 0 ? addDays(checkIn, count) : '';
};

/** The first stay the page shows: from `today`, the hotel's minimum nights. */
export function firstStay(today: CalendarDate, rules: StayRules): StayDraft {
  const nights = String(Math.max(1, rules.minNights));
  return { checkIn: today, nights, checkOut: checkOutFor(today, nights) };
}

/** A new check-in keeps the nights and moves check-out with it. */
export function withCheckIn(draft: StayDraft, checkIn: string): StayDraft {
  const checkOut = checkOutFor(checkIn, draft.nights);
  return { ...draft, checkIn, checkOut: checkOut || draft.checkOut };
}

export function withNights(draft: StayDraft, nights: string): StayDraft {
  const checkOut = checkOutFor(draft.checkIn, nights);
  return { ...draft, nights, checkOut: checkOut || draft.checkOut };
}

/** A check-out after check-in sets the nights; one on or before it stays as typed, for its message. */
export function withCheckOut(draft: StayDraft, checkOut: string): StayDraft {
  if (!isCalendarDate(checkOut) || !isCalendarDate(draft.checkIn)) return { ...draft, checkOut };
  const nights = nightsBetween(draft.checkIn, checkOut);
  return nights > 0 ? { checkIn: draft.checkIn, nights: String(nights), checkOut } : { ...draft, checkOut };
}

/**
 * The stay to ask the server about, or what is wrong with the draft, each message under its field. `today` is
 * the browser's date: the hotel's own "today" may be a day apart (another time zone), so the page allows that
 * day either way and leaves the exact edge to the server, whose refusal the page shows in the same place.
 */
export function checkStay(
  draft: StayDraft,
  rules: StayRules,
  today: CalendarDate,
): { ok: true; stay: Stay } | { ok: false; problems: StayProblems } {
  const problems: StayProblems = {};
  if (!draft.checkIn) problems.checkIn = 'Choose a check-in date';
  else if (!isCalendarDate(draft.checkIn)) problems.checkIn = 'Enter the check-in date as month, day and year';
  else if (draft.checkIn < addDays(today, -1)) problems.checkIn = 'Check-in cannot be in the past';
  else if (draft.checkIn > addDays(today, rules.maxDaysAhead + 1))
    problems.checkIn = `Check-in can be at most ${rules.maxDaysAhead} days ahead`;

  const nights = wholeNights(draft.nights);
  const fewest = Math.max(1, rules.minNights);
  if (draft.checkOut && isCalendarDate(draft.checkOut) && isCalendarDate(draft.checkIn) && draft.checkOut <= draft.checkIn)
    problems.checkOut = 'Check-out must be after check-in';
  else if (draft.checkOut && !isCalendarDate(draft.checkOut))
    problems.checkOut = 'Enter the check-out date as month, day and year';

  if (nights === null) problems.nights = 'Enter the number of nights';
  else if (nights < fewest) problems.nights = fewest === 1 ? 'Stay at least 1 night' : `Stay at least ${fewest} nights`;

  if (Object.keys(problems).length > 0 || nights === null) return { ok: false, problems };
  return { ok: true, stay: { checkIn: draft.checkIn, nights } };
}

/** Where the server's refusal of a stay belongs on the page (its 422 names no field). */
export function stayFieldOf(message: string): StayField {
  if (/check-?out/i.test(message)) return 'checkOut';
  if (/night/i.test(message)) return 'nights';
  return 'checkIn';
}
