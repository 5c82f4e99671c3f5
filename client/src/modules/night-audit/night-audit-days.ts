import { AUDIT_PROBLEM_KINDS, type AuditProblemKind } from '@core/night-audit';
import { addDays, isCalendarDate, nightsBetween, type CalendarDate } from '@core/stay-dates';

/** A stay that stops a day from closing, as the server names it. */
export interface AuditProblem {
  kind: AuditProblemKind;
  bookingId: number;
  message: string;
}

/** What the desk may do about a problem: an arrival checks in or is a no-show; a departure leaves or stays on. */
export type ProblemFix = 'check-in' | 'no-show' | 'check-out' | 'extend';

export const PROBLEM_FIXES: Record<AuditProblemKind, readonly { fix: ProblemFix; label: string }[]> = {
  arrival: [
    { fix: 'check-in', label: 'Check in' },
    { fix: 'no-show', label: 'Mark no-show' },
  ],
  departure: [
    { fix: 'check-out', label: 'Check out' },
    { fix: 'extend', label: 'Extend one night' },
  ],
};

/**
 * The day the screen offers to close: the business date once the books have started; before, the day the
 * clerk picked, else the hotel's yesterday (the first close starts the books).
 */
export function dayToClose(audit: { businessDate: string | null; today: string }, picked: string | null): CalendarDate {
  if (audit.businessDate !== null) return audit.businessDate;
  return picked !== null && isCalendarDate(picked) ? picked : addDays(audit.today, -1);
}

/** How many ended days are still open: from the business date up to the hotel's today. */
export function daysWaiting(businessDate: CalendarDate, today: CalendarDate): number {
  return Math.max(0, nightsBetween(businessDate, today));
}

/** The dashboard's warning, when more than one ended day is open; null otherwise. */
export function waitingWarning(businessDate: CalendarDate | null, today: CalendarDate): string | null {
  if (businessDate === null) return null;
  const days = daysWaiting(businessDate, today);
  return days > 1 ? `${days} days are waiting for the night audit` : null;
}

/** The problems a refused close carries beside its message (GraphQL's extensions.problems); [] when none. */
export function refusalProblems(extensions: Record<string, unknown> | undefined): AuditProblem[] {
  const problems = extensions?.problems;
  if (!Array.isArray(problems)) return [];
  return problems.filter(
    (problem): problem is AuditProblem =>
      typeof problem === 'object' &&
      problem !== null &&
      AUDIT_PROBLEM_KINDS.includes((problem as AuditProblem).kind) &&
      typeof (problem as AuditProblem).bookingId === 'number' &&
      typeof (problem as AuditProblem).message === 'string',
  );
}
