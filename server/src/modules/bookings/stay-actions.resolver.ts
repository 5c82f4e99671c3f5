import { DESK } from '@core/roles';
import { idSchema } from '@core/schemas/common';
import { cancelStaySchema, checkOutSchema, stayActionSchema } from '@core/schemas/stay-action.schema';
import { parseInput } from '@core/parse-input';
import { Arg, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Allow } from '../../graphql/access';
import { VERSION_DESCRIPTION } from '../../graphql/record-version';
import { toBookingDto } from './booking.mapper';
import { BookingType } from './booking.types';
import { applyStayAction } from './stay-actions';

const versionArg = { nullable: true, description: VERSION_DESCRIPTION } as const;

/** The front desk's actions on a stay, as REST's POST /api/hotel/bookings/{id}/<action>. */
@Resolver()
export class StayActionsResolver {
  @Mutation(() => BookingType, {
    description: "Reserved to Checked In, from the check-in date to the last night (the hotel's today)",
  })
  @Allow(DESK)
  async checkInBooking(
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: RequestContext,
    @Arg('version', () => Int, versionArg) version?: number,
  ): Promise<BookingType> {
    const body = parseInput(stayActionSchema, { version });
    return toBookingDto(await applyStayAction(ctx, parseInput(idSchema, id), 'check-in', body));
  }

  @Mutation(() => BookingType, { description: 'Checked In to Checked Out; a balance due refuses it unless force is true' })
  @Allow(DESK)
  async checkOutBooking(
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: RequestContext,
    @Arg('force', () => Boolean, { nullable: true }) force?: boolean,
    @Arg('version', () => Int, versionArg) version?: number,
  ): Promise<BookingType> {
    const body = parseInput(checkOutSchema, { force, version });
    return toBookingDto(await applyStayAction(ctx, parseInput(idSchema, id), 'check-out', body));
  }

  @Mutation(() => BookingType, { description: 'Reserved to Cancelled: the record and its payments stay, the room is freed' })
  @Allow(DESK)
  async cancelBooking(
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: RequestContext,
    @Arg('reason', () => String, { nullable: true }) reason?: string,
    @Arg('version', () => Int, versionArg) version?: number,
  ): Promise<BookingType> {
    const body = parseInput(cancelStaySchema, { reason, version });
    return toBookingDto(await applyStayAction(ctx, parseInput(idSchema, id), 'cancel', body));
  }

  @Mutation(() => BookingType, { description: 'Reserved to No Show, on or after the check-in date: the room is freed' })
  @Allow(DESK)
  async markBookingNoShow(
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: RequestContext,
    @Arg('version', () => Int, versionArg) version?: number,
  ): Promise<BookingType> {
    const body = parseInput(stayActionSchema, { version });
    return toBookingDto(await applyStayAction(ctx, parseInput(idSchema, id), 'no-show', body));
  }

  @Mutation(() => BookingType, { description: 'Cancelled or No Show back to Reserved, while the room is still free' })
  @Allow(DESK)
  async reinstateBooking(
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: RequestContext,
    @Arg('version', () => Int, versionArg) version?: number,
  ): Promise<BookingType> {
    const body = parseInput(stayActionSchema, { version });
    return toBookingDto(await applyStayAction(ctx, parseInput(idSchema, id), 'reinstate', body));
  }

  @Mutation(() => BookingType, {
    description:
      "Checked In back to Reserved: a mistaken check-in, on the day it was made (the hotel's today) while nothing else changed since",
  })
  @Allow(DESK)
  async undoCheckIn(
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: RequestContext,
    @Arg('version', () => Int, versionArg) version?: number,
  ): Promise<BookingType> {
    const body = parseInput(stayActionSchema, { version });
    return toBookingDto(await applyStayAction(ctx, parseInput(idSchema, id), 'undo-check-in', body));
  }
}
