import { formatMoney } from '@core/money';
import { toDailyReportDto, type DailyReportDto, type DailyReportType } from '../reports';
import type { DayReport } from './night-audit.service';

/**
 * The daily report of a day and whether it is closed: a closed day's as it stood at close, with when and by
 * whom ("closedAt", "closedBy"); an open day's as it stands, with "closed": false alone.
 */
export type DayReportDto = DailyReportDto & ({ closed: false } | { closed: true; closedAt: string; closedBy: string });

export function toDayReportDto(day: DayReport): DayReportDto {
  const report = toDailyReportDto(day.report);
  return day.closedAt === null
    ? { ...report, closed: false }
    : { ...report, closed: true, closedAt: day.closedAt.toISOString(), closedBy: day.closedBy };
}

/** The same over GraphQL: the payments as a list in the report's order, closedAt and closedBy null while open. */
export function toDailyReportType(day: DayReport): DailyReportType {
  const { paymentsByMethod: _byMethod, ...rest } = toDailyReportDto(day.report);
  return {
    ...rest,
    paymentsByMethod: day.report.paymentsByMethod.map((entry) => ({ method: entry.method, amount: formatMoney(entry.amount) })),
    closed: day.closedAt !== null,
    closedAt: day.closedAt?.toISOString() ?? null,
    closedBy: day.closedBy,
  };
}
