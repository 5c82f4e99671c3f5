import { invalidInput } from './errors';
import { ZERO, addMoney, cents, multiplyCents, subtractMoney } from './money';
import type { Cents } from './money';
import { MICROS_PER_UNIT, applyRate, roundHalfUpDiv, toCents } from './rate';
import { addDays, addMonthsClamped, isCalendarDate, nightsBetween } from './stay-dates';
import type { CalendarDate } from './stay-dates';
import { RATE_TYPE_MESSAGE, isRateType, type BookingStatus, type RateType } from './booking-choices';
import { paymentStatus } from './payment-status';
import { taxApplies } from './tax-choice';
import type { HotelTaxes, TaxLine } from './tax-choice';
import { taxOfTaxedNights } from './long-stay';

/** 'total' is total-rate entry (setting total_rate_entry '1'): the grand total is typed, the parts derived. */
export type EntryMode = 'base' | 'total';

/** What the pricing engine reads: the booking's rate, stay and amounts in cents, and the hotel's taxes. */
export type PricingInput = {
  rateType: RateType;
  checkInDate: CalendarDate;
  /** Daily: any whole number ≥ 1; Weekly: a multiple of 7; Monthly: ignored (one calendar month). */
  nights: number;
  /** The per-night rate (Daily) or per-week rate (Weekly); derived in total mode. */
  dailyWeeklyAmount: Cents;
  monthlyAmount: Cents;
  /** Only read in total mode for Daily and Weekly. */
  grandTotal?: Cents;
  paidAmount: Cents;
  entryMode: EntryMode;
  taxes: HotelTaxes;
  /**
   * How many of the stay's first nights carry Tax 1 and Tax 2 under their long-stay rules (core/long-stay.ts);
   * left out, every night: the figures the spec prices.
   */
  taxedNights?: TaxedNights;
};

/** The taxed nights of a booking's two taxes (a prefix of its nights each). */
export type TaxedNights = { tax1: number; tax2: number };

export type BookingFigures = {
  rateType: RateType;
  checkInDate: CalendarDate;
  nights: number;
  checkOutDate: CalendarDate;
  dailyWeeklyAmount: Cents;
  monthlyAmount: Cents;
  subtotal: Cents;
  /** Tax 1. */
  taxAmount: Cents;
  /** Tax 2. */
  resortFee: Cents;
  grandTotal: Cents;
  paidAmount: Cents;
  balance: Cents;
  paymentStatus: BookingStatus;
};

export const WEEKLY_DEFAULT_NIGHTS = 7;
const DAYS_PER_WEEK = 7;

export const WEEKLY_NIGHTS_MESSAGE = 'Weekly stays must be a whole number of weeks (7, 14, 21 … nights)';
const NIGHTS_MESSAGE = 'Nights must be a whole number of at least 1';

/**
 * Computes every money figure and the dates of a booking. Money stays in integer cents; each tax is
 * rounded half-up to the cent, and subtotal + taxAmount + resortFee always equals grandTotal.
 */
export function computeBooking(input: PricingInput): BookingFigures {
  const { rateType, checkInDate, entryMode, taxes } = input;
  assertRateType(rateType);
  if (!isCalendarDate(checkInDate)) throw invalidInput('Check-in date must be a date (YYYY-MM-DD)');
  if (entryMode !== 'base' && entryMode !== 'total') throw invalidInput("Entry mode must be 'base' or 'total'");
  const dailyWeeklyAmount = amount(input.dailyWeeklyAmount, 'Daily/weekly amount');
  const monthlyAmount = amount(input.monthlyAmount, 'Monthly amount');
  const paidAmount = amount(input.paidAmount, 'Paid amount');

  const parts =
    rateType === 'Monthly'
      ? monthlyParts(checkInDate, dailyWeeklyAmount, monthlyAmount)
      : entryMode === 'total'
        ? totalModeParts(rateType, checkInDate, input.nights, input.grandTotal, taxes, input.taxedNights)
        : baseModeParts(rateType, checkInDate, input.nights, dailyWeeklyAmount, taxes, input.taxedNights);

  return {
    rateType,
    checkInDate,
    ...parts,
    monthlyAmount,
    paidAmount,
    balance: subtractMoney(parts.grandTotal, paidAmount),
    paymentStatus: paymentStatus(parts.grandTotal, paidAmount),
  };
}

// The payment status rule lives with its SQL forms (payment-status.ts); the engine and its callers read it here too.
export { paymentStatus };

/** Check-out for the booking screen: check-in + nights days, or the same day next month for Monthly. */
export function checkOutFor(rateType: RateType, checkInDate: CalendarDate, nights: number): CalendarDate {
  assertRateType(rateType);
  if (rateType === 'Monthly') return addMonthsClamped(checkInDate, 1);
  if (!Number.isSafeInteger(nights) || nights < 1) throw invalidInput(NIGHTS_MESSAGE);
  return addDays(checkInDate, nights);
}

/**
 * The nights the booking screen should show after a change: Daily keeps a valid request (else 1),
 * Weekly keeps a whole number of weeks (else 7), Monthly is the days to the same day next month.
 */
export function nightsForRateType(rateType: RateType, checkInDate: CalendarDate, requestedNights?: number | null): number {
  assertRateType(rateType);
  const requested = requestedNights ?? NaN;
  const valid = Number.isSafeInteger(requested) && requested >= 1;
  switch (rateType) {
    case 'Daily':
      return valid ? requested : 1;
    case 'Weekly':
      return valid && requested % DAYS_PER_WEEK === 0 ? requested : WEEKLY_DEFAULT_NIGHTS;
    case 'Monthly':
      return nightsBetween(checkInDate, addMonthsClamped(checkInDate, 1));
  }
}

type Parts = Pick<
  BookingFigures,
  'nights' | 'checkOutDate' | 'dailyWeeklyAmount' | 'subtotal' | 'taxAmount' | 'resortFee' | 'grandTotal'
>;

function monthlyParts(checkInDate: CalendarDate, dailyWeeklyAmount: Cents, monthlyAmount: Cents): Parts {
  // Extended stays are tax-exempt: the monthly amount is the whole bill.
  const checkOutDate = addMonthsClamped(checkInDate, 1);
  return {
    nights: nightsBetween(checkInDate, checkOutDate),
    checkOutDate,
    dailyWeeklyAmount,
    subtotal: monthlyAmount,
    taxAmount: ZERO,
    resortFee: ZERO,
    grandTotal: monthlyAmount,
  };
}

function baseModeParts(
  rateType: 'Daily' | 'Weekly',
  checkInDate: CalendarDate,
  nights: number,
  dailyWeeklyAmount: Cents,
  taxes: HotelTaxes,
  taxedNights: TaxedNights = { tax1: nights, tax2: nights },
): Parts {
  assertNights(rateType, nights);
  const subtotal =
    rateType === 'Daily' ? multiplyCents(dailyWeeklyAmount, nights) : multiplyCents(dailyWeeklyAmount, nights / DAYS_PER_WEEK);
  const taxFor = (line: TaxLine | null, taxed: number): Cents => {
    if (!line || !taxApplies(line, rateType)) return ZERO;
    if (taxed < nights) return taxOfTaxedNights(line, subtotal, nights, taxed);
    return line.isPercentage ? applyRate(subtotal, line.rate) : multiplyCents(line.flatAmount, nights);
  };
  const taxAmount = taxFor(taxes.tax1, taxedNights.tax1);
  const resortFee = taxFor(taxes.tax2, taxedNights.tax2);
  return {
    nights,
    checkOutDate: addDays(checkInDate, nights),
    dailyWeeklyAmount,
    subtotal,
    taxAmount,
    resortFee,
    grandTotal: addMoney(subtotal, taxAmount, resortFee),
  };
}

/**
 * The typed grand total is kept to the cent. Flat fees come off first; each percentage tax is
 * round-half-up(rest × rate_i / (1 + sum of the applying rates)); the subtotal is what remains, so the
 * parts add up exactly. The per-night (or per-week) amount is derived from the subtotal. With long-stay
 * exempt nights a tax falls on k_i of the n nights: flat_i × k_i, and
 * round-half-up(rest × rate_i × k_i / (n + Σ rate_j × k_j)), which is the formula above when every k is n.
 */
function totalModeParts(
  rateType: 'Daily' | 'Weekly',
  checkInDate: CalendarDate,
  nights: number,
  enteredGrandTotal: Cents | undefined,
  taxes: HotelTaxes,
  taxedNights: TaxedNights = { tax1: nights, tax2: nights },
): Parts {
  assertNights(rateType, nights);
  if (enteredGrandTotal === undefined || enteredGrandTotal === null) {
    throw invalidInput('Grand total is required when rates are entered as totals');
  }
  const grandTotal = amount(enteredGrandTotal, 'Grand total');

  const applying = (line: TaxLine | null): TaxLine | null => (line && taxApplies(line, rateType) ? line : null);
  const lines = [applying(taxes.tax1), applying(taxes.tax2)] as const;
  const taxed = [clampTaxed(taxedNights.tax1, nights), clampTaxed(taxedNights.tax2, nights)] as const;
  const exempt = taxed.some((k) => k < nights);

  const flat = (line: TaxLine | null, k: number): Cents =>
    line && !line.isPercentage ? multiplyCents(line.flatAmount, k) : ZERO;
  const flatFees = lines.map((line, i) => flat(line, taxed[i]!));
  const rest = subtractMoney(grandTotal, addMoney(...flatFees));
  if (rest < 0) throw invalidInput('Grand total must be at least the flat fees for this stay');

  // Every night taxed: the spec's formula as it always was; otherwise each rate weighs by its taxed nights.
  const weight = (i: number) => (exempt ? BigInt(taxed[i]!) : 1n);
  const divisor = lines.reduce(
    (sum, line, i) => sum + (line?.isPercentage ? line.rate.micros * weight(i) : 0n),
    MICROS_PER_UNIT * (exempt ? BigInt(nights) : 1n),
  );
  const percentage = (line: TaxLine | null, i: number): Cents =>
    line?.isPercentage ? toCents(roundHalfUpDiv(BigInt(rest) * line.rate.micros * weight(i), divisor)) : ZERO;

  const [flat1 = ZERO, flat2 = ZERO] = flatFees;
  const taxAmount = addMoney(flat1, percentage(lines[0], 0));
  const resortFee = addMoney(flat2, percentage(lines[1], 1));
  const subtotal = subtractMoney(grandTotal, addMoney(taxAmount, resortFee));

  const perUnit =
    rateType === 'Daily'
      ? roundHalfUpDiv(BigInt(subtotal), BigInt(nights))
      : roundHalfUpDiv(BigInt(subtotal) * BigInt(DAYS_PER_WEEK), BigInt(nights));

  return {
    nights,
    checkOutDate: addDays(checkInDate, nights),
    dailyWeeklyAmount: toCents(perUnit),
    subtotal,
    taxAmount,
    resortFee,
    grandTotal,
  };
}

const clampTaxed = (taxed: number, nights: number) => Math.min(Math.max(taxed, 0), nights);

function assertRateType(rateType: RateType): void {
  if (!isRateType(rateType)) throw invalidInput(RATE_TYPE_MESSAGE);
}

function assertNights(rateType: 'Daily' | 'Weekly', nights: number): void {
  if (!Number.isSafeInteger(nights) || nights < 1) {
    throw invalidInput(rateType === 'Weekly' ? WEEKLY_NIGHTS_MESSAGE : NIGHTS_MESSAGE);
  }
  if (rateType === 'Weekly' && nights % DAYS_PER_WEEK !== 0) throw invalidInput(WEEKLY_NIGHTS_MESSAGE);
}

function amount(value: Cents, what: string): Cents {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw invalidInput(`${what} must be a whole number of cents`);
  if (value < 0) throw invalidInput(`${what} must be zero or more`);
  return cents(value);
}
