import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { ROLES, type Role } from '@core/roles';
import type { personInviteSchema, personUpdateSchema } from '@core/schemas/person.schema';
import type { InputMaybe, ParsedBy } from '../../graphql/parsed-by';
import type { PersonDto } from './person.mapper';

const ROLE_DESCRIPTION = `One of ${ROLES.join(', ')}.`;

@ObjectType('Person', { description: "One of the hotel's people: a sign-in with a role." })
export class PersonType implements PersonDto {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { description: ROLE_DESCRIPTION }) role!: Role;
  @Field(() => Boolean) active!: boolean;
  @Field(() => Boolean, { description: 'Invited and not yet through the link: no password is set.' })
  invitationPending!: boolean;
  @Field(() => Int, { nullable: true }) employeeId!: number | null;
}

/** Loose on purpose: the core schema validates and gives its messages. */
@InputType('PersonInviteInput', { description: 'Give sign-in: name, email and role; the core schema validates.' })
export class PersonInviteInputType implements ParsedBy<typeof personInviteSchema> {
  @Field(() => String, { nullable: true }) name: InputMaybe<string>;
  @Field(() => String, { nullable: true }) email: InputMaybe<string>;
  @Field(() => String, { nullable: true, description: ROLE_DESCRIPTION }) role: InputMaybe<string>;
  @Field(() => Int, { nullable: true }) employeeId: InputMaybe<number>;
}

@InputType('PersonUpdateInput', { description: 'Any of a new name, a new role, or active (false turns the sign-in off).' })
export class PersonUpdateInputType implements ParsedBy<typeof personUpdateSchema> {
  @Field(() => String, { nullable: true }) name: InputMaybe<string>;
  @Field(() => String, { nullable: true, description: ROLE_DESCRIPTION }) role: InputMaybe<string>;
  @Field(() => Boolean, { nullable: true }) active: InputMaybe<boolean>;
}
