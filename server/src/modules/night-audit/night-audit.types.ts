import { AUDIT_PROBLEM_KINDS, type AuditProblemKind } from '@core/night-audit';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';

export const AuditProblemKindEnum = Object.fromEntries(AUDIT_PROBLEM_KINDS.map((kind) => [kind, kind])) as {
  [K in AuditProblemKind]: K;
};
registerEnumType(AuditProblemKindEnum, {
  name: 'AuditProblemKind',
  description: 'arrival: still Reserved on or after its check-in date; departure: still Checked In on its check-out date',
});

@ObjectType('AuditProblem', { description: 'A stay that stops a day from closing, and why.' })
export class AuditProblemType {
  @Field(() => AuditProblemKindEnum) kind!: AuditProblemKind;
  @Field(() => Int) bookingId!: number;
  @Field(() => String) message!: string;
}

@ObjectType('NightAudit', { description: "Where the hotel's books stand: the business date and what stops it from closing." })
export class NightAuditType {
  @Field(() => String, { nullable: true, description: 'The oldest day not yet closed; null before the first audit' })
  businessDate!: string | null;
  @Field(() => String, { nullable: true }) lastClosedDate!: string | null;
  @Field(() => [AuditProblemType]) problems!: AuditProblemType[];
  @Field(() => String, { description: "The hotel's today on its clock: the days before it have ended" })
  today!: string;
}

@ObjectType('ClosedDays', { description: 'Days closed by one request, in order, and where it stopped (with why).' })
export class ClosedDaysType {
  @Field(() => [String]) closed!: string[];
  @Field(() => String, { nullable: true }) stoppedAt!: string | null;
  @Field(() => [AuditProblemType]) problems!: AuditProblemType[];
}
