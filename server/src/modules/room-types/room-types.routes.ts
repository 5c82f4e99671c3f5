import { DESK, MANAGERS } from '@core/roles';
import { roomTypeSchema } from '@core/schemas/room.schema';
import { parseInput } from '@core/parse-input';
import type { RouteDef } from '../../rest/route';
import { toRoomTypeDto } from './room-type.mapper';
import { createRoomType, deleteRoomType, listRoomTypes, updateRoomType } from './room-types.service';
import { versionedDeleteRoute, versionedUpdateRoute } from '../../versioned-update';

/** Spec section 7: /api/hotel/room-types. */
export const roomTypeRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/hotel/room-types',
    access: DESK,
    handle: async (ctx) => (await listRoomTypes(ctx)).map(toRoomTypeDto),
  },
  {
    method: 'post',
    path: '/hotel/room-types',
    access: MANAGERS,
    status: 201,
    handle: async (ctx, req) => toRoomTypeDto(await createRoomType(ctx, parseInput(roomTypeSchema, req.body))),
  },
  versionedUpdateRoute('/hotel/room-types/:id', MANAGERS, roomTypeSchema, updateRoomType, toRoomTypeDto),
  versionedDeleteRoute('/hotel/room-types/:id', MANAGERS, deleteRoomType),
];
