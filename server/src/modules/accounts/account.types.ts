import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { Role } from '@core/roles';
import type { registerSchema } from '@core/schemas/auth.schema';
import type { InputMaybe, ParsedBy } from '../../graphql/parsed-by';
import type { HotelAccountDto, SessionAccountTwoFactorDto, SessionUserTwoFactorDto } from './account.mapper';

@ObjectType('HotelAccount', { description: 'A hotel account as its users see it. Never carries the password hash.' })
export class HotelAccountType implements HotelAccountDto {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) phoneNumber!: string | null;
  @Field(() => String, { nullable: true }) address!: string | null;
  @Field(() => String, { nullable: true }) city!: string | null;
  @Field(() => String, { nullable: true }) state!: string | null;
  @Field(() => String, { nullable: true }) zipCode!: string | null;
  @Field(() => String, { nullable: true }) country!: string | null;
  @Field(() => String, { nullable: true }) website!: string | null;
  @Field(() => Int, { nullable: true }) numberOfRooms!: number | null;
  @Field(() => Boolean) isEmailVerified!: boolean;
  @Field(() => Boolean) isAdmin!: boolean;
  @Field(() => Boolean) isImpersonating!: boolean;
}

@ObjectType('SessionUser', { description: 'The person signed in, and the role the session acts in.' })
export class SessionUserType implements SessionUserTwoFactorDto {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { description: 'Owner, Manager, Front Desk or Housekeeping.' }) role!: Role;
  @Field(() => Boolean, { description: 'The person has turned two-factor sign-in on.' }) twoFactorEnabled!: boolean;
  @Field(() => Boolean, { description: 'Their hotel requires two-factor sign-in; until it is on, only its set-up opens.' })
  twoFactorRequired!: boolean;
}

@ObjectType('SessionAccount', { description: 'The signed-in hotel (as /api/auth/me shows it) and the person signed in.' })
export class SessionAccountType extends HotelAccountType implements SessionAccountTwoFactorDto {
  @Field(() => SessionUserType) user!: SessionUserType;
}

@ObjectType('TwoFactorSetup', { description: 'A TOTP secret (base32) and the otpauth:// address of its QR code.' })
export class TwoFactorSetupType {
  @Field(() => String) secret!: string;
  @Field(() => String) otpauthUrl!: string;
}

@ObjectType('MessageResult')
export class MessageResultType {
  @Field(() => String) message!: string;
}

@ObjectType('PasswordLink', { description: 'A mailed password link before it is used.' })
export class PasswordLinkType {
  @Field(() => Boolean, { description: "An invitation: it sets a new person's first password." })
  invitation!: boolean;
  @Field(() => String, { nullable: true, description: 'The hotel an invitation is to (null for a reset).' })
  hotelName!: string | null;
}

@ObjectType('VerifyEmailResult')
export class VerifyEmailResultType {
  @Field(() => String) message!: string;
  @Field(() => String) hotelName!: string;
}

/** The signup payload of spec section 3; the core schema does the validating. */
@InputType('RegisterInput', { description: 'The signup payload of spec section 3; the core schema does the validating.' })
export class RegisterInputType implements ParsedBy<typeof registerSchema> {
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String) password!: string;
  @Field(() => String, { nullable: true }) phoneNumber: InputMaybe<string>;
  @Field(() => String, { nullable: true }) address: InputMaybe<string>;
  @Field(() => String, { nullable: true }) city: InputMaybe<string>;
  @Field(() => String, { nullable: true }) state: InputMaybe<string>;
  @Field(() => String, { nullable: true }) zipCode: InputMaybe<string>;
  @Field(() => String, { nullable: true }) country: InputMaybe<string>;
  @Field(() => String, { nullable: true }) website: InputMaybe<string>;
  @Field(() => Int, { nullable: true }) numberOfRooms: InputMaybe<number>;
}
