import { checkOutFor, computeBooking, nightsForRateType, type BookingFigures, type EntryMode } from '@core/booking-engine';
import { folioBalance, folioPaymentStatus } from '@core/folio';
import { formatGuestName, guestNameForBooking, type GuestName } from '@core/guest-name';
import { formatMoney, ZERO, type Cents } from '@core/money';
import {
  BOOKING_FLAGS,
  DEFAULT_BOOKING_STATUS,
  DEFAULT_PAYMENT_METHOD,
  DEFAULT_RATE_TYPE,
  isRateType,
  RATE_TYPE_MESSAGE,
  type BookingFlag,
  type RateType,
} from '@core/booking-choices';
import { bookingSchema } from '@core/schemas/booking.schema';
import { isCalendarDate } from '@core/stay-dates';
import { taxedNightsOf } from '@core/long-stay';
import type { HotelTaxes } from '@core/tax-choice';
import { valuesOn, type DatedChange } from '@core/dated-values';
import type { BookingFieldsFragment, BookingInput } from '../../../gql/graphql';
import { moneyCents, roomLabel } from './cell-values';
import { flagsOf, NO_FLAGS } from './flag-columns';

/** What pricing needs from the hotel: its two taxes and how amounts are entered (total_rate_entry). */
export interface PricingSettings {
  /** Today's Tax 1 and Tax 2. */
  taxes: HotelTaxes;
  /** Tax 1 and Tax 2 from later dates (issue 26): a row checking in then is taxed by them, as the server taxes it. */
  scheduledTaxes?: readonly DatedChange<HotelTaxes>[];
  entryMode: EntryMode;
}

/** A room type's rates for a date (the dynamic rate), as money text. */
export interface EntryRates {
  dailyRate: string;
  weeklyRate: string;
  monthlyRate: string;
}

/**
 * The entry row, one object that Handsontable edits in place. The first fifteen fields are the columns of
 * spec section 2; money is text with two decimals ("100.00"), blank when not entered. After Method come the
 * yes/no columns (BOOKING_FLAGS: Agreement, the guest's written long-stay agreement, and Auto-renew), each a
 * checkbox, text while a pasted value is not read (which the save refuses).
 */
export interface EntryRow extends Record<BookingFlag, boolean | string> {
  room: string;
  guest: string;
  checkInDate: string;
  rateType: string;
  nights: number | string;
  checkOutDate: string;
  dailyWeeklyAmount: string;
  monthlyAmount: string;
  subtotal: string;
  taxAmount: string;
  resortFee: string;
  grandTotal: string;
  paidAmount: string;
  balance: string;
  status: string;
  /**
   * Not shown: the folio's extras of the booking being edited (parking, a pet fee; blank for a new one), owed
   * besides the grand total, so that the preview's balance and status are the folio's.
   */
  extras: string;
  /** The Method column, after the fifteen: how the amount Paid is paid (Cash, Credit Card, ... or free text). */
  paymentMethod: string;
  /** Not shown: the room behind the label, the guest picked from the autocomplete, the rates last applied. */
  roomId: number | null;
  guestId: number | null;
  pickedGuestName: string | null;
  rates: EntryRates | null;
  /** The nights the clerk typed (a rate type switch gives them back to Daily), and whether they typed the total. */
  typedNights: number | null;
  totalTyped: boolean;
}

export type EntryField = keyof EntryRow;

/** Spec section 4: a blank new form has today's date, Daily, 1 night, Cash, Unpaid. */
export function blankEntryRow(today: string, pricing: PricingSettings): EntryRow {
  return withDerived(
    {
      room: '',
      guest: '',
      checkInDate: today,
      rateType: DEFAULT_RATE_TYPE,
      nights: 1,
      checkOutDate: '',
      dailyWeeklyAmount: '',
      monthlyAmount: '',
      subtotal: '',
      taxAmount: '',
      resortFee: '',
      grandTotal: '',
      paidAmount: '',
      balance: '',
      status: DEFAULT_BOOKING_STATUS,
      extras: '',
      roomId: null,
      guestId: null,
      pickedGuestName: null,
      paymentMethod: DEFAULT_PAYMENT_METHOD,
      ...NO_FLAGS,
      rates: null,
      typedNights: null,
      totalTyped: false,
    },
    pricing,
  );
}

/** A saved booking loaded into the entry row for editing. */
export function entryRowFromBooking(booking: BookingFieldsFragment, pricing: PricingSettings): EntryRow {
  return withDerived(
    {
      room: roomLabel(booking.room.roomNumber, booking.room.roomTypeName),
      guest: booking.guest,
      checkInDate: booking.checkInDate,
      rateType: booking.rateType,
      nights: booking.nights,
      checkOutDate: booking.checkOutDate,
      dailyWeeklyAmount: booking.dailyWeeklyAmount,
      monthlyAmount: booking.monthlyAmount,
      subtotal: booking.subtotal,
      taxAmount: booking.taxAmount,
      resortFee: booking.resortFee,
      grandTotal: booking.grandTotal,
      paidAmount: booking.paidAmount,
      balance: booking.balance,
      status: booking.status,
      extras: booking.extras,
      roomId: booking.roomId,
      guestId: booking.guestId ?? null,
      pickedGuestName: booking.guestId ? booking.guest : null,
      paymentMethod: booking.paymentMethod,
      ...flagsOf(booking),
      rates: null,
      typedNights: booking.nights,
      // A saved booking's total is the one it was saved with.
      totalTyped: true,
    },
    pricing,
  );
}

/** True when the cell is an input in this row's state (spec section 5 and the total-rate mode of section 9). */
export function isEntryFieldEditable(row: Pick<EntryRow, 'rateType'>, field: EntryField, entryMode: EntryMode): boolean {
  const monthly = row.rateType === 'Monthly';
  switch (field) {
    case 'room':
    case 'guest':
    case 'checkInDate':
    case 'rateType':
    case 'paidAmount':
    case 'paymentMethod':
    case 'longStayAgreement':
    case 'autoRenew':
      return true;
    case 'nights':
      return !monthly;
    case 'dailyWeeklyAmount':
      return !monthly && entryMode === 'base';
    case 'monthlyAmount':
      return monthly;
    case 'grandTotal':
      return !monthly && entryMode === 'total';
    default:
      return false;
  }
}

/** The booking engine's figures for the row, or null with the engine's reason when they cannot be computed. */
export function figuresFor(row: EntryRow, pricing: PricingSettings): { figures: BookingFigures } | { error: string } {
  if (!isRateType(row.rateType)) return { error: RATE_TYPE_MESSAGE };
  if (!isCalendarDate(row.checkInDate)) return { error: 'Please select check-in date' };
  const amounts = [row.dailyWeeklyAmount, row.monthlyAmount, row.grandTotal, row.paidAmount].map(amountOrZero);
  if (amounts.some((amount) => amount === null)) return { error: 'Amounts must be numbers with at most 2 decimals' };
  const [dailyWeeklyAmount, monthlyAmount, grandTotal, paidAmount] = amounts as Cents[];
  const nights = typeof row.nights === 'number' ? row.nights : Number.NaN;
  const taxes = valuesOn(pricing.taxes, pricing.scheduledTaxes ?? [], row.checkInDate);
  // A stay that starts its chain, as the row cannot know the guest's earlier stays: its taxes' long-stay rules
  // exempt its nights past N, or all of them under an agreement (the server prices a chain's later stays).
  const place = { nightsBefore: 0, agreement: row.longStayAgreement === true };
  try {
    return {
      figures: computeBooking({
        rateType: row.rateType,
        checkInDate: row.checkInDate,
        nights,
        dailyWeeklyAmount,
        monthlyAmount,
        grandTotal,
        paidAmount,
        entryMode: pricing.entryMode,
        taxes,
        ...(Number.isSafeInteger(nights) && nights > 0 ? { taxedNights: taxedNightsOf(taxes, place, nights, row.rateType) } : {}),
      }),
    };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The row with its computed cells filled from the booking engine, exactly as the server will compute them.
 * While a cell holds something the engine cannot price, the computed cells keep their last figures (the
 * cell itself says what is wrong).
 */
export function withDerived(row: EntryRow, pricing: PricingSettings): EntryRow {
  const totalMode = pricing.entryMode === 'total' && row.rateType !== 'Monthly';
  // Total-rate entry: until the clerk types a total, the room's rate with taxes follows the nights.
  const priced =
    totalMode && !row.totalTyped && row.rates ? { ...row, grandTotal: prefilledTotal(row, row.rates, pricing) } : row;
  const result = figuresFor(priced, pricing);
  if ('error' in result) return { ...priced, checkOutDate: checkOutOrBlank(priced) || priced.checkOutDate };
  const { figures } = result;
  const extras = amountOrZero(priced.extras) ?? ZERO;
  return {
    ...priced,
    nights: figures.nights,
    checkOutDate: figures.checkOutDate,
    // In total mode the per-night (per-week) amount is derived from the typed grand total.
    dailyWeeklyAmount: totalMode ? formatMoney(figures.dailyWeeklyAmount) : priced.dailyWeeklyAmount,
    subtotal: formatMoney(figures.subtotal),
    taxAmount: formatMoney(figures.taxAmount),
    resortFee: formatMoney(figures.resortFee),
    grandTotal: totalMode ? priced.grandTotal : formatMoney(figures.grandTotal),
    // The folio's balance and status, as the server keeps them: the extras are owed besides the grand total.
    balance: formatMoney(folioBalance(figures.grandTotal, extras, figures.paidAmount)),
    // Nothing priced and nothing paid yet is the form's default, Unpaid (spec section 4), not "Fully Paid".
    status:
      figures.grandTotal === 0 && extras === 0 && figures.paidAmount === 0
        ? DEFAULT_BOOKING_STATUS
        : folioPaymentStatus(figures.grandTotal, extras, figures.paidAmount),
  };
}

/** What the room's rate comes to with taxes for the row's nights: total-rate entry's starting total. */
function prefilledTotal(row: EntryRow, rates: EntryRates, pricing: PricingSettings): string {
  const dailyWeeklyAmount = row.rateType === 'Weekly' ? rates.weeklyRate : rates.dailyRate;
  const base = figuresFor({ ...row, dailyWeeklyAmount }, { ...pricing, entryMode: 'base' });
  return 'figures' in base ? formatMoney(base.figures.grandTotal) : row.grandTotal;
}

/**
 * Spec section 4: a new rate type resets the nights and the amount. Daily gets back the nights the clerk
 * typed (else 1), Weekly 7 (or the typed nights when a multiple of 7), Monthly one calendar month.
 */
export function withRateType(row: EntryRow, pricing: PricingSettings): EntryRow {
  if (!isRateType(row.rateType)) return withDerived(row, pricing);
  const nights = isCalendarDate(row.checkInDate) ? nightsForRateType(row.rateType, row.checkInDate, row.typedNights) : row.nights;
  const next = { ...row, nights };
  return row.rates ? withRates(next, row.rates, pricing) : withDerived(next, pricing);
}

/** Spec section 4: the rates of the picked room fill the daily/weekly amount (by rate type) and the monthly amount. */
export function withRates(row: EntryRow, rates: EntryRates, pricing: PricingSettings): EntryRow {
  return withDerived(
    {
      ...row,
      rates,
      dailyWeeklyAmount: row.rateType === 'Weekly' ? rates.weeklyRate : rates.dailyRate,
      monthlyAmount: rates.monthlyRate,
    },
    pricing,
  );
}

/** The two amounts a clerk types (a typed total is kept by totalTyped). */
export type EntryAmounts = Pick<EntryRow, 'dailyWeeklyAmount' | 'monthlyAmount'>;

export const amountsOf = ({ dailyWeeklyAmount, monthlyAmount }: EntryRow): EntryAmounts => ({ dailyWeeklyAmount, monthlyAmount });

/** How a row takes its room's rates: withRates for a picked room, withPastedRates for a pasted row. */
export type ApplyRates = (row: EntryRow, rates: EntryRates, pricing: PricingSettings) => EntryRow;

/**
 * The room's rates that come after the row has moved on from `asked`, its amounts when they were asked for:
 * an amount changed since is the clerk's and stays, the other one still takes the rate. (A clerk who types
 * the weekly amount before the rate comes gets the room's monthly amount all the same, as one who waited.)
 */
export function withLateRates(
  row: EntryRow,
  asked: EntryAmounts,
  rates: EntryRates,
  pricing: PricingSettings,
  apply: ApplyRates = withRates,
): EntryRow {
  const typed = (['dailyWeeklyAmount', 'monthlyAmount'] as const).filter((field) => row[field] !== asked[field]);
  const rated = apply(row, rates, pricing);
  if (!typed.length) return rated;
  return withDerived({ ...rated, ...Object.fromEntries(typed.map((field) => [field, row[field]])) }, pricing);
}

/** True for a row the clerk has not started: no room, no guest. */
export function isBlankEntry(row: EntryRow | undefined): boolean {
  return !row || (!row.room.trim() && !row.guest.trim());
}

export type EntryCheck = { ok: true; input: BookingInput; typedGuest: GuestName | null } | { ok: false; message: string };

// A bad rate type or nights is named before the check-out it makes impossible.
const FIRST_CHECKS = ['roomId', 'guest', 'checkInDate', 'rateType', 'nights'] as const;
export const CHECK_OUT_MESSAGE = 'Check-out date is not calculated. Please select check-in date and nights.';

/**
 * Spec section 5, in order: room, guest, check-in, check-out; then whatever else the core schema or the
 * booking engine refuses. On success, the mutation's input, and the typed guest's name when none was picked.
 */
export function checkEntry(row: EntryRow, pricing: PricingSettings): EntryCheck {
  const picked = row.guestId !== null && row.pickedGuestName === row.guest;
  const guestText = row.guest.trim();
  const parsedName = guestNameForBooking(guestText);
  const guest = picked || !guestText ? guestText : formatGuestName(parsedName.lastName, parsedName.firstName);
  const parsed = bookingSchema.safeParse({
    roomId: row.roomId ?? undefined,
    guest,
    guestId: picked ? row.guestId : null,
    checkInDate: row.checkInDate,
    rateType: row.rateType,
    // Nights the grid cannot read are refused with the schema's message (blank is one night, as in the API).
    nights: row.nights,
    dailyWeeklyAmount: row.dailyWeeklyAmount,
    monthlyAmount: row.monthlyAmount,
    grandTotal: row.grandTotal,
    paidAmount: row.paidAmount,
    paymentMethod: row.paymentMethod,
    status: row.status || DEFAULT_BOOKING_STATUS,
    // Sent as the row holds them: a word a paste left unread is refused with the schema's message.
    ...Object.fromEntries(BOOKING_FLAGS.map((flag) => [flag, row[flag]])),
  });
  const issues = parsed.success ? [] : parsed.error.issues;
  for (const field of FIRST_CHECKS) {
    const issue = issues.find((candidate) => candidate.path[0] === field);
    if (issue) return { ok: false, message: issue.message };
  }
  if (!checkOutOrBlank(row)) return { ok: false, message: CHECK_OUT_MESSAGE };
  if (!parsed.success) return { ok: false, message: issues[0]?.message ?? 'Invalid booking' };
  const figures = figuresFor(row, pricing);
  if ('error' in figures) return { ok: false, message: figures.error };
  return {
    ok: true,
    input: parsed.data,
    typedGuest: picked ? null : parsedName,
  };
}

function checkOutOrBlank(row: EntryRow): string {
  if (!isRateType(row.rateType) || !isCalendarDate(row.checkInDate)) return '';
  try {
    return checkOutFor(row.rateType as RateType, row.checkInDate, typeof row.nights === 'number' ? row.nights : Number.NaN);
  } catch {
    return '';
  }
}

function amountOrZero(value: string): Cents | null {
  if (!value.trim()) return ZERO;
  return moneyCents(value);
}
