import { formatUsd, parseMoney } from '@core/money';
import { DAYS_OF_WEEK, ratePeriodSchema, type DayOfWeek, type RatePeriodInput } from '@core/schemas/rate-period.schema';

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';

/** What the rate period form holds; specific dates are the comma-separated text a person types. */
export interface RatePeriodFormValues {
  roomTypeId: string;
  name: string;
  rateType: string;
  dailyRate: string;
  weeklyRate: string;
  monthlyRate: string;
  startDate: string;
  endDate: string;
  daysOfWeek: DayOfWeek[];
  specificDates: string;
  priority: string;
  isActive: boolean;
  description: string;
}

export const EMPTY_RATE_PERIOD_FORM: RatePeriodFormValues = {
  roomTypeId: '',
  name: '',
  rateType: '',
  dailyRate: '',
  weeklyRate: '',
  monthlyRate: '',
  startDate: '',
  endDate: '',
  daysOfWeek: [],
  specificDates: '',
  priority: '1',
  isActive: true,
  description: '',
};

/** Which of the type-specific fields the form shows (spec section 4). */
export type RatePeriodDateFields = 'days' | 'range' | 'dates' | 'none';

export function dateFieldsFor(rateType: string): RatePeriodDateFields {
  if (rateType === 'weekday' || rateType === 'weekend') return 'days';
  if (rateType === 'seasonal' || rateType === 'event') return 'range';
  if (rateType === 'holiday') return 'dates';
  return 'none';
}

export interface StoredRatePeriod {
  roomTypeId: number;
  name: string;
  rateType: string;
  priority: number;
  dailyRate: string;
  weeklyRate: string;
  monthlyRate: string;
  daysOfWeek: readonly string[];
  startDate?: string | null;
  endDate?: string | null;
  specificDates: readonly string[];
  description?: string | null;
  isActive: boolean;
}

export function formValuesOf(period: StoredRatePeriod): RatePeriodFormValues {
  return {
    roomTypeId: String(period.roomTypeId),
    name: period.name,
    rateType: period.rateType,
    dailyRate: period.dailyRate,
    weeklyRate: period.weeklyRate,
    monthlyRate: period.monthlyRate,
    startDate: period.startDate ?? '',
    endDate: period.endDate ?? '',
    daysOfWeek: DAYS_OF_WEEK.filter((day) => period.daysOfWeek.includes(day)),
    specificDates: period.specificDates.join(', '),
    priority: String(period.priority),
    isActive: period.isActive,
    description: period.description ?? '',
  };
}

/** Creating: choosing a room type fills the three rates from it. */
export function withRoomTypeRates(
  values: RatePeriodFormValues,
  roomType: { id: number; dailyRate: string; weeklyRate: string; monthlyRate: string } | undefined,
): RatePeriodFormValues {
  if (!roomType) return values;
  return {
    ...values,
    roomTypeId: String(roomType.id),
    dailyRate: roomType.dailyRate,
    weeklyRate: roomType.weeklyRate,
    monthlyRate: roomType.monthlyRate,
  };
}

export function toggleDay(days: readonly DayOfWeek[], day: DayOfWeek, checked: boolean): DayOfWeek[] {
  const next = new Set(days);
  if (checked) next.add(day);
  else next.delete(day);
  return DAYS_OF_WEEK.filter((item) => next.has(item));
}

export type RatePeriodPayload = { ok: true; input: RatePeriodInput } | { ok: false; message: string };

/**
 * The form as the server's payload, checked with the core schema. Only the fields the rate type uses are
 * sent, so a period switched from weekend to seasonal keeps no hidden days.
 */
export function toRatePeriodPayload(values: RatePeriodFormValues): RatePeriodPayload {
  if (!values.roomTypeId || !values.name.trim() || !values.rateType) return { ok: false, message: REQUIRED_FIELDS_MESSAGE };
  const fields = dateFieldsFor(values.rateType);
  const result = ratePeriodSchema.safeParse({
    roomTypeId: Number.parseInt(values.roomTypeId, 10),
    name: values.name,
    rateType: values.rateType,
    dailyRate: values.dailyRate,
    weeklyRate: values.weeklyRate,
    monthlyRate: values.monthlyRate,
    priority: values.priority.trim() === '' ? undefined : Number.parseInt(values.priority, 10),
    daysOfWeek: fields === 'days' ? values.daysOfWeek : [],
    startDate: fields === 'range' ? values.startDate : null,
    endDate: fields === 'range' ? values.endDate : null,
    specificDates: fields === 'dates' ? values.specificDates.split(',').map((date) => date.trim()) : [],
    isActive: values.isActive,
    description: values.description,
  });
  return result.success ? { ok: true, input: result.data } : { ok: false, message: result.error.issues[0].message };
}

/** "$129.00" for the table. */
export function moneyText(amount: string): string {
  return formatUsd(parseMoney(amount));
}

/** "Sat, Sun", "2026-06-01 to 2026-08-31", "2026-12-25, 2026-12-31": when a period is in force. */
export function whenText(
  period: Pick<StoredRatePeriod, 'rateType' | 'daysOfWeek' | 'startDate' | 'endDate' | 'specificDates'>,
): string {
  switch (dateFieldsFor(period.rateType)) {
    case 'days':
      return DAYS_OF_WEEK.filter((day) => period.daysOfWeek.includes(day))
        .map((day) => `${day.charAt(0).toUpperCase()}${day.slice(1, 3)}`)
        .join(', ');
    case 'range':
      return period.startDate && period.endDate ? `${period.startDate} to ${period.endDate}` : '';
    case 'dates':
      return period.specificDates.join(', ');
    default:
      return '';
  }
}
