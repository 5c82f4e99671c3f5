import { LONG_STAY_LINE_KINDS, type LongStayLineKind } from '@core/long-stay';
import { FOLIO_CHARGE_KINDS, type FolioChargeKind } from '@core/folio';
import { orList, PAYMENT_METHODS } from '@core/booking-choices';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { BookingType } from '../bookings';
import {
  ADJUSTMENT_KINDS,
  type AdjustmentKind,
  type folioAdjustmentSchema,
  type folioChargeSchema,
  type folioPaymentSchema,
} from '@core/schemas/folio.schema';
import type { InputMaybe, ParsedBy } from '../../graphql/parsed-by';
import type {
  FolioAdjustmentDto,
  FolioAdjustmentLineDto,
  FolioChargeDto,
  FolioDto,
  FolioNightDto,
  FolioPaymentDto,
} from './folio.mapper';

const CLOSED = 'Its date is a closed day: the line is final, neither voided nor changed (post an adjustment instead)';

@ObjectType('FolioCharge', { description: "A charge of a stay's folio: the room, its Tax 1 and Tax 2, or an extra." })
export class FolioChargeType implements FolioChargeDto {
  @Field(() => Int, { nullable: true, description: "Null for the room and tax lines (the booking's own figures)" })
  id!: number | null;
  @Field(() => String) date!: string;
  @Field(() => String) description!: string;
  @Field(() => String, { description: orList(FOLIO_CHARGE_KINDS) }) kind!: FolioChargeKind;
  @Field(() => String) amount!: string;
  @Field(() => Boolean) voided!: boolean;
  @Field(() => String, { nullable: true }) voidedAt!: string | null;
  @Field(() => String, { nullable: true }) voidedBy!: string | null;
  @Field(() => Boolean, { description: `${CLOSED}. For the room and its taxes: every night of the stay is closed.` })
  closed!: boolean;
}

@ObjectType('FolioPayment', { description: 'A payment of a stay, or a refund when negative.' })
export class FolioPaymentType implements FolioPaymentDto {
  @Field(() => Int) id!: number;
  @Field(() => String) date!: string;
  @Field(() => String, { description: `Text of up to 40 characters, such as ${orList(PAYMENT_METHODS)}` }) method!: string;
  @Field(() => String, { description: 'Negative for a refund' }) amount!: string;
  @Field(() => String, { nullable: true }) reference!: string | null;
  @Field(() => Boolean) voided!: boolean;
  @Field(() => String, { nullable: true }) voidedAt!: string | null;
  @Field(() => String, { nullable: true }) voidedBy!: string | null;
  @Field(() => Boolean, { description: CLOSED }) closed!: boolean;
}

@ObjectType('FolioAdjustment', {
  description: 'A correction of a closed day, posted on an open one: positive a charge, negative a credit.',
})
export class FolioAdjustmentType implements FolioAdjustmentDto {
  @Field(() => Int) id!: number;
  @Field(() => String, { description: 'The business date it was posted on (YYYY-MM-DD)' }) date!: string;
  @Field(() => String, { description: orList([...ADJUSTMENT_KINDS, ...LONG_STAY_LINE_KINDS]) }) kind!:
    AdjustmentKind | LongStayLineKind;
  @Field(() => String, { description: 'Negative for a credit' }) amount!: string;
  @Field(() => String) reason!: string;
}

@ObjectType('FolioAdjustmentLine', { description: 'An adjustment as the folio lists it, with whether its date is closed since.' })
export class FolioAdjustmentLineType extends FolioAdjustmentType implements FolioAdjustmentLineDto {
  @Field(() => Boolean, { description: CLOSED }) closed!: boolean;
}

@ObjectType('FolioNight', { description: 'A night of the stay: whether its date is closed, and what it posted.' })
export class FolioNightType implements FolioNightDto {
  @Field(() => [String], { description: 'The taxes the night is exempt from under the long-stay rules (Tax 1, Tax 2)' })
  exemptTaxes!: ('Tax 1' | 'Tax 2')[];
  @Field(() => String, { description: 'YYYY-MM-DD' }) date!: string;
  @Field(() => Int, { description: '1 for the night of the check-in date' }) nightNumber!: number;
  @Field(() => Boolean, { description: "The night's date is a closed day" }) closed!: boolean;
  @Field(() => Boolean, { description: 'The night audit posted it (a closed night of a stay in house)' }) posted!: boolean;
  @Field(() => String, { nullable: true, description: 'The room it was posted for; null while not posted' })
  roomNumber!: string | null;
  @Field(() => String, { nullable: true, description: 'Room revenue posted; null while not posted' }) room!: string | null;
  @Field(() => String, { nullable: true, description: 'Tax 1 posted ("0.00" when none); null while not posted' })
  tax1!: string | null;
  @Field(() => String, { nullable: true, description: 'Tax 2 posted ("0.00" when none); null while not posted' })
  tax2!: string | null;
}

@ObjectType('Folio', { description: "A stay's ledger: charges, payments and the balance, money as strings with two decimals." })
export class FolioType implements FolioDto {
  @Field(() => Int) bookingId!: number;
  @Field(() => [FolioChargeType]) charges!: FolioChargeType[];
  @Field(() => [FolioPaymentType]) payments!: FolioPaymentType[];
  @Field(() => [FolioAdjustmentLineType], { description: 'Corrections of closed days, counted in the charges and the balance' })
  adjustments!: FolioAdjustmentLineType[];
  @Field(() => [FolioNightType], { description: 'Each night of the stay, oldest first: closed or open, and what it posted' })
  nights!: FolioNightType[];
  @Field(() => String) totalCharges!: string;
  @Field(() => String) totalPayments!: string;
  @Field(() => String) balance!: string;
  @Field(() => BookingType, { description: 'The booking as the folio leaves it: its paid amount, extras, balance and status' })
  booking!: BookingType;
  @Field(() => String, {
    nullable: true,
    description:
      'How the stay is priced where the rules surprise ("Weekly: priced as 1 week for 10 nights", "Every night at the 02/04/27 rate: Weekend Rate not applied to 02/05–02/06"), else null.',
  })
  pricingNote!: string | null;
}

/** Loose transport types: the core folio schemas validate. */
@InputType('FolioChargeInput')
export class FolioChargeInputType implements ParsedBy<typeof folioChargeSchema> {
  @Field(() => String) description!: string;
  @Field(() => String) amount!: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; today (hotel time zone) when not given' })
  date: InputMaybe<string>;
}

@InputType('FolioPaymentInput')
export class FolioPaymentInputType implements ParsedBy<typeof folioPaymentSchema> {
  @Field(() => String, { description: 'Negative for a refund, which may not exceed what was paid' }) amount!: string;
  @Field(() => String, { nullable: true, description: `Such as ${orList(PAYMENT_METHODS)}; Cash when blank` })
  method: InputMaybe<string>;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; today (hotel time zone) when not given' })
  date: InputMaybe<string>;
  @Field(() => String, { nullable: true }) reference: InputMaybe<string>;
}

@InputType('FolioAdjustmentInput')
export class FolioAdjustmentInputType implements ParsedBy<typeof folioAdjustmentSchema> {
  @Field(() => String, { description: orList(ADJUSTMENT_KINDS) }) kind!: string;
  @Field(() => String, { description: 'Positive a charge, negative a credit; never 0' }) amount!: string;
  @Field(() => String) reason!: string;
}
