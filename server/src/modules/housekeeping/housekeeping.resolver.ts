import { DESK, EVERYONE } from '@core/roles';
import { idSchema } from '@core/schemas/common';
import { housekeepingUpdateSchema, roomBlockListSchema, roomBlockSchema } from '@core/schemas/housekeeping.schema';
import { editVersionSchema } from '@core/schemas/record-version.schema';
import { parseInput } from '@core/parse-input';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Allow } from '../../graphql/access';
import { MessageResultType } from '../accounts';
import { toRoomDto, RoomObjectType } from '../rooms';
import { toRoomBlockDto } from './housekeeping.mapper';
import { listHousekeeping, updateHousekeeping } from './housekeeping.service';
import { HousekeepingInputType, HousekeepingRoomType, RoomBlockInputType, RoomBlockType } from './housekeeping.types';
import { createRoomBlock, deleteRoomBlock, getRoomBlock, listRoomBlocks } from './room-blocks.service';

@Resolver()
export class HousekeepingResolver {
  @Query(() => [HousekeepingRoomType], {
    description: 'Every room with its housekeeping status and note, and whether a stay checks out or in today.',
  })
  @Allow(EVERYONE)
  housekeeping(@Ctx() ctx: RequestContext): Promise<HousekeepingRoomType[]> {
    return listHousekeeping(ctx);
  }

  @Mutation(() => RoomObjectType, { description: "A room's housekeeping status (and note); raises the room's version." })
  @Allow(EVERYONE)
  async updateHousekeeping(
    @Arg('roomId', () => Int) roomId: number,
    @Arg('input', () => HousekeepingInputType) input: HousekeepingInputType,
    @Ctx() ctx: RequestContext,
  ): Promise<RoomObjectType> {
    // GraphQL has no "left out" apart from the field's absence: an absent note keeps the room's note.
    const body = input.note === undefined ? { status: input.status } : input;
    return toRoomDto(
      await updateHousekeeping(
        ctx,
        parseInput(idSchema, roomId),
        parseInput(housekeepingUpdateSchema, body),
        parseInput(editVersionSchema, input).version,
      ),
    );
  }

  @Query(() => [RoomBlockType], {
    description: 'Room blocks touching [from, to) (either side open); with neither, those not over yet.',
  })
  @Allow(DESK)
  async roomBlocks(
    @Arg('from', () => String, { nullable: true }) from: string | null,
    @Arg('to', () => String, { nullable: true }) to: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<RoomBlockType[]> {
    return (await listRoomBlocks(ctx, parseInput(roomBlockListSchema, { from, to }))).map(toRoomBlockDto);
  }

  @Query(() => RoomBlockType)
  @Allow(DESK)
  async roomBlock(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<RoomBlockType> {
    return toRoomBlockDto(await getRoomBlock(ctx, parseInput(idSchema, id)));
  }

  @Mutation(() => RoomBlockType, { description: 'Refused (409) over a stay or another block of the room.' })
  @Allow(DESK)
  async createRoomBlock(
    @Arg('input', () => RoomBlockInputType) input: RoomBlockInputType,
    @Ctx() ctx: RequestContext,
  ): Promise<RoomBlockType> {
    return toRoomBlockDto(await createRoomBlock(ctx, parseInput(roomBlockSchema, input)));
  }

  @Mutation(() => MessageResultType)
  @Allow(DESK)
  deleteRoomBlock(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<MessageResultType> {
    return deleteRoomBlock(ctx, parseInput(idSchema, id));
  }
}
