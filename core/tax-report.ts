import type { RateType } from './booking-choices';
import type { LongStayLineKind, TaxSlot } from './long-stay';
import type { LongStayRule } from './long-stay-rule';
import { addMoney, subtractMoney, ZERO, type Cents } from './money';
import type { TaxApplyTo } from './schemas/tax-rate.schema';

/**
 * The tax report of a month (issue 26): for each tax, the room revenue of the month's nights it counts, split
 * into taxable and exempt by reason, the tax those nights carry, and the month's long-stay refund and due
 * lines; then the stays with exempt nights. The page a motel copies onto its state occupancy-tax return. Pure:
 * the service reads each stay's figures on the month's nights (closed nights as posted) and asks here.
 */

export const EXEMPT_REASONS = ['Monthly rate', 'Long stay', 'Agreement'] as const;
export type ExemptReason = (typeof EXEMPT_REASONS)[number];

/** The exempt revenue's parts, by reason, as the API names them. */
export const EXEMPT_PARTS = { 'Monthly rate': 'monthlyRate', 'Long stay': 'longStay', Agreement: 'agreement' } as const;
export type ExemptPart = (typeof EXEMPT_PARTS)[ExemptReason];

/** A tax the report may list: one of the hotel's tax rates, or a settings' tax (no tax rate at all: id null). */
export interface ReportTax {
  taxRateId: number | null;
  name: string;
  applyTo: readonly TaxApplyTo[];
  longStay: LongStayRule | null;
}

/** One of a stay's two taxes on the month's nights. */
export interface MonthStayTax {
  /** The tax rate it was priced with; null: the hotel's current Tax 1 / Tax 2 (a booking older than the rule). */
  rateId: number | null;
  /** The room revenue of its nights in the month that carry this tax (the booking's first, taxed, nights). */
  taxedRevenue: Cents;
  /** Its nights in the month that do not carry it (after its taxed nights). */
  exemptNights: number;
  /** The tax's shares of its nights in the month (closed nights as posted). */
  tax: Cents;
}

/** A booking with nights in the month (or postings on them): its figures on those nights. */
export interface MonthStay {
  bookingId: number;
  guest: string;
  room: string;
  rateType: RateType;
  agreement: boolean;
  /** Its nights in the month. */
  nights: number;
  /** The room revenue of its nights in the month (closed nights as posted). */
  roomRevenue: Cents;
  taxes: Record<TaxSlot, MonthStayTax>;
}

/** A long-stay folio line dated in the month. */
export interface MonthLine {
  taxRateId: number;
  kind: LongStayLineKind;
  amount: Cents;
}

export interface TaxReportInput {
  month: string;
  /** Every tax rate of the hotel: a booking priced with a rate that is no longer Tax 1 or Tax 2 counts under it. */
  rates: readonly ReportTax[];
  /** The hotel's Tax 1 and Tax 2 now: always listed, and they take the bookings that name no rate. */
  current: Record<TaxSlot, ReportTax | null>;
  stays: readonly MonthStay[];
  lines: readonly MonthLine[];
}

export interface TaxReportRow {
  taxRateId: number | null;
  name: string;
  /** taxableRevenue plus the three exempt parts: the revenue of the nights of the stays this tax applies to. */
  roomRevenue: Cents;
  taxableRevenue: Cents;
  exemptRevenue: Record<ExemptPart, Cents>;
  /** The tax's shares of the month's nights. */
  taxCharged: Cents;
  /** The month's "Long-stay refund" lines of this tax (negative). */
  refunds: Cents;
  /** The month's "Long-stay tax due" lines of this tax. */
  due: Cents;
}

export interface ExemptStay {
  bookingId: number;
  guest: string;
  room: string;
  /** Its exempt nights in the month. */
  nights: number;
  exemptRevenue: Cents;
  reason: ExemptReason;
}

export interface TaxReport {
  month: string;
  byTax: TaxReportRow[];
  exemptStays: ExemptStay[];
}

/** A tax's figures, in cents or as the API's "0.00": what each line of the report reads. */
export interface TaxFigures<T> {
  roomRevenue: T;
  taxableRevenue: T;
  exemptRevenue: Record<ExemptPart, T>;
  taxCharged: T;
  refunds: T;
  due: T;
}

export interface TaxReportLine {
  label: string;
  /** A sum the lines above it add up to, or the tax itself: set apart. */
  strong: boolean;
  figure<T>(row: TaxFigures<T>): T;
}

/** The lines of each tax, in the order of the API's fields, as the screen, the PDF and the CSV show them. */
export const TAX_REPORT_LINES: readonly TaxReportLine[] = [
  { label: 'Room revenue', strong: true, figure: (row) => row.roomRevenue },
  { label: 'Taxable revenue', strong: false, figure: (row) => row.taxableRevenue },
  { label: 'Exempt: Monthly rate', strong: false, figure: (row) => row.exemptRevenue.monthlyRate },
  { label: 'Exempt: Long stay', strong: false, figure: (row) => row.exemptRevenue.longStay },
  { label: 'Exempt: Agreement', strong: false, figure: (row) => row.exemptRevenue.agreement },
  { label: 'Tax charged', strong: true, figure: (row) => row.taxCharged },
  { label: 'Long-stay refunds', strong: false, figure: (row) => row.refunds },
  { label: 'Long-stay tax due', strong: false, figure: (row) => row.due },
];

/** The exempt stays' columns. */
export const EXEMPT_STAY_COLUMNS = ['Booking', 'Guest', 'Room', 'Nights', 'Exempt revenue', 'Reason'] as const;

const SLOTS: readonly TaxSlot[] = ['Tax 1', 'Tax 2'];

/** A tax's key: its rate's id, or the slot a settings' tax fills. */
const keyOf = (rateId: number | null, slot: TaxSlot): string => (rateId === null ? slot : `#${rateId}`);

/** Whether a tax counts a stay of `rateType`: its applyTo names all or that rate type (Monthly ones then under monthlyRate). */
export function taxCovers(tax: Pick<ReportTax, 'applyTo'>, rateType: RateType): boolean {
  return tax.applyTo.includes('all') || tax.applyTo.includes(rateType.toLowerCase() as TaxApplyTo);
}

/**
 * Why a night a tax covers carries none of it: a Monthly booking's nights by its rate; under a rule whose
 * agreement exempts, an agreement's; any other untaxed night (past N, or refund-all from night N on) the long stay's.
 */
export function exemptReason(tax: Pick<ReportTax, 'longStay'>, stay: Pick<MonthStay, 'rateType' | 'agreement'>): ExemptReason {
  if (stay.rateType === 'Monthly') return 'Monthly rate';
  return stay.agreement && tax.longStay?.agreementExempts ? 'Agreement' : 'Long stay';
}

/** The exempt part of one of a stay's taxes, or null when all its month's nights carry the tax. */
function exemptOf(
  tax: ReportTax,
  stay: MonthStay,
  slot: TaxSlot,
): { reason: ExemptReason; nights: number; revenue: Cents } | null {
  const reason = exemptReason(tax, stay);
  if (reason === 'Monthly rate') return { reason, nights: stay.nights, revenue: stay.roomRevenue };
  const { exemptNights, taxedRevenue } = stay.taxes[slot];
  if (exemptNights <= 0) return null;
  return { reason, nights: exemptNights, revenue: subtractMoney(stay.roomRevenue, taxedRevenue) };
}

const emptyRow = (tax: ReportTax): TaxReportRow => ({
  taxRateId: tax.taxRateId,
  name: tax.name,
  roomRevenue: ZERO,
  taxableRevenue: ZERO,
  exemptRevenue: { monthlyRate: ZERO, longStay: ZERO, agreement: ZERO },
  taxCharged: ZERO,
  refunds: ZERO,
  due: ZERO,
});

/**
 * The month's report. A stay counts under the tax each of its slots was priced with (or the current one), in
 * that tax's revenue when the tax's applyTo covers its rate type; the tax's shares count whatever the cover. A
 * stay is listed once per reason, with the most exempt nights any tax gives it for that reason.
 */
export function buildTaxReport(input: TaxReportInput): TaxReport {
  const taxes = new Map<string, ReportTax>();
  for (const tax of input.rates) if (tax.taxRateId !== null) taxes.set(keyOf(tax.taxRateId, 'Tax 1'), tax);
  const rows = new Map<string, TaxReportRow>();
  const rowOf = (key: string, tax: ReportTax) => rows.get(key) ?? rows.set(key, emptyRow(tax)).get(key)!;
  for (const slot of SLOTS) {
    const tax = input.current[slot];
    if (tax) rowOf(keyOf(tax.taxRateId, slot), tax);
  }
  // A rate gone since a booking was priced with it keeps its figures under its number.
  const taxOf = (rateId: number): ReportTax =>
    taxes.get(keyOf(rateId, 'Tax 1')) ?? { taxRateId: rateId, name: `Tax rate #${rateId}`, applyTo: ['all'], longStay: null };

  const exempt = new Map<string, ExemptStay>();
  for (const stay of input.stays) {
    const counted = new Set<string>();
    for (const slot of SLOTS) {
      const own = stay.taxes[slot];
      const tax = own.rateId !== null ? taxOf(own.rateId) : input.current[slot];
      if (!tax) continue;
      const key = keyOf(tax.taxRateId, slot);
      const covers = taxCovers(tax, stay.rateType) && !counted.has(key);
      if (!covers && own.tax === 0) continue;
      const row = rowOf(key, tax);
      row.taxCharged = addMoney(row.taxCharged, own.tax);
      if (!covers) continue;
      counted.add(key);
      row.roomRevenue = addMoney(row.roomRevenue, stay.roomRevenue);
      const part = exemptOf(tax, stay, slot);
      const taxable = part ? subtractMoney(stay.roomRevenue, part.revenue) : stay.roomRevenue;
      row.taxableRevenue = addMoney(row.taxableRevenue, taxable);
      if (!part) continue;
      const name = EXEMPT_PARTS[part.reason];
      row.exemptRevenue = { ...row.exemptRevenue, [name]: addMoney(row.exemptRevenue[name], part.revenue) };
      const listed = `${stay.bookingId}/${part.reason}`;
      const before = exempt.get(listed);
      if (!before || part.nights > before.nights) {
        exempt.set(listed, {
          bookingId: stay.bookingId,
          guest: stay.guest,
          room: stay.room,
          nights: part.nights,
          exemptRevenue: part.revenue,
          reason: part.reason,
        });
      }
    }
  }
  for (const line of input.lines) {
    const row = rowOf(keyOf(line.taxRateId, 'Tax 1'), taxOf(line.taxRateId));
    if (line.kind === 'Long-stay refund') row.refunds = addMoney(row.refunds, line.amount);
    else row.due = addMoney(row.due, line.amount);
  }

  const order = new Map([...input.rates].map((tax, index) => [tax.taxRateId, index]));
  const currentKeys = SLOTS.flatMap((slot) => {
    const tax = input.current[slot];
    return tax ? [keyOf(tax.taxRateId, slot)] : [];
  });
  const rank = (key: string, row: TaxReportRow) => {
    const current = currentKeys.indexOf(key);
    if (current >= 0) return current;
    return SLOTS.length + (order.get(row.taxRateId) ?? input.rates.length + (row.taxRateId ?? 0));
  };
  return {
    month: input.month,
    byTax: [...rows.entries()].sort(([a, x], [b, y]) => rank(a, x) - rank(b, y)).map(([, row]) => row),
    exemptStays: [...exempt.values()].sort(
      (a, b) => a.bookingId - b.bookingId || EXEMPT_REASONS.indexOf(a.reason) - EXEMPT_REASONS.indexOf(b.reason),
    ),
  };
}
