import type { editVersionSchema } from '@core/schemas/record-version.schema';
import type { roomTypeSchema } from '@core/schemas/room.schema';
import type { effectiveFromSchema } from '@core/schemas/scheduled-change.schema';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { InputMaybe, ParsedBy } from '../../graphql/parsed-by';
import type { RoomTypeDto, ScheduledRoomTypeRatesDto } from './room-type.mapper';
import { VERSION_DESCRIPTION } from '../../graphql/record-version';
import { EFFECTIVE_FROM_DESCRIPTION } from '../../graphql/effective-from';

@ObjectType('ScheduledRoomTypeRates', { description: 'A room type\'s rates from a date after today (money as "79.99").' })
export class ScheduledRoomTypeRatesType implements ScheduledRoomTypeRatesDto {
  @Field(() => String, { description: 'YYYY-MM-DD: stays checking in from this date are offered these rates' })
  effectiveFrom!: string;
  @Field(() => String) dailyRate!: string;
  @Field(() => String) weeklyRate!: string;
  @Field(() => String) monthlyRate!: string;
}

@ObjectType('RoomType', {
  description: 'A room type with the rates a booking starts from today (money as "79.99"), and those scheduled.',
})
export class RoomTypeType implements RoomTypeDto {
  @Field(() => Int) id!: number;
  @Field(() => Int, { description: 'Raised by one with every change; an update may name the version it was based on' })
  version!: number;
  @Field(() => String) name!: string;
  @Field(() => String) dailyRate!: string;
  @Field(() => String) weeklyRate!: string;
  @Field(() => String) monthlyRate!: string;
  @Field(() => [ScheduledRoomTypeRatesType], { description: 'Rates changed from a later date, the soonest first' })
  scheduled!: ScheduledRoomTypeRatesType[];
}

@InputType('RoomTypeInput', { description: 'Name and the three rates as typed; the core schema does the validating.' })
export class RoomTypeInputType
  implements ParsedBy<typeof roomTypeSchema>, ParsedBy<typeof editVersionSchema>, ParsedBy<typeof effectiveFromSchema>
{
  @Field(() => String, { nullable: true }) name: InputMaybe<string>;
  @Field(() => String, { nullable: true }) dailyRate: InputMaybe<string>;
  @Field(() => String, { nullable: true }) weeklyRate: InputMaybe<string>;
  @Field(() => String, { nullable: true }) monthlyRate: InputMaybe<string>;
  @Field(() => Int, { nullable: true, description: VERSION_DESCRIPTION }) version: InputMaybe<number>;
  @Field(() => String, { nullable: true, description: EFFECTIVE_FROM_DESCRIPTION }) effectiveFrom: InputMaybe<string>;
}
