import { addMoney, ZERO, type Cents } from './money';
import { MONTH_NAMES, QUARTERS, quarterOfMonth, type MonthName, type Quarter } from './report-periods';

/**
 * The financial report's rules (spec sections 3 and 9): a booking belongs to the month of its check-in;
 * taxable revenue is the subtotal of Daily and Weekly bookings, non-taxable the subtotal of Monthly ones;
 * every total is the sum of its rows to the cent. Folio extras (parking, minibar) are none of those columns:
 * each period carries them beside, counted by the extra's own date (as the daily report counts them), with
 * the total that includes them.
 */
export interface PeriodFigures {
  taxable: Cents;
  nonTaxable: Cents;
  subtotal: Cents;
  tax1: Cents;
  tax2: Cents;
  grandTotal: Cents;
}

/** What the database sums per check-in month (1 to 12); months without bookings may be missing. */
export interface MonthSums {
  month: number;
  taxable: Cents;
  nonTaxable: Cents;
  tax1: Cents;
  tax2: Cents;
  grandTotal: Cents;
}

/** What the database sums of the live folio extras per month of their date (1 to 12). */
export interface MonthExtras {
  month: number;
  extras: Cents;
}

/** A period's folio extras, beside its columns, and its grand total with them. */
export interface PeriodExtras {
  extras: Cents;
  totalWithExtras: Cents;
}

export interface MonthlyReport {
  months: (PeriodFigures & PeriodExtras & { month: MonthName })[];
  totals: PeriodFigures & PeriodExtras;
}

export interface QuarterlyReport {
  quarters: (PeriodFigures & PeriodExtras & { quarter: Quarter })[];
  totals: PeriodFigures & PeriodExtras;
}

const EMPTY: PeriodFigures = { taxable: ZERO, nonTaxable: ZERO, subtotal: ZERO, tax1: ZERO, tax2: ZERO, grandTotal: ZERO };

function add(a: PeriodFigures, b: PeriodFigures): PeriodFigures {
  return {
    taxable: addMoney(a.taxable, b.taxable),
    nonTaxable: addMoney(a.nonTaxable, b.nonTaxable),
    subtotal: addMoney(a.subtotal, b.subtotal),
    tax1: addMoney(a.tax1, b.tax1),
    tax2: addMoney(a.tax2, b.tax2),
    grandTotal: addMoney(a.grandTotal, b.grandTotal),
  };
}

const withExtras = (figures: PeriodFigures, extras: Cents): PeriodFigures & PeriodExtras => ({
  ...pick(figures),
  extras,
  totalWithExtras: addMoney(figures.grandTotal, extras),
});

/** The sum of some periods, with their extras. */
function sumPeriods(rows: readonly (PeriodFigures & PeriodExtras)[]): PeriodFigures & PeriodExtras {
  return withExtras(
    rows.reduce<PeriodFigures>((sum, row) => add(sum, row), EMPTY),
    rows.reduce<Cents>((sum, row) => addMoney(sum, row.extras), ZERO),
  );
}

/** All twelve months, January first, with the TOTAL row. */
export function buildMonthlyReport(sums: readonly MonthSums[], extras: readonly MonthExtras[] = []): MonthlyReport {
  const months = MONTH_NAMES.map((month, index) => {
    const found = sums.find((row) => row.month === index + 1);
    const figures: PeriodFigures = found ? { ...found, subtotal: addMoney(found.taxable, found.nonTaxable) } : EMPTY;
    return { month, ...withExtras(figures, extras.find((row) => row.month === index + 1)?.extras ?? ZERO) };
  });
  return { months, totals: sumPeriods(months) };
}

/** Qtr1 to Qtr4 from the monthly rows, with the annual total. */
export function buildQuarterlyReport(monthly: MonthlyReport): QuarterlyReport {
  const quarters = QUARTERS.map((quarter) => ({
    quarter,
    ...sumPeriods(monthly.months.filter((_row, index) => quarterOfMonth(index + 1) === quarter)),
  }));
  return { quarters, totals: sumPeriods(quarters) };
}

function pick(figures: PeriodFigures): PeriodFigures {
  const { taxable, nonTaxable, subtotal, tax1, tax2, grandTotal } = figures;
  return { taxable, nonTaxable, subtotal, tax1, tax2, grandTotal };
}
