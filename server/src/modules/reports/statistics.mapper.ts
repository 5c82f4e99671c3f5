import type { BookingSource } from '@core/booking-choices';
import { formatMoney } from '@core/money';
import type { StatisticsFigures } from '@core/statistics';
import type { Statistics } from './statistics.service';

/** A period's statistics as /api answers them: counts as numbers, occupancy a percent, money as "0.00". */
export interface StatisticsFiguresDto {
  roomsAvailable: number;
  roomsSold: number;
  outOfOrder: number;
  occupancy: number;
  adr: string;
  revpar: string;
  roomRevenue: string;
  tax1: string;
  tax2: string;
  extras: string;
  closed: boolean;
}

/** A booking source's part of the range: room-nights and room revenue, and each as a percent of all. */
export interface ChannelMixDto {
  source: BookingSource;
  roomNights: number;
  roomRevenue: string;
  roomNightsShare: number;
  roomRevenueShare: number;
}

export interface StatisticsDto {
  rows: (StatisticsFiguresDto & { period: string })[];
  totals: StatisticsFiguresDto;
  channelMix: ChannelMixDto[];
}

function toFiguresDto(figures: StatisticsFigures): StatisticsFiguresDto {
  return {
    roomsAvailable: figures.roomsAvailable,
    roomsSold: figures.roomsSold,
    outOfOrder: figures.outOfOrder,
    occupancy: figures.occupancy,
    adr: formatMoney(figures.adr),
    revpar: formatMoney(figures.revpar),
    roomRevenue: formatMoney(figures.roomRevenue),
    tax1: formatMoney(figures.tax1),
    tax2: formatMoney(figures.tax2),
    extras: formatMoney(figures.extras),
    closed: figures.closed,
  };
}

export function toStatisticsDto(statistics: Statistics): StatisticsDto {
  return {
    rows: statistics.rows.map((row) => ({ period: row.period, ...toFiguresDto(row) })),
    totals: toFiguresDto(statistics.totals),
    channelMix: statistics.channelMix.map((channel) => ({ ...channel, roomRevenue: formatMoney(channel.roomRevenue) })),
  };
}
