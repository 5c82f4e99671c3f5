import { PAYMENT_METHODS } from './booking-choices';
import { sumMoney, type Cents } from './money';

/**
 * The night clerk's close of day (issue 14): who arrived, left and stayed over on one date, the room
 * revenue and taxes of that night (each stay's nightly share, core/folio.ts nightShare), the extras charged
 * and the payments taken that day, by method.
 */
export interface DailyFigures {
  arrivals: number;
  departures: number;
  inHouse: number;
  rooms: number;
  roomRevenue: Cents;
  taxes: Cents;
  extras: Cents;
  /** The adjustments posted that day (issue 25): positive charges, negative credits. */
  adjustments?: Cents;
  /** Live payments of the day by method, refunds netted; methods as typed (free text). */
  payments: readonly { method: string; amount: Cents }[];
}

export interface DailyReport {
  date: string;
  arrivals: number;
  departures: number;
  inHouse: number;
  /** In house ÷ rooms, a percent with one decimal, as the dashboard's. */
  occupancyRate: number;
  roomRevenue: Cents;
  taxes: Cents;
  extras: Cents;
  /** The adjustments posted that day (issue 25), netted; 0 in a day closed before adjustments existed. */
  adjustments: Cents;
  /** Every offered method (0 when none), then any other method taken that day, by name. */
  paymentsByMethod: { method: string; amount: Cents }[];
  totalPayments: Cents;
}

export function occupancyPercent(inHouse: number, rooms: number): number {
  return rooms > 0 ? Math.round((inHouse / rooms) * 1000) / 10 : 0;
}

export function buildDailyReport(date: string, figures: DailyFigures): DailyReport {
  const byMethod = new Map<string, Cents>(PAYMENT_METHODS.map((method) => [method, 0 as Cents]));
  const others: string[] = [];
  for (const { method, amount } of figures.payments) {
    if (!byMethod.has(method)) others.push(method);
    byMethod.set(method, sumMoney([byMethod.get(method) ?? (0 as Cents), amount]));
  }
  const order = [...PAYMENT_METHODS, ...[...new Set(others)].sort((a, b) => a.localeCompare(b))];
  const paymentsByMethod = order.map((method) => ({ method, amount: byMethod.get(method)! }));
  return {
    date,
    arrivals: figures.arrivals,
    departures: figures.departures,
    inHouse: figures.inHouse,
    occupancyRate: occupancyPercent(figures.inHouse, figures.rooms),
    roomRevenue: figures.roomRevenue,
    taxes: figures.taxes,
    extras: figures.extras,
    adjustments: figures.adjustments ?? (0 as Cents),
    paymentsByMethod,
    totalPayments: sumMoney(paymentsByMethod.map((entry) => entry.amount)),
  };
}
