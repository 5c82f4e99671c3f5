import { DESK } from '@core/roles';
import { idSchema } from '@core/schemas/common';
import { folioAdjustmentSchema, folioChargeSchema, folioPaymentSchema } from '@core/schemas/folio.schema';
import { parseInput } from '@core/parse-input';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Allow } from '../../graphql/access';
import { toBookingDto } from '../bookings';
import { toAdjustmentDto, toFolioDto } from './folio.mapper';
import type { FolioView } from './folio-read';
import {
  FolioAdjustmentInputType,
  FolioAdjustmentType,
  FolioChargeInputType,
  FolioPaymentInputType,
  FolioType,
} from './folio.types';
import * as folio from './folio.service';
import { stayPricingNote } from '../rate-periods';

/**
 * The folio with its booking, so that a client's cached booking (paid, balance, status) follows each change, and
 * the note on how the stay is priced (a Weekly stay its weeks charged: its subtotal over the weekly amount).
 */
async function toFolioGraph(ctx: RequestContext, view: FolioView): Promise<FolioType> {
  const { booking, roomTypeId } = view;
  const weeksCharged =
    booking.rateType === 'Weekly' && booking.dailyWeeklyAmountCents > 0
      ? Math.round(booking.subtotalCents / booking.dailyWeeklyAmountCents)
      : undefined;
  const pricingNote =
    roomTypeId === null
      ? null
      : await stayPricingNote(ctx, {
          roomTypeId,
          checkInDate: booking.checkInDate,
          rateType: booking.rateType,
          nights: booking.nights,
          weeksCharged,
        });
  return { ...toFolioDto(view), booking: toBookingDto(booking), pricingNote };
}

@Resolver()
export class FolioResolver {
  @Query(() => FolioType, { description: "A stay's folio: the room, its taxes and extras, the payments, the balance." })
  @Allow(DESK)
  async folio(@Arg('bookingId', () => Int) bookingId: number, @Ctx() ctx: RequestContext): Promise<FolioType> {
    return toFolioGraph(ctx, await folio.getFolio(ctx, parseInput(idSchema, bookingId)));
  }

  @Mutation(() => FolioType, { description: 'Adds an extra (parking, pet fee, damage) to the stay.' })
  @Allow(DESK)
  async addFolioCharge(
    @Arg('bookingId', () => Int) bookingId: number,
    @Arg('input', () => FolioChargeInputType) input: FolioChargeInputType,
    @Ctx() ctx: RequestContext,
  ): Promise<FolioType> {
    return toFolioGraph(ctx, await folio.addCharge(ctx, parseInput(idSchema, bookingId), parseInput(folioChargeSchema, input)));
  }

  @Mutation(() => FolioType, { description: 'Records a payment, or a refund (a negative amount) of at most what was paid.' })
  @Allow(DESK)
  async addFolioPayment(
    @Arg('bookingId', () => Int) bookingId: number,
    @Arg('input', () => FolioPaymentInputType) input: FolioPaymentInputType,
    @Ctx() ctx: RequestContext,
  ): Promise<FolioType> {
    return toFolioGraph(ctx, await folio.addPayment(ctx, parseInput(idSchema, bookingId), parseInput(folioPaymentSchema, input)));
  }

  @Mutation(() => FolioAdjustmentType, {
    description:
      'Posts an adjustment (a correction of a closed day) on the business date: Room, Tax 1 or Tax 2, with its reason.',
  })
  @Allow(DESK)
  async addAdjustment(
    @Arg('bookingId', () => Int) bookingId: number,
    @Arg('input', () => FolioAdjustmentInputType) input: FolioAdjustmentInputType,
    @Ctx() ctx: RequestContext,
  ): Promise<FolioAdjustmentType> {
    return toAdjustmentDto(
      await folio.addAdjustment(ctx, parseInput(idSchema, bookingId), parseInput(folioAdjustmentSchema, input)),
    );
  }

  @Mutation(() => FolioType, { description: 'Voids an extra: it stays in the folio, marked, out of every total.' })
  @Allow(DESK)
  async voidFolioCharge(
    @Arg('bookingId', () => Int) bookingId: number,
    @Arg('chargeId', () => Int) chargeId: number,
    @Ctx() ctx: RequestContext,
  ): Promise<FolioType> {
    return toFolioGraph(ctx, await folio.voidCharge(ctx, parseInput(idSchema, bookingId), parseInput(idSchema, chargeId)));
  }

  @Mutation(() => FolioType, { description: 'Voids a payment or a refund: it stays in the folio, marked, out of every total.' })
  @Allow(DESK)
  async voidFolioPayment(
    @Arg('bookingId', () => Int) bookingId: number,
    @Arg('paymentId', () => Int) paymentId: number,
    @Ctx() ctx: RequestContext,
  ): Promise<FolioType> {
    return toFolioGraph(ctx, await folio.voidPayment(ctx, parseInput(idSchema, bookingId), parseInput(idSchema, paymentId)));
  }
}
