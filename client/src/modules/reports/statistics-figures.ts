import { formatUsd, parseMoney, type Cents } from '@core/money';
import { DATE_RANGE_MESSAGES } from '@core/schemas/date-range.schema';
import { statisticsQuerySchema, type StatisticsQuery } from '@core/schemas/statistics.schema';
import { addMonthsClamped, daysInMonth, isTimeZone, todayInZone, type CalendarDate } from '@core/stay-dates';
import { DEFAULT_TIMEZONE } from '@core/timezones';
import type { StatisticsQuery as StatisticsResult } from '../../gql/graphql';
import type { FieldErrors } from '../../ui/form-errors';

/** The statistics as the Statistics query answers them: counts, occupancy a percent, money as "0.00". */
export type StatisticsData = StatisticsResult['statistics'];
export type StatisticsFiguresData = StatisticsData['totals'];

/** What the form holds: the inputs' text, checked by core's statistics schema only on submit. */
export interface StatisticsFormValues {
  from: string;
  to: string;
  groupBy: string;
}

/**
 * What an owner opens first: the last twelve months by month, this one to date (a year of seasons, whatever
 * the month; a year to date would be one bar in January).
 */
export function defaultStatisticsQuery(timezone: string | null | undefined, now: Date = new Date()): StatisticsQuery {
  const today = todayInZone(timezone && isTimeZone(timezone) ? timezone : DEFAULT_TIMEZONE, now);
  return { from: addMonthsClamped(`${today.slice(0, 7)}-01`, -11), to: today, groupBy: 'month' };
}

/**
 * The form's values as a query, or each problem under its field: the range's own refusals (no field of their
 * own in core's schema) go under From when it is missing, else under To.
 */
export function parseStatisticsForm(
  values: StatisticsFormValues,
): { query: StatisticsQuery; errors?: undefined } | { query?: undefined; errors: FieldErrors } {
  const result = statisticsQuerySchema.safeParse(values);
  if (result.success) return { query: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const named = issue.path[0];
    const field = typeof named === 'string' ? named : issue.message === DATE_RANGE_MESSAGES.from ? 'from' : 'to';
    errors[field] ??= issue.message;
  }
  return { errors };
}

/** The server's file of the statistics shown (an attachment). */
export function statisticsDocumentUrl(query: StatisticsQuery, format: 'pdf' | 'csv'): string {
  const search = new URLSearchParams({ from: query.from, to: query.to, groupBy: query.groupBy });
  return `/api/hotel/reports/statistics.${format}?${search.toString()}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const weekday = (date: CalendarDate) => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;

/**
 * A period as the grid shows it: "Mar 2026"; a month the range cuts, the days it counts ("Mar 15–31, 2026");
 * a day with its weekday ("Sun 03/15/26"), as weekends read differently from weekdays.
 */
export function periodLabel(period: string, from: CalendarDate, to: CalendarDate): string {
  if (period.length === 10) return `${weekday(period)} ${period.slice(5, 7)}/${period.slice(8, 10)}/${period.slice(2, 4)}`;
  const year = Number(period.slice(0, 4));
  const month = Number(period.slice(5, 7));
  const first = `${period}-01`;
  const last = `${period}-${String(daysInMonth(year, month)).padStart(2, '0')}`;
  const start = from > first ? from : first;
  const end = to < last ? to : last;
  const name = `${MONTHS[month - 1]} ${year}`;
  if (start === first && end === last) return name;
  const days = start === end ? `${Number(start.slice(8))}` : `${Number(start.slice(8))}–${Number(end.slice(8))}`;
  return `${MONTHS[month - 1]} ${days}, ${year}`;
}

/** A chart's short label under its bar: "Mar" (with the year in January and on the first bar), or "3/15". */
export function periodAxisLabel(period: string, first: boolean): string {
  if (period.length === 10) return `${Number(period.slice(5, 7))}/${Number(period.slice(8, 10))}`;
  const month = MONTHS[Number(period.slice(5, 7)) - 1]!;
  return first || period.endsWith('-01') ? `${month} ${period.slice(0, 4)}` : month;
}

export const STATISTICS_TOTAL_LABEL = 'TOTAL';

/** A grid row: the period's label, then its figures. */
export type StatisticsTableRow = StatisticsFiguresData & { label: string };

/** The grid's rows: one per period, then TOTAL. */
export function statisticsTableRows(data: StatisticsData, query: Pick<StatisticsQuery, 'from' | 'to'>): StatisticsTableRow[] {
  const figures = ({ period: _period, ...rest }: StatisticsFiguresData & { period?: string }): StatisticsFiguresData => rest;
  return [
    ...data.rows.map((row) => ({ label: periodLabel(row.period, query.from, query.to), ...figures(row) })),
    { label: STATISTICS_TOTAL_LABEL, ...figures(data.totals) },
  ];
}

/** "45.2%" */
export const percent = (occupancy: number) => `${occupancy.toFixed(1)}%`;

export interface StatisticsChartPoint {
  period: string;
  label: string;
  occupancy: number;
  /** Null when nothing was sold: the API's "0.00" is no rate, and the line breaks there rather than drop to 0. */
  adr: Cents | null;
}

export function statisticsChartPoints(data: StatisticsData, query: Pick<StatisticsQuery, 'from' | 'to'>): StatisticsChartPoint[] {
  return data.rows.map((row) => ({
    period: row.period,
    label: periodLabel(row.period, query.from, query.to),
    occupancy: row.occupancy,
    adr: row.roomsSold > 0 ? parseMoney(row.adr) : null,
  }));
}

/** Every how many bars a label fits under the chart: at most `most` labels. */
export const labelStep = (count: number, most = 12) => Math.max(1, Math.ceil(count / most));

/** The first point with the lowest (or highest) value. */
function extreme<T>(list: readonly T[], value: (point: T) => number, which: 'lowest' | 'highest'): T {
  const beats = (a: number, b: number) => (which === 'lowest' ? a < b : a > b);
  return list.reduce((best, point) => (beats(value(point), value(best)) ? point : best));
}

/**
 * The chart in words, for a screen reader (and the figure's caption): the lowest and highest occupancy and
 * ADR of the range, each with its period (ADR over the periods that sold a room).
 */
export function statisticsChartSummary(points: readonly StatisticsChartPoint[]): string {
  if (points.length === 0) return 'No periods in the range.';
  const occupancy = (point: StatisticsChartPoint) => point.occupancy;
  const [low, high] = [extreme(points, occupancy, 'lowest'), extreme(points, occupancy, 'highest')];
  const occupancyText = `Occupancy from ${percent(low.occupancy)} (${low.label}) to ${percent(high.occupancy)} (${high.label})`;
  const sold = points.filter((point): point is StatisticsChartPoint & { adr: Cents } => point.adr !== null);
  if (sold.length === 0) return `${occupancyText}; no rooms sold, so no ADR.`;
  const adr = (point: { adr: Cents }) => point.adr;
  const [cheap, dear] = [extreme(sold, adr, 'lowest'), extreme(sold, adr, 'highest')];
  return `${occupancyText}; ADR from ${formatUsd(cheap.adr)} (${cheap.label}) to ${formatUsd(dear.adr)} (${dear.label}).`;
}
