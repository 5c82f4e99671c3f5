import { DESK, EVERYONE } from '@core/roles';
import { idSchema } from '@core/schemas/common';
import { housekeepingUpdateSchema, roomBlockListSchema, roomBlockSchema } from '@core/schemas/housekeeping.schema';
import { parseInput } from '@core/parse-input';
import type { RouteDef } from '../../rest/route';
import { toRoomAnswer } from '../rooms';
import { toRoomBlockDto } from './housekeeping.mapper';
import { listHousekeeping, updateHousekeeping } from './housekeeping.service';
import { createRoomBlock, deleteRoomBlock, getRoomBlock, listRoomBlocks } from './room-blocks.service';
import { versionedUpdateRoute } from '../../versioned-update';

/** Issue 14: the housekeeping list, a room's status, and room blocks (rooms out of order for some nights). */
export const housekeepingRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/hotel/housekeeping',
    access: EVERYONE,
    handle: (ctx) => listHousekeeping(ctx),
  },
  versionedUpdateRoute('/hotel/rooms/:id/housekeeping', EVERYONE, housekeepingUpdateSchema, updateHousekeeping, toRoomAnswer),
  {
    method: 'get',
    path: '/hotel/room-blocks',
    access: DESK,
    handle: async (ctx, req) => (await listRoomBlocks(ctx, parseInput(roomBlockListSchema, req.query))).map(toRoomBlockDto),
  },
  {
    method: 'post',
    path: '/hotel/room-blocks',
    access: DESK,
    status: 201,
    handle: async (ctx, req) => toRoomBlockDto(await createRoomBlock(ctx, parseInput(roomBlockSchema, req.body))),
  },
  {
    method: 'get',
    path: '/hotel/room-blocks/:id',
    access: DESK,
    handle: async (ctx, req) => toRoomBlockDto(await getRoomBlock(ctx, parseInput(idSchema, req.params.id))),
  },
  {
    method: 'delete',
    path: '/hotel/room-blocks/:id',
    access: DESK,
    handle: (ctx, req) => deleteRoomBlock(ctx, parseInput(idSchema, req.params.id)),
  },
];
