import { daysInMonth, monthOf, yearOf, type CalendarDate } from './stay-dates';
import { cents, subtractMoney, sumMoney, type Cents } from './money';

/**
 * A guest's statement (issue 26): each of the guest's stays in a range of dates is a billing period with its
 * folio's live lines; what earlier stays leave owing opens it, and each period's balance carries on to close it.
 */

/** The Front Desk's Residents list holds the chains in house of at least this many nights (four weeks). */
export const RESIDENT_MIN_NIGHTS = 28;

/** A statement covers at most a year (and a day) at a time. */
export const STATEMENT_MAX_DAYS = 366;

/** A folio line as the statement reads it: a charge (or credit) of the stay, or a payment (refund negative). */
export interface StatementSourceLine {
  date: CalendarDate;
  description: string;
  amount: Cents;
  /** A charge adds to the balance, a payment takes from it. */
  side: 'charge' | 'payment';
  /** Voided lines are left out of the statement. */
  voided: boolean;
}

/** A line of the statement: its amount is what it does to the balance (a payment negative, a refund positive). */
export interface StatementLine {
  date: CalendarDate;
  description: string;
  amount: Cents;
}

export interface StatementPeriodFigures {
  lines: StatementLine[];
  charges: Cents;
  payments: Cents;
  /** Charges less payments. */
  balance: Cents;
}

/**
 * One period of the statement: its live lines by date (on one date, in the order given: the folio's charges,
 * then its adjustments, then its payments), the sum of its charges, of its payments, and its balance.
 */
export function statementPeriod(source: readonly StatementSourceLine[]): StatementPeriodFigures {
  const live = source.filter((line) => !line.voided);
  const charges = sumMoney(live.filter((line) => line.side === 'charge').map((line) => line.amount));
  const payments = sumMoney(live.filter((line) => line.side === 'payment').map((line) => line.amount));
  const lines = live
    .map((line, index) => ({ line, index }))
    .sort((a, b) => (a.line.date < b.line.date ? -1 : a.line.date > b.line.date ? 1 : a.index - b.index))
    .map(({ line }) => ({
      date: line.date,
      description: line.description,
      amount: line.side === 'payment' ? cents(-line.amount) : line.amount,
    }));
  return { lines, charges, payments, balance: subtractMoney(charges, payments) };
}

/** What the guest owes at the end of the range: the opening balance and every period's balance. */
export function closingBalance(openingBalance: Cents, periods: readonly { balance: Cents }[]): Cents {
  return sumMoney([openingBalance, ...periods.map((period) => period.balance)]);
}

/** The month holding `date`, first to last day: the statement's default period. */
export function monthAround(date: CalendarDate): { from: CalendarDate; to: CalendarDate } {
  const year = yearOf(date);
  const month = monthOf(date);
  const start = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
  return { from: `${start}-01`, to: `${start}-${String(daysInMonth(year, month)).padStart(2, '0')}` };
}
