import { DESK, MANAGERS } from '@core/roles';
import { parseInput } from '@core/parse-input';
import { amenitySchema } from '@core/schemas/amenity.schema';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Allow } from '../../graphql/access';
import { MessageResultType } from '../accounts';
import { createAmenity, deleteAmenity, listAmenities, updateAmenity } from './amenities.service';
import { toAmenityDto } from './amenity.mapper';
import { AmenityInputType, AmenityType } from './amenity.types';
import { applyVersionedDelete, applyVersionedUpdate, VERSION_ARG } from '../../versioned-update';

@Resolver()
export class AmenitiesResolver {
  @Query(() => [AmenityType], { description: "The hotel's amenities, by sort order then name." })
  @Allow(DESK)
  async amenities(@Ctx() ctx: RequestContext): Promise<AmenityType[]> {
    return (await listAmenities(ctx)).map(toAmenityDto);
  }

  @Mutation(() => AmenityType)
  @Allow(MANAGERS)
  async createAmenity(
    @Arg('input', () => AmenityInputType) input: AmenityInputType,
    @Ctx() ctx: RequestContext,
  ): Promise<AmenityType> {
    return toAmenityDto(await createAmenity(ctx, parseInput(amenitySchema, input)));
  }

  @Mutation(() => AmenityType)
  @Allow(MANAGERS)
  async updateAmenity(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => AmenityInputType) input: AmenityInputType,
    @Ctx() ctx: RequestContext,
  ): Promise<AmenityType> {
    return toAmenityDto(await applyVersionedUpdate(ctx, id, input, amenitySchema, updateAmenity));
  }

  @Mutation(() => MessageResultType)
  @Allow(MANAGERS)
  deleteAmenity(
    @Arg('id', () => Int) id: number,
    @Arg('version', () => Int, { nullable: true, description: VERSION_ARG }) version: number | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<MessageResultType> {
    return applyVersionedDelete(ctx, id, version, deleteAmenity);
  }
}
