import type { adminHotelSchema, adminHotelUpdateSchema, generateLicenceSchema } from '@core/schemas/licence.schema';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { InputMaybe, ParsedBy } from '../../graphql/parsed-by';
import { HotelAccountType } from '../accounts';
import { LicenceType } from '../licensing';
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

/** The account's own names, which REST also takes for hotelName and hotelEmail. */
type RestNames = 'name' | 'email';

/** The admin hotel form of spec 5. Loose: the core schema validates and gives the spec's messages. */
@InputType('AdminHotelInput')
export class AdminHotelInputType
  implements ParsedBy<typeof adminHotelSchema, RestNames>, ParsedBy<typeof generateLicenceSchema, RestNames>
{
  @Field(() => String, { nullable: true }) hotelName: InputMaybe<string>;
  @Field(() => String, { nullable: true }) hotelEmail: InputMaybe<string>;
  @Field(() => String, { nullable: true }) phoneNumber: InputMaybe<string>;
  @Field(() => String, { nullable: true }) address: InputMaybe<string>;
  @Field(() => String, { nullable: true }) city: InputMaybe<string>;
  @Field(() => String, { nullable: true }) state: InputMaybe<string>;
  @Field(() => String, { nullable: true }) zipCode: InputMaybe<string>;
  @Field(() => String, { nullable: true }) country: InputMaybe<string>;
  @Field(() => String, { nullable: true }) website: InputMaybe<string>;
  @Field(() => String, { nullable: true, description: 'Whole rooms; blank means 0 (not given).' })
  numberOfRooms: InputMaybe<string>;
}

@InputType('AdminHotelUpdateInput')
export class AdminHotelUpdateInputType extends AdminHotelInputType implements ParsedBy<typeof adminHotelUpdateSchema, RestNames> {
  @Field(() => Int) id!: number;
  @Field(() => Boolean, { nullable: true }) isEmailVerified: InputMaybe<boolean>;
}

@ObjectType('ImpersonationResult')
export class ImpersonationResultType {
  @Field(() => String) message!: string;
  @Field(() => HotelAccountType, { description: 'The hotel now worked on (the admin account after stopping).' })
  hotel!: HotelAccountType;
}
