import { EVERYONE } from '@core/roles';
import { idSchema } from '@core/schemas/common';
import {
  adminHotelSchema,
  adminHotelUpdateSchema,
  adminLicenceValidationSchema,
  generateLicenceSchema,
  hotelIdSchema,
} from '@core/schemas/licence.schema';
import { parseInput } from '@core/parse-input';
import { pagingSchema } from '@core/schemas/paging.schema';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Allow } from '../../graphql/access';
import { toHotelAccountDto, MessageResultType } from '../accounts';
import { toLicenceDto, AdminValidateLicenceInputType, LicenceType, LicenceValidationResultType } from '../licensing';
import { toAdminHotelDto } from './admin-hotel.mapper';
import {
  AdminHotelInputType,
  AdminHotelType,
  AdminHotelUpdateInputType,
  ImpersonationResultType,
  LicenceCountsType,
} from './admin.types';
import * as admin from './admin.service';
import { toPersonDto, PersonType } from '../people';

@Resolver()
export class AdminResolver {
  @Query(() => [AdminHotelType], {
    description:
      "Hotel accounts, newest first, without accounts whose email contains 'admin', a page at a time (limit default 500, at most 1000).",
  })
  @Allow('admin')
  async adminHotels(
    @Ctx() ctx: RequestContext,
    @Arg('limit', () => Int, { nullable: true }) limit?: number,
    @Arg('offset', () => Int, { nullable: true }) offset?: number,
  ): Promise<AdminHotelType[]> {
    const hotels = await admin.listHotels(ctx, parseInput(pagingSchema, { limit, offset }));
    const licences = await admin.licencesOfHotels(ctx, hotels);
    return hotels.map((hotel) => {
      const licence = licences.get(hotel.id);
      return { ...toAdminHotelDto(hotel), licence: licence ? toLicenceDto(licence) : null };
    });
  }

  @Query(() => [PersonType], { description: "A hotel's people: who signs in to it, with which role." })
  @Allow('admin')
  async adminHotelPeople(@Arg('hotelId', () => Int) hotelId: number, @Ctx() ctx: RequestContext): Promise<PersonType[]> {
    return (await admin.listHotelPeople(ctx, parseInput(idSchema, hotelId))).map(toPersonDto);
  }

  @Query(() => Int, { description: 'How many hotel accounts adminHotels pages through.' })
  @Allow('admin')
  async adminHotelCount(@Ctx() ctx: RequestContext) {
    return admin.countHotels(ctx);
  }

  @Query(() => [LicenceType], { description: 'Licences, newest first, a page at a time (limit default 500, at most 1000).' })
  @Allow('admin')
  async adminLicences(
    @Ctx() ctx: RequestContext,
    @Arg('limit', () => Int, { nullable: true }) limit?: number,
    @Arg('offset', () => Int, { nullable: true }) offset?: number,
  ): Promise<LicenceType[]> {
    return (await admin.listLicences(ctx, parseInput(pagingSchema, { limit, offset }))).map(toLicenceDto);
  }

  @Query(() => LicenceCountsType, { description: 'How many licences there are, and how many are active.' })
  @Allow('admin')
  async adminLicenceCounts(@Ctx() ctx: RequestContext): Promise<LicenceCountsType> {
    return admin.countLicences(ctx);
  }

  @Mutation(() => AdminHotelType, { description: 'Adds a hotel in demo mode and mails it a set-password link.' })
  @Allow('admin')
  async addHotel(
    @Arg('input', () => AdminHotelInputType) input: AdminHotelInputType,
    @Ctx() ctx: RequestContext,
  ): Promise<AdminHotelType> {
    return toAdminHotelDto(await admin.addHotel(ctx, parseInput(adminHotelSchema, input)));
  }

  @Mutation(() => AdminHotelType)
  @Allow('admin')
  async updateHotel(
    @Arg('input', () => AdminHotelUpdateInputType) input: AdminHotelUpdateInputType,
    @Ctx() ctx: RequestContext,
  ): Promise<AdminHotelType> {
    return toAdminHotelDto(await admin.updateHotel(ctx, parseInput(adminHotelUpdateSchema, input)));
  }

  @Mutation(() => MessageResultType, { description: 'Deletes the hotel and all its data in one transaction.' })
  @Allow('admin')
  deleteHotel(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<MessageResultType> {
    return admin.deleteHotel(ctx, parseInput(idSchema, id));
  }

  @Mutation(() => LicenceType, { description: 'Stores a licence whose key is bound to these hotel details.' })
  @Allow('admin')
  async generateLicence(
    @Arg('input', () => AdminHotelInputType) input: AdminHotelInputType,
    @Ctx() ctx: RequestContext,
  ): Promise<LicenceType> {
    return toLicenceDto(await admin.generateLicence(ctx, parseInput(generateLicenceSchema, input)));
  }

  @Mutation(() => LicenceValidationResultType, { description: "Validates a key and applies it to its hotel's settings." })
  @Allow('admin')
  adminValidateLicence(
    @Arg('input', () => AdminValidateLicenceInputType) input: AdminValidateLicenceInputType,
    @Ctx() ctx: RequestContext,
  ): Promise<LicenceValidationResultType> {
    return admin.adminValidateLicence(ctx, parseInput(adminLicenceValidationSchema, input));
  }

  @Mutation(() => LicenceType)
  @Allow('admin')
  async deactivateLicence(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<LicenceType> {
    return toLicenceDto(await admin.deactivateLicence(ctx, parseInput(idSchema, id)));
  }

  @Mutation(() => MessageResultType)
  @Allow('admin')
  deleteLicence(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<MessageResultType> {
    return admin.deleteLicence(ctx, parseInput(idSchema, id));
  }

  @Mutation(() => ImpersonationResultType, { description: 'Works as the hotel from now on, with a fresh session token.' })
  @Allow('admin')
  async impersonateHotel(
    @Arg('hotelId', () => Int) hotelId: number,
    @Ctx() ctx: RequestContext,
  ): Promise<ImpersonationResultType> {
    const result = await admin.impersonateHotel(ctx, parseInput(hotelIdSchema, { hotelId }).hotelId);
    return { message: result.message, hotel: toHotelAccountDto(result.hotel, true) };
  }

  @Mutation(() => ImpersonationResultType, { description: "Back to the admin's own session, with a fresh session token." })
  @Allow(EVERYONE)
  async stopImpersonation(@Ctx() ctx: RequestContext): Promise<ImpersonationResultType> {
    const result = await admin.stopImpersonation(ctx);
    return { message: result.message, hotel: toHotelAccountDto(result.hotel) };
  }
}
