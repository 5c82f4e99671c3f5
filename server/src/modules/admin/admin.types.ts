import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { HotelAccountType } from '../accounts/account.types';
import { LicenceType } from '../licensing/licence.types';
import type { AdminHotelDto } from './admin-hotel.mapper';

@ObjectType('AdminHotel', { description: "A hotel account in the admin's table." })
export class AdminHotelType extends HotelAccountType implements AdminHotelDto {
  @Field(() => String) createdAt!: string;
  @Field(() => LicenceType, {
    nullable: true,
    description: 'The active licence it is Licensed by (spec 4: same email or name), if any.',
  })
  licence?: LicenceType | null;
}

@ObjectType('LicenceCounts')
export class LicenceCountsType {
  @Field(() => Int) total!: number;
  @Field(() => Int) active!: number;
}

/** The admin hotel form of spec 5. Loose: the core schema validates and gives the spec's messages. */
@InputType('AdminHotelInput')
export class AdminHotelInputType {
  @Field(() => String, { nullable: true }) hotelName?: string | null;
  @Field(() => String, { nullable: true }) hotelEmail?: string | null;
  @Field(() => String, { nullable: true }) phoneNumber?: string | null;
  @Field(() => String, { nullable: true }) address?: string | null;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => String, { nullable: true }) state?: string | null;
  @Field(() => String, { nullable: true }) zipCode?: string | null;
  @Field(() => String, { nullable: true }) country?: string | null;
  @Field(() => String, { nullable: true }) website?: string | null;
  @Field(() => String, { nullable: true, description: 'Whole rooms; blank means 0 (not given).' }) numberOfRooms?: string | null;
}

@InputType('AdminHotelUpdateInput')
export class AdminHotelUpdateInputType extends AdminHotelInputType {
  @Field(() => Int) id!: number;
  @Field(() => Boolean, { nullable: true }) isEmailVerified?: boolean | null;
}

@ObjectType('ImpersonationResult')
export class ImpersonationResultType {
  @Field(() => String) message!: string;
  @Field(() => HotelAccountType, { description: 'The hotel now worked on (the admin account after stopping).' })
  hotel!: HotelAccountType;
}
