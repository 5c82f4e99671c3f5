import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('AuditPerson', { description: 'The account behind a change: the hotel, or the administrator.' })
export class AuditPersonType {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
}

@ObjectType('AuditChange', { description: 'One field of a change: its value before and after (money as "0.00").' })
export class AuditChangeType {
  @Field(() => String, { description: 'The field as the booking names it: paidAmount, checkInDate, room, guest, ...' })
  field!: string;
  @Field(() => String, { nullable: true }) before!: string | null;
  @Field(() => String, { nullable: true }) after!: string | null;
}

@ObjectType('AuditEntry', { description: 'A change to a booking: who made it, when, and what changed.' })
export class AuditEntryType {
  @Field(() => Int) id!: number;
  @Field(() => String, { description: 'create, update or delete' }) action!: string;
  @Field(() => String) createdAt!: string;
  @Field(() => AuditPersonType, { nullable: true, description: 'Null when the system or the CLI made the change.' })
  actor!: AuditPersonType | null;
  @Field(() => AuditPersonType, { nullable: true, description: 'The administrator, when one impersonated the hotel.' })
  impersonatedBy!: AuditPersonType | null;
  @Field(() => [AuditChangeType]) changes!: AuditChangeType[];
}
