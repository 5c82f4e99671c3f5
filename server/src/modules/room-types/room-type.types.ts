import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { RoomTypeDto } from './room-type.mapper';
import { VERSION_DESCRIPTION } from '../../graphql/record-version';

@ObjectType('RoomType', { description: 'A room type with the rates a booking starts from (money as "79.99").' })
export class RoomTypeType implements RoomTypeDto {
  @Field(() => Int) id!: number;
  @Field(() => Int, { description: 'Raised by one with every change; an update may name the version it was based on' })
  version!: number;
  @Field(() => String) name!: string;
  @Field(() => String) dailyRate!: string;
  @Field(() => String) weeklyRate!: string;
  @Field(() => String) monthlyRate!: string;
}

@InputType('RoomTypeInput', { description: 'Name and the three rates as typed; the core schema does the validating.' })
export class RoomTypeInputType {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) dailyRate?: string | null;
  @Field(() => String, { nullable: true }) weeklyRate?: string | null;
  @Field(() => String, { nullable: true }) monthlyRate?: string | null;
  @Field(() => Int, { nullable: true, description: VERSION_DESCRIPTION }) version?: number | null;
}
