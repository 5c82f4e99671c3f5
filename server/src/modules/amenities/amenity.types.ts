import type { amenitySchema } from '@core/schemas/amenity.schema';
import type { editVersionSchema } from '@core/schemas/record-version.schema';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { InputMaybe, ParsedBy } from '../../graphql/parsed-by';
import type { AmenityDto } from './amenity.mapper';
import { VERSION_DESCRIPTION } from '../../graphql/record-version';

@ObjectType('Amenity', { description: 'A hotel amenity; category and icon come from the amenity catalogue.' })
export class AmenityType implements AmenityDto {
  @Field(() => Int) id!: number;
  @Field(() => Int, { description: 'Raised by one with every change; an update may name the version it was based on' })
  version!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => String) category!: string;
  @Field(() => String, { description: 'A lucide icon name from the catalogue, e.g. Waves.' }) icon!: string;
  @Field(() => Boolean) isActive!: boolean;
  @Field(() => Int) sortOrder!: number;
}

/** Loose on purpose: the core schema validates and gives the spec's messages ('Name is required'). */
@InputType('AmenityInput', { description: 'An amenity; the core schema does the validating.' })
export class AmenityInputType implements ParsedBy<typeof amenitySchema>, ParsedBy<typeof editVersionSchema> {
  @Field(() => String, { nullable: true }) name: InputMaybe<string>;
  @Field(() => String, { nullable: true }) description: InputMaybe<string>;
  @Field(() => String, { nullable: true }) category: InputMaybe<string>;
  @Field(() => String, { nullable: true }) icon: InputMaybe<string>;
  @Field(() => Boolean, { nullable: true }) isActive: InputMaybe<boolean>;
  @Field(() => Int, { nullable: true }) sortOrder: InputMaybe<number>;
  @Field(() => Int, { nullable: true, description: VERSION_DESCRIPTION }) version: InputMaybe<number>;
}
