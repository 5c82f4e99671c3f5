import { DESK, MANAGERS } from '@core/roles';
import { bulkRoomsSchema, roomSchema } from '@core/schemas/room.schema';
import { parseInput } from '@core/parse-input';
import type { RouteDef } from '../../rest/route';
import { toRoomDto } from './room.mapper';
import { bulkCreateRooms, createRoom, deleteRoom, listRooms, updateRoom } from './rooms.service';
import { versionedDeleteRoute, versionedUpdateRoute } from '../../versioned-update';

/** Spec section 7: /api/hotel/rooms, plus POST /api/hotel/rooms/bulk for the Bulk Create dialog. */
export const roomRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/hotel/rooms',
    access: DESK,
    handle: async (ctx) => (await listRooms(ctx)).map(toRoomDto),
  },
  {
    method: 'post',
    path: '/hotel/rooms',
    access: MANAGERS,
    status: 201,
    handle: async (ctx, req) => toRoomDto(await createRoom(ctx, parseInput(roomSchema, req.body))),
  },
  {
    method: 'post',
    path: '/hotel/rooms/bulk',
    access: MANAGERS,
    status: 201,
    handle: async (ctx, req) => (await bulkCreateRooms(ctx, parseInput(bulkRoomsSchema, req.body))).map(toRoomDto),
  },
  versionedUpdateRoute('/hotel/rooms/:id', MANAGERS, roomSchema, updateRoom, toRoomDto),
  versionedDeleteRoute('/hotel/rooms/:id', MANAGERS, deleteRoom),
];
