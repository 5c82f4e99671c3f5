import { Field, Int, ObjectType } from 'type-graphql';
import type { LedgerDto, LedgerLineDto } from './ledger.mapper';
import type { LedgerKind } from './ledger.service';

@ObjectType('LedgerLine', { description: "A line of the hotel's books: a closed night's posting, an extra or a payment." })
export class LedgerLineType implements LedgerLineDto {
  @Field(() => Int, { description: "The line's id among its kind's lines" }) id!: number;
  @Field(() => String) date!: string;
  @Field(() => Int) bookingId!: number;
  @Field(() => String) roomNumber!: string;
  @Field(() => String) guest!: string;
  @Field(() => String, { description: 'Room, Tax 1, Tax 2, Extra, Adjustment or Payment' }) kind!: LedgerKind;
  @Field(() => String) description!: string;
  @Field(() => String, { description: 'Refunds negative' }) amount!: string;
}

@ObjectType('LedgerTotals')
export class LedgerTotalsType {
  @Field(() => String) room!: string;
  @Field(() => String) tax1!: string;
  @Field(() => String) tax2!: string;
  @Field(() => String) extras!: string;
  @Field(() => String) adjustments!: string;
  @Field(() => String) payments!: string;
}

@ObjectType('Ledger')
export class LedgerType implements LedgerDto {
  @Field(() => [LedgerLineType]) lines!: LedgerLineType[];
  @Field(() => LedgerTotalsType) totals!: LedgerTotalsType;
}
