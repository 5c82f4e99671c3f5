import { Field, Int, ObjectType } from 'type-graphql';
import { GuestContactType } from '../guests';
import type { ResidentDto } from './residents.mapper';

@ObjectType('Resident', {
  description:
    "A chain of one guest's stays in house tonight of 28 nights or more: the same guest record, each stay checking in the day the one before checks out, in any rooms, none cancelled or no-show.",
})
export class ResidentType implements ResidentDto {
  @Field(() => GuestContactType) guest!: GuestContactType;
  @Field(() => Int, { description: "The chain's stay of tonight" }) bookingId!: number;
  @Field(() => String, { description: "Tonight's room" }) roomNumber!: string;
  @Field(() => [Int], { description: "The chain's bookings, in check-in order" }) bookingIds!: number[];
  @Field(() => String, { description: "The chain's first check-in date (YYYY-MM-DD)" }) since!: string;
  @Field(() => Int, { description: "The chain's nights, first check-in to last check-out" }) nights!: number;
  @Field(() => Int, { description: "Tonight's night of the chain (1 on its first)" }) night!: number;
  @Field(() => String, { description: "The check-out date of the chain's last booking: when the stay ends or renews" })
  nextRenewal!: string;
  @Field(() => String, { description: "What the chain's stays leave owing, together" }) balance!: string;
  @Field(() => [String], { description: "The taxes tonight's night does not carry under their long-stay rules, by name" })
  exemptTaxes!: string[];
}
