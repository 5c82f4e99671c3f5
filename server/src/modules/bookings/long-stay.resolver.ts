import { orList } from '@core/booking-choices';
import { DESK } from '@core/roles';
import { idSchema } from '@core/schemas/common';
import { parseInput } from '@core/parse-input';
import { LONG_STAY_STATUSES, type LongStayStatus } from '@core/long-stay';
import { LONG_STAY_MODES, type LongStayMode } from '@core/long-stay-rule';
import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Allow } from '../../graphql/access';
import { longStayOf, type LongStayAnswer, type LongStayTaxAnswer } from './long-stay.service';

@ObjectType('LongStayTax', { description: "One tax rate of the hotel and this booking's nights under its long-stay rule" })
export class LongStayTaxType implements LongStayTaxAnswer {
  @Field(() => Int) taxRateId!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true, description: `${orList(LONG_STAY_MODES)}; null for a rate without a rule` })
  mode!: LongStayMode | null;
  @Field(() => Int, { description: "This booking's nights that carry the tax" }) taxedNights!: number;
  @Field(() => Int, { description: "This booking's nights exempt from it" }) exemptNights!: number;
  @Field(() => String, { description: `${orList(LONG_STAY_STATUSES)} (a partly taxed booking is taxed)` })
  status!: LongStayStatus;
}

@ObjectType('LongStay', {
  description: "A booking's chain as the long-stay rules count it (GET /api/hotel/bookings/{id}/long-stay)",
})
export class LongStayType implements LongStayAnswer {
  @Field(() => [Int], { description: 'The ids of the whole chain, in order' }) chain!: number[];
  @Field(() => Int, { description: "The chain's nights" }) nights!: number;
  @Field(() => Int, { description: "The chain's night number of this booking's first night" }) nightNumberAtCheckIn!: number;
  @Field(() => [LongStayTaxType], { description: 'Every tax rate of the hotel' }) byTax!: LongStayTaxType[];
}

/** GraphQL's bookingLongStay, over the same service as REST. */
@Resolver()
export class LongStayResolver {
  @Query(() => LongStayType, { description: "A booking's chain and its taxes' long-stay standing" })
  @Allow(DESK)
  bookingLongStay(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<LongStayAnswer> {
    return longStayOf(ctx, parseInput(idSchema, id));
  }
}
