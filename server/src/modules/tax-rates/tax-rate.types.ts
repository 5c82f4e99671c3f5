import type { editVersionSchema } from '@core/schemas/record-version.schema';
import type { LongStayMode, LongStayRule } from '@core/long-stay-rule';
import type { TaxApplyTo, taxRateSchema } from '@core/schemas/tax-rate.schema';
import type { InputMaybe, ParsedBy } from '../../graphql/parsed-by';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { HotelTaxesDto, HotelTaxLineDto, ScheduledHotelTaxesDto } from './hotel-taxes.mapper';
import type { ScheduledTaxRateDto, TaxRateDto } from './tax-rate.mapper';
import type { effectiveFromSchema } from '@core/schemas/scheduled-change.schema';
import { EFFECTIVE_FROM_DESCRIPTION } from '../../graphql/effective-from';
import { VERSION_DESCRIPTION } from '../../graphql/record-version';

@ObjectType('LongStayRule', {
  description: "A tax rate's long-stay rule: how its law exempts a stay of many consecutive nights.",
})
export class LongStayRuleType implements LongStayRule {
  @Field(() => Int, { description: 'The nights of the rule, 1–400.' }) nights!: number;
  @Field(() => String, { description: 'exempt-after (nights 1…N taxed) or refund-all (taxed until night N, then refunded).' })
  mode!: LongStayMode;
  @Field(() => Boolean, { description: 'A written long-stay agreement exempts the stay from night 1.' })
  agreementExempts!: boolean;
  @Field(() => Boolean, { description: 'A stay under agreement that ends before N nights owes the tax of every night.' })
  earlyDepartureDue!: boolean;
}

@InputType('LongStayRuleInput')
export class LongStayRuleInputType {
  @Field(() => Int) nights!: number;
  @Field(() => String) mode!: string;
  @Field(() => Boolean, { nullable: true }) agreementExempts: InputMaybe<boolean>;
  @Field(() => Boolean, { nullable: true }) earlyDepartureDue: InputMaybe<boolean>;
}

@ObjectType('ScheduledTaxRate', { description: "A tax rate's values from a date after today." })
export class ScheduledTaxRateType implements ScheduledTaxRateDto {
  @Field(() => String, { description: 'YYYY-MM-DD: stays checking in from this date are taxed by these values' })
  effectiveFrom!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'The fraction, "0.0825"; "0.00" for a flat fee.' }) rate!: string;
  @Field(() => Boolean) isPercentage!: boolean;
  @Field(() => String, { description: 'Money, "2.50"; "0.00" for a percentage.' }) flatAmount!: string;
  @Field(() => [String], { description: 'all, or some of daily, weekly, monthly.' }) applyTo!: TaxApplyTo[];
  @Field(() => Boolean) isActive!: boolean;
  @Field(() => Int) sortOrder!: number;
  @Field(() => LongStayRuleType, { nullable: true, description: 'Its long-stay rule from that date, or null.' })
  longStay!: LongStayRuleType | null;
}

@ObjectType('TaxRate', { description: 'A tax or fee of spec section 3, as in force today, and its scheduled changes.' })
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
  @Field(() => LongStayRuleType, { nullable: true, description: 'Its long-stay rule, or null: taxed every night.' })
  longStay!: LongStayRuleType | null;
  @Field(() => [ScheduledTaxRateType], { description: 'Values changed from a later date, the soonest first' })
  scheduled!: ScheduledTaxRateType[];
}

/** Loose transport types: the core schema validates and gives the spec's messages. */
@InputType('TaxRateInput')
export class TaxRateInputType
  implements ParsedBy<typeof taxRateSchema>, ParsedBy<typeof editVersionSchema>, ParsedBy<typeof effectiveFromSchema>
{
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true, description: 'The fraction, "0.0825", for a percentage.' }) rate: InputMaybe<string>;
  @Field(() => Boolean, { nullable: true }) isPercentage: InputMaybe<boolean>;
  @Field(() => String, { nullable: true }) flatAmount: InputMaybe<string>;
  @Field(() => [String], { nullable: true }) applyTo: InputMaybe<string[]>;
  @Field(() => Boolean, { nullable: true }) isActive: InputMaybe<boolean>;
  @Field(() => Int, { nullable: true }) sortOrder: InputMaybe<number>;
  @Field(() => LongStayRuleInputType, { nullable: true, description: 'Left out, an update keeps the rule; null clears it.' })
  longStay: InputMaybe<LongStayRuleInputType>;
  @Field(() => Int, { nullable: true, description: VERSION_DESCRIPTION }) version: InputMaybe<number>;
  @Field(() => String, { nullable: true, description: EFFECTIVE_FROM_DESCRIPTION }) effectiveFrom: InputMaybe<string>;
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
  @Field(() => LongStayRuleType, { nullable: true, description: "Its tax rate's long-stay rule, or null" })
  longStay!: LongStayRuleType | null;
}

@ObjectType('ScheduledHotelTaxes', { description: 'Tax 1 and Tax 2 of a stay checking in from a later date.' })
export class ScheduledHotelTaxesType implements ScheduledHotelTaxesDto {
  @Field(() => String, { description: 'YYYY-MM-DD' }) effectiveFrom!: string;
  @Field(() => String) tax1Name!: string;
  @Field(() => String) tax2Name!: string;
  @Field(() => String) tax1Label!: string;
  @Field(() => String) tax2Label!: string;
  @Field(() => HotelTaxLineType, { nullable: true }) tax1!: HotelTaxLineType | null;
  @Field(() => HotelTaxLineType, { nullable: true }) tax2!: HotelTaxLineType | null;
}

@ObjectType('HotelTaxes', { description: 'Tax 1 and Tax 2 of a booking today (spec section 9), and from later dates.' })
export class HotelTaxesType implements HotelTaxesDto {
  @Field(() => String) tax1Name!: string;
  @Field(() => String) tax2Name!: string;
  @Field(() => String, { description: 'Column title, "Occupancy Tax (8.3%)" (percent to one decimal), or the name alone.' })
  tax1Label!: string;
  @Field(() => String, { description: 'Column title, "Resort Fee (5.0%)", or the name alone.' }) tax2Label!: string;
  @Field(() => HotelTaxLineType, { nullable: true }) tax1!: HotelTaxLineType | null;
  @Field(() => HotelTaxLineType, { nullable: true }) tax2!: HotelTaxLineType | null;
  @Field(() => [ScheduledHotelTaxesType], {
    description:
      'Tax 1 and Tax 2 from each later date a tax rate changes, the soonest first: a stay is taxed by its check-in date',
  })
  scheduled!: ScheduledHotelTaxesType[];
}
