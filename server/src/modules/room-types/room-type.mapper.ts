import { formatMoney } from '@core/money';
import type { RoomType } from './room-type.entity';
import { ratesOf, type RoomTypeRates, type RoomTypeView } from './room-type-rates';

/** A room type's three rates as money text "79.99". */
export interface RoomTypeRatesDto {
  dailyRate: string;
  weeklyRate: string;
  monthlyRate: string;
}

/** Rates that take effect from a date after today (issue 26). */
export interface ScheduledRoomTypeRatesDto extends RoomTypeRatesDto {
  effectiveFrom: string;
}

/** A room type as the API shows it (spec section 3): the rates in force today, and beside them those scheduled. */
export interface RoomTypeDto extends RoomTypeRatesDto {
  id: number;
  /** Raised by one with every change: an update may name the version it was based on (409 when older). */
  version: number;
  name: string;
  /** Changes still to come, the soonest first. */
  scheduled: ScheduledRoomTypeRatesDto[];
}

/** A room type as GET shows it; given the entity alone, its own rates and no schedule (a view has both). */
export function toRoomTypeDto(type: RoomTypeView | RoomType): RoomTypeDto {
  const view = 'roomType' in type ? type : { roomType: type, rates: ratesOf(type), scheduled: [] };
  return {
    id: view.roomType.id,
    version: view.roomType.version,
    name: view.roomType.name,
    ...toRatesDto(view.rates),
    scheduled: view.scheduled.map((change) => ({ effectiveFrom: change.effectiveFrom, ...toRatesDto(change.values) })),
  };
}

function toRatesDto(rates: RoomTypeRates): RoomTypeRatesDto {
  return {
    dailyRate: formatMoney(rates.dailyRateCents),
    weeklyRate: formatMoney(rates.weeklyRateCents),
    monthlyRate: formatMoney(rates.monthlyRateCents),
  };
}

export type RoomTypeAnswer = Omit<RoomTypeDto, 'scheduled'> & Partial<Pick<RoomTypeDto, 'scheduled'>>;

/**
 * A room's nested room type as REST shows it: its rates in force today, its schedule only when it has one (the
 * room type's own answers always list it).
 */
export function withoutEmptySchedule(dto: RoomTypeDto): RoomTypeAnswer {
  const { scheduled, ...values } = dto;
  return scheduled.length ? { ...values, scheduled } : values;
}
