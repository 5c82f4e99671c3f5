import { DESK, MANAGERS } from '@core/roles';
import { parseInput } from '@core/parse-input';
import { taxRateSchema } from '@core/schemas/tax-rate.schema';
import { idSchema } from '@core/schemas/common';
import { versionSchema } from '@core/schemas/record-version.schema';
import { scheduledDateSchema, withEffectiveFrom } from '@core/schemas/scheduled-change.schema';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Allow } from '../../graphql/access';
import { MessageResultType } from '../accounts';
import { toHotelTaxesDto } from './hotel-taxes.mapper';
import { getHotelTaxes } from './hotel-taxes.service';
import { toTaxRateDto } from './tax-rate.mapper';
import { createTaxRate, deleteTaxRate, listTaxRates, updateTaxRate, withdrawScheduledTaxRate } from './tax-rates.service';
import { HotelTaxesType, TaxRateInputType, TaxRateType } from './tax-rate.types';
import { applyVersionedDelete, applyVersionedUpdate, VERSION_ARG } from '../../versioned-update';

@Resolver()
export class TaxRatesResolver {
  @Query(() => [TaxRateType], { description: "The hotel's tax rates by sort order, as in force today with those scheduled." })
  @Allow(DESK)
  async taxRates(@Ctx() ctx: RequestContext): Promise<TaxRateType[]> {
    return (await listTaxRates(ctx)).map(toTaxRateDto);
  }

  @Query(() => HotelTaxesType, { description: 'Tax 1 and Tax 2 of a booking (spec section 9), for column titles and totals.' })
  @Allow(DESK)
  async hotelTaxes(@Ctx() ctx: RequestContext): Promise<HotelTaxesType> {
    return toHotelTaxesDto(await getHotelTaxes(ctx));
  }

  @Mutation(() => TaxRateType)
  @Allow(MANAGERS)
  async createTaxRate(
    @Arg('input', () => TaxRateInputType) input: TaxRateInputType,
    @Ctx() ctx: RequestContext,
  ): Promise<TaxRateType> {
    return toTaxRateDto(await createTaxRate(ctx, parseInput(taxRateSchema, input)));
  }

  @Mutation(() => TaxRateType, { description: 'With effectiveFrom, the values change from that date (a scheduled change).' })
  @Allow(MANAGERS)
  async updateTaxRate(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => TaxRateInputType) input: TaxRateInputType,
    @Ctx() ctx: RequestContext,
  ): Promise<TaxRateType> {
    return toTaxRateDto(await applyVersionedUpdate(ctx, id, input, withEffectiveFrom(taxRateSchema), updateTaxRate));
  }

  @Mutation(() => TaxRateType, {
    description:
      'Withdraws the values scheduled from a date after today (DELETE /api/hotel/tax-rates/{id}/scheduled/{effectiveFrom}).',
  })
  @Allow(MANAGERS)
  async withdrawScheduledTaxRate(
    @Arg('id', () => Int) id: number,
    @Arg('effectiveFrom', () => String) effectiveFrom: string,
    @Arg('version', () => Int, { nullable: true, description: VERSION_ARG }) version: number | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<TaxRateType> {
    return toTaxRateDto(
      await withdrawScheduledTaxRate(
        ctx,
        parseInput(idSchema, id),
        parseInput(scheduledDateSchema, effectiveFrom),
        parseInput(versionSchema, version),
      ),
    );
  }

  @Mutation(() => MessageResultType)
  @Allow(MANAGERS)
  deleteTaxRate(
    @Arg('id', () => Int) id: number,
    @Arg('version', () => Int, { nullable: true, description: VERSION_ARG }) version: number | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<MessageResultType> {
    return applyVersionedDelete(ctx, id, version, deleteTaxRate);
  }
}
