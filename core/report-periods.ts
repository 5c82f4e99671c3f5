/** Month and quarter names of the financial reports (spec section 9). Months are numbered 1 to 12. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export type MonthName = (typeof MONTH_NAMES)[number];

export const QUARTERS = ['Qtr1', 'Qtr2', 'Qtr3', 'Qtr4'] as const;
export type Quarter = (typeof QUARTERS)[number];

function assertMonth(month: number): void {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`Month must be a whole number from 1 to 12, got ${month}`);
  }
}

/** 1 (January) -> 'January'. */
export function monthName(month: number): MonthName {
  assertMonth(month);
  return MONTH_NAMES[month - 1];
}

/** A report's month "2026-04" as people read it: "April 2026". */
export function monthTitle(month: string): string {
  return `${monthName(Number(month.slice(5, 7)))} ${month.slice(0, 4)}`;
}

/** Qtr1 is January to March, Qtr2 April to June, Qtr3 July to September, Qtr4 October to December. */
export function quarterOfMonth(month: number): Quarter {
  assertMonth(month);
  return QUARTERS[Math.floor((month - 1) / 3)];
}

/** The three months (1 to 12) of a quarter. */
export function monthsOfQuarter(quarter: Quarter): [number, number, number] {
  const first = QUARTERS.indexOf(quarter) * 3 + 1;
  return [first, first + 1, first + 2];
}
