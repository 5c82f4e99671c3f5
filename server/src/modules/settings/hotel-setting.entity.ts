import { defineEntity, p } from '@mikro-orm/core';
import { tenantFilters } from '../../db/tenant';
import { HotelAccount } from '../accounts';

/** The key/value settings of spec section 3, one row per hotel and key. */
export const HotelSettingSchema = defineEntity({
  name: 'HotelSetting',
  filters: tenantFilters,
  properties: {
    id: p.integer().primary(),
    hotel: () => p.manyToOne(HotelAccount).mapToPk().deleteRule('cascade'),
    key: p.string().length(40),
    value: p.text(),
  },
  uniques: [{ properties: ['hotel', 'key'] }],
});
export class HotelSetting extends HotelSettingSchema.class {}
HotelSettingSchema.setClass(HotelSetting);
