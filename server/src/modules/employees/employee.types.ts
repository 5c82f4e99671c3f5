import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { EmployeeDto } from './employee.mapper';
import { VERSION_DESCRIPTION } from '../../graphql/record-version';

@ObjectType('Employee', { description: "A member of the hotel's staff roster." })
export class EmployeeType implements EmployeeDto {
  @Field(() => Int) id!: number;
  @Field(() => Int, { description: 'Raised by one with every change; an update may name the version it was based on' })
  version!: number;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String, { description: 'manager, front_desk, housekeeping or maintenance.' }) role!: string;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field(() => String, { nullable: true, description: 'A calendar date, YYYY-MM-DD.' }) hireDate!: string | null;
  @Field(() => String, { nullable: true, description: 'Money with two decimals, e.g. "18.50".' }) hourlyRate!: string | null;
  @Field(() => Boolean) isActive!: boolean;
  @Field(() => String, { nullable: true }) notes!: string | null;
}

/** Loose on purpose: the core schema validates and gives its messages. */
@InputType('EmployeeInput', { description: 'A roster entry; the core schema does the validating.' })
export class EmployeeInputType {
  @Field(() => String, { nullable: true }) firstName?: string | null;
  @Field(() => String, { nullable: true }) lastName?: string | null;
  @Field(() => String, { nullable: true, description: 'A role value (front_desk) or its label (Front Desk).' }) role?:
    string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => String, { nullable: true }) hireDate?: string | null;
  @Field(() => String, { nullable: true }) hourlyRate?: string | null;
  @Field(() => Boolean, { nullable: true }) isActive?: boolean | null;
  @Field(() => String, { nullable: true }) notes?: string | null;
  @Field(() => Int, { nullable: true, description: VERSION_DESCRIPTION }) version?: number | null;
}
