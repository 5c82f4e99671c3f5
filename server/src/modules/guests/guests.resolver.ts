import { DESK } from '@core/roles';
import { idSchema } from '@core/schemas/common';
import { guestSchema, guestSearchSchema } from '@core/schemas/guest.schema';
import { pagingSchema } from '@core/schemas/paging.schema';
import { parseInput } from '@core/parse-input';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Allow } from '../../graphql/access';
import { toGuestDto } from './guest.mapper';
import { GuestInputType, GuestStatsType, GuestType } from './guest.types';
import * as guests from './guests.service';
import { applyVersionedDelete, applyVersionedUpdate, VERSION_ARG } from '../../versioned-update';

@Resolver()
export class GuestsResolver {
  @Query(() => [GuestType], { description: 'Guests by name, a page at a time.' })
  @Allow(DESK)
  async guests(
    @Ctx() ctx: RequestContext,
    @Arg('limit', () => Int, { nullable: true }) limit?: number,
    @Arg('offset', () => Int, { nullable: true }) offset?: number,
  ): Promise<GuestType[]> {
    return (await guests.listGuests(ctx, parseInput(pagingSchema, { limit, offset }))).map(toGuestDto);
  }

  @Query(() => [GuestType], {
    description: "Up to `limit` guests found by the text: 'Last, First', 'First Last', part of a name, email or phone.",
  })
  @Allow(DESK)
  async guestSearch(
    @Arg('text', () => String) text: string,
    @Ctx() ctx: RequestContext,
    @Arg('limit', () => Int, { nullable: true }) limit?: number,
  ): Promise<GuestType[]> {
    const paging = parseInput(pagingSchema, { limit: limit ?? 8 });
    const search = parseInput(guestSearchSchema, { text });
    return guests.searchGuests(ctx, search.text, paging.limit);
  }

  @Query(() => GuestStatsType)
  @Allow(DESK)
  guestStats(@Ctx() ctx: RequestContext): Promise<GuestStatsType> {
    return guests.guestStats(ctx);
  }

  @Query(() => GuestType)
  @Allow(DESK)
  async guest(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<GuestType> {
    return toGuestDto(await guests.getGuest(ctx, parseInput(idSchema, id)));
  }

  @Mutation(() => GuestType)
  @Allow(DESK)
  async createGuest(@Arg('input', () => GuestInputType) input: GuestInputType, @Ctx() ctx: RequestContext): Promise<GuestType> {
    return toGuestDto(await guests.createGuest(ctx, parseInput(guestSchema, input)));
  }

  @Mutation(() => GuestType)
  @Allow(DESK)
  async updateGuest(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => GuestInputType) input: GuestInputType,
    @Ctx() ctx: RequestContext,
  ): Promise<GuestType> {
    return toGuestDto(await applyVersionedUpdate(ctx, id, input, guestSchema, guests.updateGuest));
  }

  @Mutation(() => Boolean)
  @Allow(DESK)
  async deleteGuest(
    @Arg('id', () => Int) id: number,
    @Arg('version', () => Int, { nullable: true, description: VERSION_ARG }) version: number | null | undefined,
    @Ctx() ctx: RequestContext,
  ) {
    await applyVersionedDelete(ctx, id, version, guests.deleteGuest);
    return true;
  }
}
