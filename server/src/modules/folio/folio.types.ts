import { FOLIO_CHARGE_KINDS, type FolioChargeKind } from '@core/folio';
import { orList, PAYMENT_METHODS } from '@core/booking-choices';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { BookingType } from '../bookings/booking.types';
import type { FolioChargeDto, FolioDto, FolioPaymentDto } from './folio.mapper';

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
}

@ObjectType('Folio', { description: "A stay's ledger: charges, payments and the balance, money as strings with two decimals." })
export class FolioType implements FolioDto {
  @Field(() => Int) bookingId!: number;
  @Field(() => [FolioChargeType]) charges!: FolioChargeType[];
  @Field(() => [FolioPaymentType]) payments!: FolioPaymentType[];
  @Field(() => String) totalCharges!: string;
  @Field(() => String) totalPayments!: string;
  @Field(() => String) balance!: string;
  @Field(() => BookingType, { description: 'The booking as the folio leaves it: its paid amount, extras, balance and status' })
  booking!: BookingType;
}

/** Loose transport types: the core folio schemas validate. */
@InputType('FolioChargeInput')
export class FolioChargeInputType {
  @Field(() => String) description!: string;
  @Field(() => String) amount!: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; today (hotel time zone) when not given' }) date?:
    string | null;
}

@InputType('FolioPaymentInput')
export class FolioPaymentInputType {
  @Field(() => String, { description: 'Negative for a refund, which may not exceed what was paid' }) amount!: string;
  @Field(() => String, { nullable: true, description: `Such as ${orList(PAYMENT_METHODS)}; Cash when blank` })
  method?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; today (hotel time zone) when not given' }) date?:
    string | null;
  @Field(() => String, { nullable: true }) reference?: string | null;
}
