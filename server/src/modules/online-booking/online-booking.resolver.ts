import { MANAGERS } from '@core/roles';
import { parseInput } from '@core/parse-input';
import { onlineBookingUpdateSchema } from '@core/schemas/online-booking.schema';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Allow } from '../../graphql/access';
import { getOnlineBookingSettings, updateOnlineBookingSettings } from './online-booking-settings';
import { OnlineBookingSettingsInputType, OnlineBookingSettingsType } from './online-booking.types';

/** GET and PUT /api/hotel/online-booking over GraphQL. */
@Resolver()
export class OnlineBookingResolver {
  @Query(() => OnlineBookingSettingsType, { description: "The guests' booking page's settings, defaults filled in." })
  @Allow(MANAGERS)
  onlineBookingSettings(@Ctx() ctx: RequestContext): Promise<OnlineBookingSettingsType> {
    return getOnlineBookingSettings(ctx);
  }

  @Mutation(() => OnlineBookingSettingsType, {
    description: 'Saves the settings given. A page address another hotel has is refused (CONFLICT).',
  })
  @Allow(MANAGERS)
  updateOnlineBookingSettings(
    @Arg('input', () => OnlineBookingSettingsInputType) input: OnlineBookingSettingsInputType,
    @Ctx() ctx: RequestContext,
  ): Promise<OnlineBookingSettingsType> {
    // GraphQL's null is "not given" here, as a PUT's missing key.
    const given = Object.fromEntries(Object.entries({ ...input }).filter(([, value]) => value !== null && value !== undefined));
    return updateOnlineBookingSettings(ctx, parseInput(onlineBookingUpdateSchema, given));
  }
}
