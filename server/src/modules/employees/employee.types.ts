import type { employeeSchema } from '@core/schemas/employee.schema';
import type { editVersionSchema } from '@core/schemas/record-version.schema';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { InputMaybe, ParsedBy } from '../../graphql/parsed-by';
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
export class EmployeeInputType implements ParsedBy<typeof employeeSchema>, ParsedBy<typeof editVersionSchema> {
  @Field(() => String, { nullable: true }) firstName: InputMaybe<string>;
  @Field(() => String, { nullable: true }) lastName: InputMaybe<string>;
  @Field(() => String, { nullable: true, description: 'A role value (front_desk) or its label (Front Desk).' })
  role: InputMaybe<string>;
  @Field(() => String, { nullable: true }) email: InputMaybe<string>;
  @Field(() => String, { nullable: true }) phone: InputMaybe<string>;
  @Field(() => String, { nullable: true }) hireDate: InputMaybe<string>;
  @Field(() => String, { nullable: true }) hourlyRate: InputMaybe<string>;
  @Field(() => Boolean, { nullable: true }) isActive: InputMaybe<boolean>;
  @Field(() => String, { nullable: true }) notes: InputMaybe<string>;
  @Field(() => Int, { nullable: true, description: VERSION_DESCRIPTION }) version: InputMaybe<number>;
}
