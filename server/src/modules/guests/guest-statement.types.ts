import { Field, Int, ObjectType } from 'type-graphql';
import type { GuestStatementDto, StatementLineDto, StatementPeriodDto } from './guest-statement.mapper';
import type { GuestContact } from './guest-statement.service';

@ObjectType('GuestContact', { description: 'A guest as a statement or the Residents list names them.' })
export class GuestContactType implements GuestContact {
  @Field(() => Int) id!: number;
  @Field(() => String, { description: '"Last, First"' }) name!: string;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field(() => String, { nullable: true }) phone!: string | null;
}

@ObjectType('StatementLine', { description: "A live line of a stay's folio on the statement." })
export class StatementLineType implements StatementLineDto {
  @Field(() => String, { description: 'YYYY-MM-DD' }) date!: string;
  @Field(() => String) description!: string;
  @Field(() => String, { description: 'What it does to the balance: a payment negative, a refund positive' })
  amount!: string;
}

@ObjectType('StatementPeriod', { description: "A billing period of a statement: one of the guest's stays and its folio." })
export class StatementPeriodType implements StatementPeriodDto {
  @Field(() => Int) bookingId!: number;
  @Field(() => String) roomNumber!: string;
  @Field(() => String, { description: 'The check-in date (YYYY-MM-DD)' }) from!: string;
  @Field(() => String, { description: 'The check-out date (YYYY-MM-DD)' }) to!: string;
  @Field(() => Int) nights!: number;
  @Field(() => String, { description: 'The live charges: room, taxes, extras, adjustments' }) charges!: string;
  @Field(() => String, { description: 'The live payments less refunds' }) payments!: string;
  @Field(() => String, { description: 'Charges less payments' }) balance!: string;
  @Field(() => [StatementLineType], { description: 'Every live line, by date' }) lines!: StatementLineType[];
}

@ObjectType('GuestStatement', {
  description:
    "A guest's statement over a range of dates: each stay with a night in it, what earlier stays leave owing, and the closing balance. Money as strings with two decimals.",
})
export class GuestStatementType implements GuestStatementDto {
  @Field(() => GuestContactType) guest!: GuestContactType;
  @Field(() => String) from!: string;
  @Field(() => String) to!: string;
  @Field(() => [StatementPeriodType]) periods!: StatementPeriodType[];
  @Field(() => String, { description: 'What the stays that ended by `from` leave owing' }) openingBalance!: string;
  @Field(() => String, { description: "The opening balance and every period's balance" }) closingBalance!: string;
}
