import { defineEntity, p } from '@mikro-orm/core';
import type { Cents } from '@core/money';
import { tenantFilters } from '../../db/tenant';
import { HotelAccount } from '../accounts/hotel-account.entity';
import { Booking } from '../bookings/booking.entity';

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
