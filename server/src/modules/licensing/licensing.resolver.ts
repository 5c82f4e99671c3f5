import { DESK, OWNERS } from '@core/roles';
import { licenceValidationSchema } from '@core/schemas/licence.schema';
import { parseInput } from '@core/parse-input';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Allow } from '../../graphql/access';
import { LicenceStatusType, LicenceValidationResultType, ValidateLicenceInputType } from './licence.types';
import { getLicenceStatus, validateHotelLicence } from './licensing.service';

@Resolver()
export class LicensingResolver {
  @Query(() => LicenceStatusType, { description: "The signed-in hotel's licence: the header label and the demo counters." })
  @Allow(DESK)
  licence(@Ctx() ctx: RequestContext): Promise<LicenceStatusType> {
    return getLicenceStatus(ctx);
  }

  @Mutation(() => LicenceValidationResultType, {
    description:
      'Validates a licence key against the hotel details; a valid key of an active licence switches the hotel to licensed.',
  })
  @Allow(OWNERS)
  validateLicence(
    @Arg('input', () => ValidateLicenceInputType) input: ValidateLicenceInputType,
    @Ctx() ctx: RequestContext,
  ): Promise<LicenceValidationResultType> {
    return validateHotelLicence(ctx, parseInput(licenceValidationSchema, input));
  }
}
