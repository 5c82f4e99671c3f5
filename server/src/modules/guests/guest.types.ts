import type { guestSchema } from '@core/schemas/guest.schema';
import type { editVersionSchema } from '@core/schemas/record-version.schema';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { InputMaybe, ParsedBy } from '../../graphql/parsed-by';
import type { GuestDto } from './guest.mapper';
import type { GuestStats } from './guests.service';
import { VERSION_DESCRIPTION } from '../../graphql/record-version';

@ObjectType('Guest')
export class GuestType implements GuestDto {
  @Field(() => Int) id!: number;
  @Field(() => Int, { description: 'Raised by one with every change; an update may name the version it was based on' })
  version!: number;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field(() => String, { nullable: true }) address!: string | null;
  @Field(() => String, { nullable: true }) city!: string | null;
  @Field(() => String, { nullable: true }) state!: string | null;
  @Field(() => String, { nullable: true }) zipCode!: string | null;
  @Field(() => String, { nullable: true }) country!: string | null;
  @Field(() => String, { nullable: true }) idType!: string | null;
  @Field(() => String, { nullable: true }) idNumber!: string | null;
  @Field(() => String, { nullable: true }) notes!: string | null;
  @Field(() => Boolean) vip!: boolean;
  @Field(() => String, { description: 'ISO timestamp of registration' }) createdAt!: string;
}

@ObjectType('GuestStats')
export class GuestStatsType implements GuestStats {
  @Field(() => Int) totalGuests!: number;
  @Field(() => Int) vipGuests!: number;
  @Field(() => Int) withEmail!: number;
  @Field(() => Int) withPhone!: number;
}

@InputType('GuestInput')
export class GuestInputType implements ParsedBy<typeof guestSchema>, ParsedBy<typeof editVersionSchema> {
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String, { nullable: true }) email: InputMaybe<string>;
  @Field(() => String, { nullable: true }) phone: InputMaybe<string>;
  @Field(() => String, { nullable: true }) address: InputMaybe<string>;
  @Field(() => String, { nullable: true }) city: InputMaybe<string>;
  @Field(() => String, { nullable: true }) state: InputMaybe<string>;
  @Field(() => String, { nullable: true }) zipCode: InputMaybe<string>;
  @Field(() => String, { nullable: true }) country: InputMaybe<string>;
  @Field(() => String, { nullable: true }) idType: InputMaybe<string>;
  @Field(() => String, { nullable: true }) idNumber: InputMaybe<string>;
  @Field(() => String, { nullable: true }) notes: InputMaybe<string>;
  @Field(() => Boolean, { nullable: true }) vip: InputMaybe<boolean>;
  @Field(() => Int, { nullable: true, description: VERSION_DESCRIPTION }) version: InputMaybe<number>;
}
