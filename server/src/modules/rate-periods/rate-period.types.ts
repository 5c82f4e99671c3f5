import type { ratePeriodSchema } from '@core/schemas/rate-period.schema';
import type { editVersionSchema } from '@core/schemas/record-version.schema';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { InputMaybe, ParsedBy } from '../../graphql/parsed-by';
import type { DynamicRateDto, RatePeriodDto } from './rate-period.mapper';
import { VERSION_DESCRIPTION } from '../../graphql/record-version';

@ObjectType('RatePeriod', { description: 'A special rate period of spec section 3 for one room type.' })
export class RatePeriodType implements RatePeriodDto {
  @Field(() => Int) id!: number;
  @Field(() => Int, { description: 'Raised by one with every change; an update may name the version it was based on' })
  version!: number;
  @Field(() => Int) roomTypeId!: number;
  @Field(() => String) roomTypeName!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'weekday, weekend, holiday, seasonal or event.' }) rateType!: string;
  @Field(() => Int, { description: '1 to 10; higher wins.' }) priority!: number;
  @Field(() => String) dailyRate!: string;
  @Field(() => String) weeklyRate!: string;
  @Field(() => String) monthlyRate!: string;
  @Field(() => [String], { description: 'monday to sunday; used by weekday and weekend periods.' }) daysOfWeek!: string[];
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, inclusive; seasonal and event periods.' })
  startDate!: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, inclusive.' }) endDate!: string | null;
  @Field(() => [String], { description: 'YYYY-MM-DD; holiday periods.' }) specificDates!: string[];
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => Boolean) isActive!: boolean;
}

/** Loose transport types: the core schema validates and gives the spec's messages. */
@InputType('RatePeriodInput')
export class RatePeriodInputType implements ParsedBy<typeof ratePeriodSchema>, ParsedBy<typeof editVersionSchema> {
  @Field(() => Int, { nullable: true }) roomTypeId: InputMaybe<number>;
  @Field(() => String, { nullable: true }) name: InputMaybe<string>;
  @Field(() => String, { nullable: true }) rateType: InputMaybe<string>;
  @Field(() => Int, { nullable: true }) priority: InputMaybe<number>;
  @Field(() => String, { nullable: true }) dailyRate: InputMaybe<string>;
  @Field(() => String, { nullable: true }) weeklyRate: InputMaybe<string>;
  @Field(() => String, { nullable: true }) monthlyRate: InputMaybe<string>;
  @Field(() => [String], { nullable: true }) daysOfWeek: InputMaybe<string[]>;
  @Field(() => String, { nullable: true }) startDate: InputMaybe<string>;
  @Field(() => String, { nullable: true }) endDate: InputMaybe<string>;
  @Field(() => [String], { nullable: true }) specificDates: InputMaybe<string[]>;
  @Field(() => String, { nullable: true }) description: InputMaybe<string>;
  @Field(() => Boolean, { nullable: true }) isActive: InputMaybe<boolean>;
  @Field(() => Int, { nullable: true, description: VERSION_DESCRIPTION }) version: InputMaybe<number>;
}

@ObjectType('DynamicRate', { description: 'The rates for a room type on a check-in date.' })
export class DynamicRateType implements DynamicRateDto {
  @Field(() => String) dailyRate!: string;
  @Field(() => String) weeklyRate!: string;
  @Field(() => String) monthlyRate!: string;
  @Field(() => String, { description: "'standard' for the room type's own rates, else the period's rate type." })
  rateType!: string;
  @Field(() => String, { nullable: true }) ratePeriodName!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'With rateType and nights given: how the stay is priced where the rules surprise ("Weekly: priced as 1 week for 10 nights", "Every night at the 02/04/27 rate: Weekend Rate not applied to 02/05–02/06"), else null.',
  })
  note?: string | null;
}
