import type { DailyReport } from '@core/daily-report';
import { formatMoney } from '@core/money';

/** GET /api/hotel/reports/daily/{date} (issue 14): counts, the occupancy percent, money as "0.00" strings. */
export interface DailyReportDto {
  date: string;
  arrivals: number;
  departures: number;
  inHouse: number;
  occupancyRate: number;
  roomRevenue: string;
  taxes: string;
  extras: string;
  paymentsByMethod: Record<string, string>;
  totalPayments: string;
}

export function toDailyReportDto(report: DailyReport): DailyReportDto {
  return {
    date: report.date,
    arrivals: report.arrivals,
    departures: report.departures,
    inHouse: report.inHouse,
    occupancyRate: report.occupancyRate,
    roomRevenue: formatMoney(report.roomRevenue),
    taxes: formatMoney(report.taxes),
    extras: formatMoney(report.extras),
    paymentsByMethod: Object.fromEntries(report.paymentsByMethod.map((entry) => [entry.method, formatMoney(entry.amount)])),
    totalPayments: formatMoney(report.totalPayments),
  };
}
