import { Field, Int, ObjectType } from 'type-graphql';
import type { AuditAction } from './audit-log.entity';
import type { AuditChangeDto, AuditEntryDto, AuditPersonDto } from './audit.mapper';

@ObjectType('AuditPerson', { description: 'The account behind a change: the hotel, or the administrator.' })
export class AuditPersonType implements AuditPersonDto {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
}

@ObjectType('AuditChange', { description: 'One field of a change: its value before and after (money as "0.00").' })
export class AuditChangeType implements AuditChangeDto {
  @Field(() => String, { description: 'The field as the booking names it: paidAmount, checkInDate, room, guest, ...' })
  field!: string;
  @Field(() => String, { nullable: true }) before!: string | null;
  @Field(() => String, { nullable: true }) after!: string | null;
}

@ObjectType('AuditEntry', { description: 'A change to a booking: who made it, when, and what changed.' })
export class AuditEntryType implements AuditEntryDto {
  @Field(() => Int) id!: number;
  @Field(() => String, { description: 'create, update or delete' }) action!: AuditAction;
  @Field(() => String) createdAt!: string;
  @Field(() => AuditPersonType, { nullable: true, description: 'Null when the system or the CLI made the change.' })
  actor!: AuditPersonType | null;
  @Field(() => AuditPersonType, { nullable: true, description: 'The administrator, when one impersonated the hotel.' })
  impersonatedBy!: AuditPersonType | null;
  @Field(() => [AuditChangeType]) changes!: AuditChangeType[];
}
