import { defineEntity, p } from '@mikro-orm/core';
import { tenantFilters } from '../../db/tenant';
import { HotelAccount } from '../accounts';

/**
 * A hotel's booking page for guests (migration 0034): off until the hotel turns it on; its address name (slug)
 * is unique across hotels; room types offered, null for all of them (a type added later is offered too).
 * A hotel without a row has the defaults (core/schemas/online-booking.schema.ts).
 */
export const OnlineBookingPageSchema = defineEntity({
  name: 'OnlineBookingPage',
  filters: tenantFilters,
  properties: {
    id: p.integer().primary(),
    hotel: () => p.manyToOne(HotelAccount).mapToPk().deleteRule('cascade').unique(),
    enabled: p.boolean().default(false),
    slug: p.string().length(40).nullable().unique(),
    minNights: p.integer().default(1),
    maxDaysAhead: p.integer().default(365),
    cancellationDays: p.integer().default(2),
    description: p.text().default(''),
    roomTypeIds: p
      .array<number>(
        (item) => Number(item),
        (item) => String(item),
      )
      .columnType('int[]')
      .nullable(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export class OnlineBookingPage extends OnlineBookingPageSchema.class {}
OnlineBookingPageSchema.setClass(OnlineBookingPage);
