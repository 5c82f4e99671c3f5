import { DESK, MANAGERS } from '@core/roles';
import { roomTypeSchema, roomTypeUpdateSchema } from '@core/schemas/room.schema';
import { idSchema } from '@core/schemas/common';
import { versionSchema } from '@core/schemas/record-version.schema';
import { scheduledDateSchema } from '@core/schemas/scheduled-change.schema';
import { parseInput } from '@core/parse-input';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Allow } from '../../graphql/access';
import { MessageResultType } from '../accounts';
import { toRoomTypeDto } from './room-type.mapper';
import { RoomTypeInputType, RoomTypeType } from './room-type.types';
import {
  createRoomType,
  deleteRoomType,
  listRoomTypes,
  updateRoomType,
  withdrawScheduledRoomTypeRates,
} from './room-types.service';
import { applyVersionedDelete, applyVersionedUpdate, VERSION_ARG } from '../../versioned-update';

@Resolver()
export class RoomTypesResolver {
  @Query(() => [RoomTypeType], { description: "The hotel's room types, by name, with their rates today and those scheduled." })
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

  @Mutation(() => RoomTypeType, { description: 'With effectiveFrom, the rates change from that date (a scheduled change).' })
  @Allow(MANAGERS)
  async updateRoomType(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => RoomTypeInputType) input: RoomTypeInputType,
    @Ctx() ctx: RequestContext,
  ): Promise<RoomTypeType> {
    return toRoomTypeDto(await applyVersionedUpdate(ctx, id, input, roomTypeUpdateSchema, updateRoomType));
  }

  @Mutation(() => RoomTypeType, {
    description:
      'Withdraws the rates scheduled from a date after today (DELETE /api/hotel/room-types/{id}/scheduled/{effectiveFrom}).',
  })
  @Allow(MANAGERS)
  async withdrawScheduledRoomTypeRates(
    @Arg('id', () => Int) id: number,
    @Arg('effectiveFrom', () => String) effectiveFrom: string,
    @Arg('version', () => Int, { nullable: true, description: VERSION_ARG }) version: number | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<RoomTypeType> {
    return toRoomTypeDto(
      await withdrawScheduledRoomTypeRates(
        ctx,
        parseInput(idSchema, id),
        parseInput(scheduledDateSchema, effectiveFrom),
        parseInput(versionSchema, version),
      ),
    );
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
