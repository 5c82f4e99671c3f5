import type { TaxApplyTo } from '@core/schemas/tax-rate.schema';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { HotelTaxesDto, HotelTaxLineDto } from './hotel-taxes.mapper';
import type { TaxRateDto } from './tax-rate.mapper';
import { VERSION_DESCRIPTION } from '../../graphql/record-version';

@ObjectType('TaxRate', { description: 'A tax or fee of spec section 3.' })
export class TaxRateType implements TaxRateDto {
  @Field(() => Int) id!: number;
  @Field(() => Int, { description: 'Raised by one with every change; an update may name the version it was based on' })
  version!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'The fraction, "0.0825"; "0.00" for a flat fee.' }) rate!: string;
  @Field(() => Boolean) isPercentage!: boolean;
  @Field(() => String, { description: 'Money, "2.50"; "0.00" for a percentage.' }) flatAmount!: string;
  @Field(() => [String], { description: 'all, or some of daily, weekly, monthly.' }) applyTo!: TaxApplyTo[];
  @Field(() => Boolean) isActive!: boolean;
  @Field(() => Int) sortOrder!: number;
}

/** Loose transport types: the core schema validates and gives the spec's messages. */
@InputType('TaxRateInput')
export class TaxRateInputType {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true, description: 'The fraction, "0.0825", for a percentage.' }) rate?: string | null;
  @Field(() => Boolean, { nullable: true }) isPercentage?: boolean | null;
  @Field(() => String, { nullable: true }) flatAmount?: string | null;
  @Field(() => [String], { nullable: true }) applyTo?: string[] | null;
  @Field(() => Boolean, { nullable: true }) isActive?: boolean | null;
  @Field(() => Int, { nullable: true }) sortOrder?: number | null;
  @Field(() => Int, { nullable: true, description: VERSION_DESCRIPTION }) version?: number | null;
}

@ObjectType('HotelTaxLine', { description: "One of the hotel's two taxes (spec section 9)." })
export class HotelTaxLineType implements HotelTaxLineDto {
  @Field(() => String) name!: string;
  @Field(() => Boolean) isPercentage!: boolean;
  @Field(() => String, { description: 'The fraction, "0.0825".' }) rate!: string;
  @Field(() => String, { description: 'The percent with 2 decimals, "8.25".' }) percent!: string;
  @Field(() => String, { description: 'Flat fee per night, "2.00"; "0.00" for a percentage.' }) flatAmount!: string;
  @Field(() => [String]) applyTo!: string[];
  @Field(() => String, { description: '"8.25%" or "$2.00".' }) label!: string;
}

@ObjectType('HotelTaxes', { description: 'Tax 1 and Tax 2 of a booking, as spec section 9 chooses them.' })
export class HotelTaxesType implements HotelTaxesDto {
  @Field(() => String) tax1Name!: string;
  @Field(() => String) tax2Name!: string;
  @Field(() => String, { description: 'Column title, "Occupancy Tax (8.3%)" (percent to one decimal), or the name alone.' })
  tax1Label!: string;
  @Field(() => String, { description: 'Column title, "Resort Fee (5.0%)", or the name alone.' }) tax2Label!: string;
  @Field(() => HotelTaxLineType, { nullable: true }) tax1!: HotelTaxLineType | null;
  @Field(() => HotelTaxLineType, { nullable: true }) tax2!: HotelTaxLineType | null;
}
