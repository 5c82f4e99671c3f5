import { BOOKING_SOURCES, type BookingSource } from './booking-choices';
import { cents, type Cents } from './money';
import { addDays, addMonthsClamped, type CalendarDate } from './stay-dates';

/**
 * The statistics an owner and a tax office ask for, by the night, as the industry (USALI) counts them: the
 * rooms available (every room, every night, out-of-order nights not deducted), the room-nights sold, the
 * occupancy, the average daily rate and the revenue per available room. Pure: the service sums the nights of
 * each period and asks here for the ratios.
 */

export const STATISTICS_GROUPS = ['day', 'month'] as const;
export type StatisticsGroup = (typeof STATISTICS_GROUPS)[number];

export interface StatisticsPeriod {
  /** "2026-12" for a month, "2026-12-15" for a day. */
  period: string;
  start: CalendarDate;
  /** The day after the period's last night in the range (exclusive). */
  stop: CalendarDate;
}

/** The periods of [from, to] (to inclusive): each day, or each month cut to the range. */
export function statisticsPeriods(from: CalendarDate, to: CalendarDate, groupBy: StatisticsGroup): StatisticsPeriod[] {
  const end = addDays(to, 1);
  const periods: StatisticsPeriod[] = [];
  if (groupBy === 'day') {
    for (let day = from; day < end; day = addDays(day, 1)) periods.push({ period: day, start: day, stop: addDays(day, 1) });
    return periods;
  }
  for (let month = `${from.slice(0, 7)}-01`; month < end; month = addMonthsClamped(month, 1)) {
    const next = addMonthsClamped(month, 1);
    periods.push({ period: month.slice(0, 7), start: month < from ? from : month, stop: next < end ? next : end });
  }
  return periods;
}

/** What the service sums for a period. */
export interface PeriodFigures {
  roomsAvailable: number;
  roomsSold: number;
  outOfOrder: number;
  roomRevenue: Cents;
  tax1: Cents;
  tax2: Cents;
  extras: Cents;
  closed: boolean;
}

export interface StatisticsFigures extends PeriodFigures {
  /** Rooms sold ÷ rooms available, a percent with one decimal. */
  occupancy: number;
  /** Room revenue ÷ rooms sold. */
  adr: Cents;
  /** Room revenue ÷ rooms available. */
  revpar: Cents;
}

/** a ÷ b rounded half-up to a whole number, in integers (a ≥ 0, b > 0). */
function divideHalfUp(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

export function statisticsFigures(figures: PeriodFigures): StatisticsFigures {
  const { roomsAvailable, roomsSold, roomRevenue } = figures;
  return {
    ...figures,
    occupancy: roomsAvailable > 0 ? divideHalfUp(roomsSold * 1000, roomsAvailable) / 10 : 0,
    adr: roomsSold > 0 ? cents(divideHalfUp(roomRevenue, roomsSold)) : cents(0),
    revpar: roomsAvailable > 0 ? cents(divideHalfUp(roomRevenue, roomsAvailable)) : cents(0),
  };
}

/** The range's totals: the periods' sums, their ratios taken again over the sums, closed when every period is. */
export function statisticsTotals(rows: readonly PeriodFigures[]): StatisticsFigures {
  const sum = (pick: (row: PeriodFigures) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return statisticsFigures({
    roomsAvailable: sum((row) => row.roomsAvailable),
    roomsSold: sum((row) => row.roomsSold),
    outOfOrder: sum((row) => row.outOfOrder),
    roomRevenue: cents(sum((row) => row.roomRevenue)),
    tax1: cents(sum((row) => row.tax1)),
    tax2: cents(sum((row) => row.tax2)),
    extras: cents(sum((row) => row.extras)),
    closed: rows.length > 0 && rows.every((row) => row.closed),
  });
}

/** What the service sums for one source over the whole range. */
export interface ChannelSums {
  roomNights: number;
  roomRevenue: Cents;
}

/** A source's part of the range: its room-nights and room revenue, and each as a percent (one decimal) of all. */
export interface ChannelFigures extends ChannelSums {
  source: BookingSource;
  roomNightsShare: number;
  roomRevenueShare: number;
}

/**
 * The channel mix: every source in BOOKING_SOURCES order (none is left out for having sold nothing), its
 * room-nights and room revenue by the night as the totals count them, and its share of each.
 */
export function channelMix(sums: Partial<Record<BookingSource, ChannelSums>>): ChannelFigures[] {
  const of = (source: BookingSource): ChannelSums => sums[source] ?? { roomNights: 0, roomRevenue: cents(0) };
  const allNights = BOOKING_SOURCES.reduce((total, source) => total + of(source).roomNights, 0);
  const allRevenue = BOOKING_SOURCES.reduce((total, source) => total + of(source).roomRevenue, 0);
  const percent = (part: number, whole: number) => (whole > 0 ? divideHalfUp(part * 1000, whole) / 10 : 0);
  return BOOKING_SOURCES.map((source) => {
    const { roomNights, roomRevenue } = of(source);
    return {
      source,
      roomNights,
      roomRevenue,
      roomNightsShare: percent(roomNights, allNights),
      roomRevenueShare: percent(roomRevenue, allRevenue),
    };
  });
}
