import { DESK, MANAGERS } from '@core/roles';
import { roomTypeSchema } from '@core/schemas/room.schema';
import { parseInput } from '@core/parse-input';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Allow } from '../../graphql/access';
import { MessageResultType } from '../accounts/account.types';
import { toRoomTypeDto } from './room-type.mapper';
import { RoomTypeInputType, RoomTypeType } from './room-type.types';
import { createRoomType, deleteRoomType, listRoomTypes, updateRoomType } from './room-types.service';
import { applyVersionedDelete, applyVersionedUpdate, VERSION_ARG } from '../../versioned-update';

@Resolver()
export class RoomTypesResolver {
  @Query(() => [RoomTypeType], { description: "The hotel's room types, by name." })
  @Allow(DESK)
  async roomTypes(@Ctx() ctx: RequestContext): Promise<RoomTypeType[]> {
    return (await listRoomTypes(ctx)).map(toRoomTypeDto);
  }

  @Mutation(() => RoomTypeType)
  @Allow(MANAGERS)
  async createRoomType(
    @Arg('input', () => RoomTypeInputType) input: RoomTypeInputType,
    @Ctx() ctx: RequestContext,
  ): Promise<RoomTypeType> {
    return toRoomTypeDto(await createRoomType(ctx, parseInput(roomTypeSchema, input)));
  }

  @Mutation(() => RoomTypeType)
  @Allow(MANAGERS)
  async updateRoomType(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => RoomTypeInputType) input: RoomTypeInputType,
    @Ctx() ctx: RequestContext,
  ): Promise<RoomTypeType> {
    return toRoomTypeDto(await applyVersionedUpdate(ctx, id, input, roomTypeSchema, updateRoomType));
  }

  @Mutation(() => MessageResultType, { description: 'Rooms of this type stay, with no type.' })
  @Allow(MANAGERS)
  deleteRoomType(
    @Arg('id', () => Int) id: number,
    @Arg('version', () => Int, { nullable: true, description: VERSION_ARG }) version: number | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<MessageResultType> {
    return applyVersionedDelete(ctx, id, version, deleteRoomType);
  }
}
