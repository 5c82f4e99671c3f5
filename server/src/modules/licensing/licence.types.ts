import type { LicenceLabel } from '@core/licence-state';
import type { adminLicenceValidationSchema, licenceValidationSchema } from '@core/schemas/licence.schema';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { InputMaybe, ParsedBy } from '../../graphql/parsed-by';
import type { LicenceDto } from './licence.mapper';
import type { LicenceStatus, LicenceValidationResult } from './licensing.service';

@ObjectType('Licence', { description: 'A licence an administrator generated, bound to the hotel details it carries.' })
export class LicenceType implements LicenceDto {
  @Field(() => Int) id!: number;
  @Field(() => String) licenceKey!: string;
  @Field(() => String) hotelName!: string;
  @Field(() => String) hotelEmail!: string;
  @Field(() => String, { nullable: true }) phoneNumber!: string | null;
  @Field(() => String) address!: string;
  @Field(() => String) city!: string;
  @Field(() => String) state!: string;
  @Field(() => String) zipCode!: string;
  @Field(() => String, { nullable: true }) country!: string | null;
  @Field(() => String, { nullable: true }) website!: string | null;
  @Field(() => Int) numberOfRooms!: number;
  @Field(() => Boolean) isActive!: boolean;
  @Field(() => String) createdAt!: string;
}

@ObjectType('LicenceStatus', { description: 'Demo or licensed, and how much of the demo is left (spec sections 1, 4 and 9).' })
export class LicenceStatusType implements LicenceStatus {
  @Field(() => String, { description: 'DEMO VERSION, DEMO EXPIRED or LICENSED.' }) label!: LicenceLabel;
  @Field(() => Boolean) licensed!: boolean;
  @Field(() => Boolean) expired!: boolean;
  @Field(() => Int, { nullable: true, description: 'Ceiling of the days until expiration; null when licensed.' }) daysLeft!:
    number | null;
  @Field(() => Int, { nullable: true, description: 'Limit minus count; null when licensed.' }) transactionsLeft!: number | null;
  @Field(() => String, { nullable: true }) expiredReason!: string | null;
  @Field(() => String, { nullable: true }) licenceKey!: string | null;
  @Field(() => String, { nullable: true }) installationDate!: string | null;
  @Field(() => String, { nullable: true }) expirationDate!: string | null;
  @Field(() => Int) transactionCount!: number;
  @Field(() => Int) transactionLimit!: number;
}

@ObjectType('LicenceValidationResult')
export class LicenceValidationResultType implements LicenceValidationResult {
  @Field(() => Boolean) isValid!: boolean;
  @Field(() => String) message!: string;
}

/** Spec 7's validation fields, in the code's names. Loose: the core schema validates. */
@InputType('ValidateLicenceInput')
export class ValidateLicenceInputType implements ParsedBy<typeof licenceValidationSchema> {
  @Field(() => String, { nullable: true }) licenceKey: InputMaybe<string>;
  @Field(() => String, { nullable: true }) hotelName: InputMaybe<string>;
  @Field(() => String, { nullable: true }) address: InputMaybe<string>;
  @Field(() => String, { nullable: true }) city: InputMaybe<string>;
  @Field(() => String, { nullable: true }) state: InputMaybe<string>;
  @Field(() => String, { nullable: true }) zip: InputMaybe<string>;
  @Field(() => String, { nullable: true, description: 'Whole rooms, 1 to 999999 (text or digits).' })
  numberOfRooms: InputMaybe<string>;
}

@InputType('AdminValidateLicenceInput', {
  description: 'The hotel fields plus, optionally, which hotel (required for MANUAL-ACTIVATION).',
})
export class AdminValidateLicenceInputType
  extends ValidateLicenceInputType
  implements ParsedBy<typeof adminLicenceValidationSchema>
{
  @Field(() => Int, { nullable: true }) hotelId: InputMaybe<number>;
  @Field(() => String, { nullable: true }) hotelEmail: InputMaybe<string>;
}
