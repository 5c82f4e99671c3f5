import { DESK, MANAGERS } from '@core/roles';
import { idSchema } from '@core/schemas/common';
import { parseInput } from '@core/parse-input';
import { onlineBookingUpdateSchema } from '@core/schemas/online-booking.schema';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Allow } from '../../graphql/access';
import { MessageResultType } from '../accounts';
import { sendBookingConfirmation } from './booking-mail';
import { getOnlineBookingSettings, updateOnlineBookingSettings } from './online-booking-settings';
import { OnlineBookingSettingsInputType, OnlineBookingSettingsType } from './online-booking.types';

/** GET and PUT /api/hotel/online-booking and POST /api/hotel/bookings/{id}/send-confirmation over GraphQL. */
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

  @Mutation(() => MessageResultType, {
    description:
      "Mails the booking's guest their confirmation (a booking of the page gets a new manage link); INVALID_INPUT when the guest has no email.",
  })
  @Allow(DESK)
  sendBookingConfirmation(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<MessageResultType> {
    return sendBookingConfirmation(ctx, parseInput(idSchema, id));
  }
}
