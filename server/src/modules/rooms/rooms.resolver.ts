import { DESK, MANAGERS } from '@core/roles';
import { bulkRoomsSchema, roomSchema } from '@core/schemas/room.schema';
import { parseInput } from '@core/parse-input';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Allow } from '../../graphql/access';
import { MessageResultType } from '../accounts';
import { toRoomDto } from './room.mapper';
import { BulkRoomsInputType, RoomInputType, RoomObjectType } from './room.types';
import { bulkCreateRooms, createRoom, deleteRoom, listRooms, updateRoom } from './rooms.service';
import { applyVersionedDelete, applyVersionedUpdate, VERSION_ARG } from '../../versioned-update';

@Resolver()
export class RoomsResolver {
  @Query(() => [RoomObjectType], { description: "The hotel's rooms with their types, in room-number order." })
  @Allow(DESK)
  async rooms(@Ctx() ctx: RequestContext): Promise<RoomObjectType[]> {
    return (await listRooms(ctx)).map(toRoomDto);
  }

  @Mutation(() => RoomObjectType)
  @Allow(MANAGERS)
  async createRoom(@Arg('input', () => RoomInputType) input: RoomInputType, @Ctx() ctx: RequestContext): Promise<RoomObjectType> {
    return toRoomDto(await createRoom(ctx, parseInput(roomSchema, input)));
  }

  @Mutation(() => [RoomObjectType], { description: 'Every room of the range, or none.' })
  @Allow(MANAGERS)
  async bulkCreateRooms(
    @Arg('input', () => BulkRoomsInputType) input: BulkRoomsInputType,
    @Ctx() ctx: RequestContext,
  ): Promise<RoomObjectType[]> {
    return (await bulkCreateRooms(ctx, parseInput(bulkRoomsSchema, input))).map(toRoomDto);
  }

  @Mutation(() => RoomObjectType)
  @Allow(MANAGERS)
  async updateRoom(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => RoomInputType) input: RoomInputType,
    @Ctx() ctx: RequestContext,
  ): Promise<RoomObjectType> {
    return toRoomDto(await applyVersionedUpdate(ctx, id, input, roomSchema, updateRoom));
  }

  @Mutation(() => MessageResultType, { description: 'Refused (409) while the room has bookings.' })
  @Allow(MANAGERS)
  deleteRoom(
    @Arg('id', () => Int) id: number,
    @Arg('version', () => Int, { nullable: true, description: VERSION_ARG }) version: number | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<MessageResultType> {
    return applyVersionedDelete(ctx, id, version, deleteRoom);
  }
}
