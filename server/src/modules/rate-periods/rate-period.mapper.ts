import { formatMoney } from '@core/money';
import type { DynamicRate } from '@core/rate-period-match';
import type { RatePeriod } from './rate-period.entity';

/** A rate period as /api/hotel/rate-periods and GraphQL show it (spec section 3). */
export interface RatePeriodDto {
  id: number;
  /** Raised by one with every change: an update may name the version it was based on (409 when older). */
  version: number;
  roomTypeId: number;
  roomTypeName: string;
  name: string;
  rateType: string;
  priority: number;
  dailyRate: string;
  weeklyRate: string;
  monthlyRate: string;
  daysOfWeek: string[];
  startDate: string | null;
  endDate: string | null;
  specificDates: string[];
  description: string | null;
  isActive: boolean;
}

/** The answer of POST /api/hotel/calculate-dynamic-rate. */
export interface DynamicRateDto {
  dailyRate: string;
  weeklyRate: string;
  monthlyRate: string;
  rateType: string;
  ratePeriodName: string | null;
  /**
   * When a stay was named (rateType or nights): how it is priced where the rules surprise ("Weekly: priced as
   * 1 week for 10 nights"), else null. Left out otherwise: the answer stays the spec's five fields.
   */
  note?: string | null;
}

/** The period's room type must be loaded (the service populates it). */
export function toRatePeriodDto(period: RatePeriod): RatePeriodDto {
  return {
    id: period.id,
    version: period.version,
    roomTypeId: period.roomType.id,
    roomTypeName: period.roomType.name,
    name: period.name,
    rateType: period.rateType,
    priority: period.priority,
    dailyRate: formatMoney(period.dailyRateCents),
    weeklyRate: formatMoney(period.weeklyRateCents),
    monthlyRate: formatMoney(period.monthlyRateCents),
    daysOfWeek: [...period.daysOfWeek],
    startDate: period.startDate ?? null,
    endDate: period.endDate ?? null,
    specificDates: [...period.specificDates],
    description: period.description ?? null,
    isActive: period.isActive,
  };
}

export function toDynamicRateDto(rate: DynamicRate & { note?: string | null }): DynamicRateDto {
  return {
    dailyRate: formatMoney(rate.dailyRate),
    weeklyRate: formatMoney(rate.weeklyRate),
    monthlyRate: formatMoney(rate.monthlyRate),
    rateType: rate.rateType,
    ratePeriodName: rate.ratePeriodName,
    ...(rate.note === undefined ? {} : { note: rate.note }),
  };
}
