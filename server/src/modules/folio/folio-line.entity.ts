import { defineEntity, p } from '@mikro-orm/core';
import type { Cents } from '@core/money';
import { tenantFilters } from '../../db/tenant';
import { HotelAccount } from '../accounts';
import { Booking } from '../bookings';

/**
 * The lines of a stay's folio (migration 0018): extras charged and payments taken. Neither is ever deleted
 * by hand: a mistake is voided (when, by whom) and stays in the folio, out of every total. Deleting the
 * booking (or clearing the hotel) takes its lines with it.
 */
const lineProperties = {
  id: p.integer().primary(),
  hotel: () => p.manyToOne(HotelAccount).mapToPk().deleteRule('cascade'),
  booking: () => p.manyToOne(Booking).deleteRule('cascade'),
  date: p.date(),
  amountCents: p.integer().$type<Cents>(),
  createdAt: p.datetime().onCreate(() => new Date()),
  voidedAt: p.datetime().nullable(),
  /** Who voided it, as the history names people (the hotel, or the administrator acting for it). */
  voidedBy: p.string().length(200).nullable(),
};

export const FolioChargeSchema = defineEntity({
  name: 'FolioCharge',
  tableName: 'folio_charge',
  filters: tenantFilters,
  properties: { ...lineProperties, description: p.string().length(200) },
});
export class FolioCharge extends FolioChargeSchema.class {}
FolioChargeSchema.setClass(FolioCharge);

export const FolioPaymentSchema = defineEntity({
  name: 'FolioPayment',
  tableName: 'folio_payment',
  filters: tenantFilters,
  properties: {
    ...lineProperties,
    /** Free text of at most 40 characters, as the booking's payment method (core/booking-choices.ts). */
    method: p.string().length(40),
    reference: p.string().length(100).nullable(),
  },
});
export class FolioPayment extends FolioPaymentSchema.class {}
FolioPaymentSchema.setClass(FolioPayment);

/**
 * An adjustment (migration 0029): how a closed day is corrected, a Room, Tax 1 or Tax 2 line dated on the
 * business date, positive a charge and negative a credit, with its reason. Final like a posting: never voided.
 * The long-stay lines are adjustments too (core/long-stay.ts): a "Long-stay refund" credit and a "Long-stay
 * tax due" charge, each naming its tax.
 */
export const FolioAdjustmentSchema = defineEntity({
  name: 'FolioAdjustment',
  tableName: 'folio_adjustment',
  filters: tenantFilters,
  properties: {
    id: p.integer().primary(),
    hotel: () => p.manyToOne(HotelAccount).mapToPk().deleteRule('cascade'),
    booking: () => p.manyToOne(Booking).deleteRule('cascade'),
    date: p.date(),
    kind: p.string().length(20),
    amountCents: p.integer().$type<Cents>(),
    reason: p.string().length(200),
    /** A long-stay line's tax (migration 0033): its slot, 'Tax 1' or 'Tax 2', and the tax rate; null otherwise. */
    tax: p.string().length(5).nullable(),
    taxRateId: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export class FolioAdjustment extends FolioAdjustmentSchema.class {}
FolioAdjustmentSchema.setClass(FolioAdjustment);
