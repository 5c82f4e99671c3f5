import type { BookingStatus } from './booking-choices';
import { subtractMoney, type Cents } from './money';

/** The two amounts the rule reads: what is still owed (due less paid) and what was paid. */
interface Amounts<T> {
  balance: T;
  paid: T;
}

/**
 * The payment status rule, written once for TypeScript and SQL alike: the first status whose test holds. Each
 * test is a comparison of one amount, so that in SQL it stays a condition an index on that amount answers.
 */
const RULE: readonly {
  status: BookingStatus;
  holds: (amounts: Amounts<number>) => boolean;
  sql: (columns: Amounts<string>) => string;
}[] = [
  { status: 'Fully Paid', holds: ({ balance }) => balance <= 0, sql: ({ balance }) => `${balance} <= 0` },
  { status: 'Partially Paid', holds: ({ paid }) => paid > 0, sql: ({ paid }) => `${paid} > 0` },
  { status: 'Unpaid', holds: () => true, sql: () => 'true' },
];

/** Fully Paid when paid ≥ what is due (the grand total, with the extras on a folio); Partially Paid when anything is paid; else Unpaid. */
export function paymentStatus(due: Cents, paid: Cents): BookingStatus {
  const amounts = { balance: subtractMoney(due, paid), paid };
  return RULE.find((rule) => rule.holds(amounts))!.status;
}

/**
 * The rule as an SQL condition over two column expressions (the balance and the paid amount): the rows of
 * `status`. A list filtered by status asks it of the database, where the balance's index answers and the
 * count rides along, instead of reading every booking to derive it here; comparisons, not a CASE, for that.
 */
export function paymentStatusCondition(status: BookingStatus, columns: Amounts<string>): string {
  const at = RULE.findIndex((rule) => rule.status === status);
  const tests = [...RULE.slice(0, at).map((rule) => `not (${rule.sql(columns)})`), RULE[at]!.sql(columns)];
  return tests.filter((test) => test !== 'true').join(' and ') || 'true';
}

/** The rule as an SQL expression whose value is the status: for a write that sets many rows' status at once. */
export function paymentStatusExpression(columns: Amounts<string>): string {
  const tests = RULE.slice(0, -1).map((rule) => `when ${rule.sql(columns)} then '${rule.status}'`);
  return `(case ${tests.join(' ')} else '${RULE.at(-1)!.status}' end)`;
}
