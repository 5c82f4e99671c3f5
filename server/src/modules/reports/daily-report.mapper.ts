import type { DailyReport } from '@core/daily-report';
import type { DailyStay, DailyStays } from '@core/daily-stays';
import { formatMoney, ZERO } from '@core/money';

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
  /** The adjustments posted that day (issue 25), netted. */
  adjustments: string;
  paymentsByMethod: Record<string, string>;
  totalPayments: string;
  /** The names behind the counts (issue 23), each list by room number. */
  arrivalStays: DailyStayDto[];
  departureStays: DailyStayDto[];
  inHouseStays: DailyStayDto[];
}

/** One stay of the daily report's lists: the guest, the room, the dates, the balance as "0.00". */
export interface DailyStayDto {
  bookingId: number;
  guest: string;
  roomNumber: string;
  checkInDate: string;
  checkOutDate: string;
  balance: string;
}

const toDailyStayDto = (stay: DailyStay): DailyStayDto => ({ ...stay, balance: formatMoney(stay.balance) });

export function toDailyReportDto(report: DailyReport & DailyStays): DailyReportDto {
  return {
    date: report.date,
    arrivals: report.arrivals,
    departures: report.departures,
    inHouse: report.inHouse,
    occupancyRate: report.occupancyRate,
    roomRevenue: formatMoney(report.roomRevenue),
    taxes: formatMoney(report.taxes),
    extras: formatMoney(report.extras),
    adjustments: formatMoney(report.adjustments ?? ZERO),
    paymentsByMethod: Object.fromEntries(report.paymentsByMethod.map((entry) => [entry.method, formatMoney(entry.amount)])),
    totalPayments: formatMoney(report.totalPayments),
    arrivalStays: report.arrivalStays.map(toDailyStayDto),
    departureStays: report.departureStays.map(toDailyStayDto),
    inHouseStays: report.inHouseStays.map(toDailyStayDto),
  };
}
