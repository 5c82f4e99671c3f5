import { DESK, MANAGERS } from '@core/roles';
import { bulkRoomsSchema, roomSchema } from '@core/schemas/room.schema';
import { parseInput } from '@core/parse-input';
import { crudRoutes } from '../../rest/crud-routes';
import type { RouteDef } from '../../rest/route';
import { toRoomAnswer } from './room.mapper';
import { bulkCreateRooms, createRoom, deleteRoom, listRooms, updateRoom } from './rooms.service';

/** Spec section 7: /api/hotel/rooms, plus POST /api/hotel/rooms/bulk for the Bulk Create dialog. */
export const roomRoutes: RouteDef[] = crudRoutes({
  path: '/hotel/rooms',
  readers: DESK,
  writers: MANAGERS,
  schema: roomSchema,
  service: { list: listRooms, create: createRoom, update: updateRoom, remove: deleteRoom },
  toDto: toRoomAnswer,
  more: [
    {
      method: 'post',
      path: '/hotel/rooms/bulk',
      access: MANAGERS,
      status: 201,
      handle: async (ctx, req) => (await bulkCreateRooms(ctx, parseInput(bulkRoomsSchema, req.body))).map(toRoomAnswer),
    },
  ],
});
