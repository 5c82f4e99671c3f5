import { DESK, MANAGERS } from '@core/roles';
import { parseInput } from '@core/parse-input';
import { idSchema } from '@core/schemas/common';
import { versionSchema } from '@core/schemas/record-version.schema';
import { roomTypeSchema, roomTypeUpdateSchema } from '@core/schemas/room.schema';
import { scheduledDateSchema } from '@core/schemas/scheduled-change.schema';
import { crudRoutes } from '../../rest/crud-routes';
import type { RouteDef } from '../../rest/route';
import { toRoomTypeDto } from './room-type.mapper';
import {
  createRoomType,
  deleteRoomType,
  listRoomTypes,
  updateRoomType,
  withdrawScheduledRoomTypeRates,
} from './room-types.service';

/** Spec section 7: /api/hotel/room-types; issue 26: rates changed from a date, and their withdrawal. */
export const roomTypeRoutes: RouteDef[] = crudRoutes({
  path: '/hotel/room-types',
  readers: DESK,
  writers: MANAGERS,
  schema: roomTypeSchema,
  updateSchema: roomTypeUpdateSchema,
  service: { list: listRoomTypes, create: createRoomType, update: updateRoomType, remove: deleteRoomType },
  toDto: toRoomTypeDto,
  more: [
    {
      method: 'delete',
      path: '/hotel/room-types/:id/scheduled/:effectiveFrom',
      access: MANAGERS,
      handle: async (ctx, req) =>
        toRoomTypeDto(
          await withdrawScheduledRoomTypeRates(
            ctx,
            parseInput(idSchema, req.params.id),
            parseInput(scheduledDateSchema, req.params.effectiveFrom),
            parseInput(versionSchema, req.query.version),
          ),
        ),
    },
  ],
});
