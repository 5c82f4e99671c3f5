import { defineEntity, p } from '@mikro-orm/core';
import type { Cents } from '@core/money';
import { tenantFilters } from '../../db/tenant';
import { HotelAccount } from '../accounts';
import { RoomType } from './room-type.entity';

/**
 * A room type's three rates in force from a date (migration 0031) until its next change: the room type's own
 * rates are those before its first. After the hotel's today it is a scheduled change; before, history that
 * stays checking in then are priced by. Deleting the room type takes its changes with it.
 */
export const RoomTypeRateChangeSchema = defineEntity({
  name: 'RoomTypeRateChange',
  tableName: 'room_type_rate_change',
  filters: tenantFilters,
  properties: {
    id: p.integer().primary(),
    hotel: () => p.manyToOne(HotelAccount).mapToPk().deleteRule('cascade'),
    roomType: () => p.manyToOne(RoomType).mapToPk().deleteRule('cascade'),
    effectiveFrom: p.date(),
    dailyRateCents: p.integer().$type<Cents>(),
    weeklyRateCents: p.integer().$type<Cents>(),
    monthlyRateCents: p.integer().$type<Cents>(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ properties: ['hotel', 'roomType', 'effectiveFrom'], name: 'room_type_rate_change_unique' }],
});
export class RoomTypeRateChange extends RoomTypeRateChangeSchema.class {}
RoomTypeRateChangeSchema.setClass(RoomTypeRateChange);
