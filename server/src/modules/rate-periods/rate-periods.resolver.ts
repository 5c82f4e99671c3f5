import { DESK, MANAGERS } from '@core/roles';
import { parseInput } from '@core/parse-input';
import { dynamicRateQuerySchema, ratePeriodSchema } from '@core/schemas/rate-period.schema';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Allow } from '../../graphql/access';
import { MessageResultType } from '../accounts';
import { toDynamicRateDto, toRatePeriodDto } from './rate-period.mapper';
import {
  calculateDynamicRate,
  createRatePeriod,
  deleteRatePeriod,
  listRatePeriods,
  updateRatePeriod,
} from './rate-periods.service';
import { DynamicRateType, RatePeriodInputType, RatePeriodType } from './rate-period.types';
import { applyVersionedDelete, applyVersionedUpdate, VERSION_ARG } from '../../versioned-update';

@Resolver()
export class RatePeriodsResolver {
  @Query(() => [RatePeriodType], { description: "The hotel's rate periods, by room type and priority." })
  @Allow(DESK)
  async ratePeriods(@Ctx() ctx: RequestContext): Promise<RatePeriodType[]> {
    return (await listRatePeriods(ctx)).map(toRatePeriodDto);
  }

  @Query(() => DynamicRateType, {
    description: "The rates for a room type on a check-in date: the strongest active period's, else the room type's own.",
  })
  @Allow(DESK)
  async dynamicRate(
    @Arg('roomTypeId', () => Int) roomTypeId: number,
    @Arg('checkInDate', () => String) checkInDate: string,
    @Ctx() ctx: RequestContext,
    @Arg('rateType', () => String, { nullable: true, description: "The stay's Daily, Weekly or Monthly, for the note." })
    rateType?: string | null,
    @Arg('nights', () => Int, { nullable: true, description: "The stay's nights, for the note." }) nights?: number | null,
  ): Promise<DynamicRateType> {
    const query = parseInput(dynamicRateQuerySchema, { roomTypeId, checkInDate, rateType, nights });
    return toDynamicRateDto(await calculateDynamicRate(ctx, query));
  }

  @Mutation(() => RatePeriodType)
  @Allow(MANAGERS)
  async createRatePeriod(
    @Arg('input', () => RatePeriodInputType) input: RatePeriodInputType,
    @Ctx() ctx: RequestContext,
  ): Promise<RatePeriodType> {
    return toRatePeriodDto(await createRatePeriod(ctx, parseInput(ratePeriodSchema, input)));
  }

  @Mutation(() => RatePeriodType)
  @Allow(MANAGERS)
  async updateRatePeriod(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => RatePeriodInputType) input: RatePeriodInputType,
    @Ctx() ctx: RequestContext,
  ): Promise<RatePeriodType> {
    return toRatePeriodDto(await applyVersionedUpdate(ctx, id, input, ratePeriodSchema, updateRatePeriod));
  }

  @Mutation(() => MessageResultType)
  @Allow(MANAGERS)
  deleteRatePeriod(
    @Arg('id', () => Int) id: number,
    @Arg('version', () => Int, { nullable: true, description: VERSION_ARG }) version: number | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<MessageResultType> {
    return applyVersionedDelete(ctx, id, version, deleteRatePeriod);
  }
}
