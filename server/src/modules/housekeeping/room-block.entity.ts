import { defineEntity, p } from '@mikro-orm/core';
import { tenantFilters } from '../../db/tenant';
import { HotelAccount } from '../accounts';
import { Room } from '../rooms';

/**
 * A room out of order for the nights from startDate up to, not including, endDate (as a stay). The
 * database refuses a block over another block or a stay of the room, and a stay over a block (migration
 * 0019); deleting the room deletes its blocks.
 */
export const RoomBlockSchema = defineEntity({
  name: 'RoomBlock',
  filters: tenantFilters,
  properties: {
    id: p.integer().primary(),
    hotel: () => p.manyToOne(HotelAccount).mapToPk().deleteRule('cascade'),
    room: () => p.manyToOne(Room).deleteRule('cascade'),
    startDate: p.date(),
    endDate: p.date(),
    reason: p.string().length(200),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export class RoomBlock extends RoomBlockSchema.class {}
RoomBlockSchema.setClass(RoomBlock);
