import { MANAGERS } from '@core/roles';
import { parseInput } from '@core/parse-input';
import { idSchema } from '@core/schemas/common';
import { personInviteSchema, personUpdateSchema } from '@core/schemas/person.schema';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Allow } from '../../graphql/access';
import { MessageResultType } from '../accounts';
import { toPersonDto } from './person.mapper';
import { PersonInviteInputType, PersonType, PersonUpdateInputType } from './person.types';
import { deactivatePerson, invitePerson, listPeople, updatePerson } from './people.service';

@Resolver()
export class PeopleResolver {
  @Query(() => [PersonType], { description: "The hotel's people: who signs in, with which role." })
  @Allow(MANAGERS)
  async people(@Ctx() ctx: RequestContext): Promise<PersonType[]> {
    return (await listPeople(ctx)).map(toPersonDto);
  }

  @Mutation(() => PersonType, { description: 'Give sign-in: mails the person a link to set their password.' })
  @Allow(MANAGERS)
  async invitePerson(
    @Arg('input', () => PersonInviteInputType) input: PersonInviteInputType,
    @Ctx() ctx: RequestContext,
  ): Promise<PersonType> {
    return toPersonDto(await invitePerson(ctx, parseInput(personInviteSchema, input)));
  }

  @Mutation(() => PersonType)
  @Allow(MANAGERS)
  async updatePerson(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => PersonUpdateInputType) input: PersonUpdateInputType,
    @Ctx() ctx: RequestContext,
  ): Promise<PersonType> {
    return toPersonDto(await updatePerson(ctx, parseInput(idSchema, id), parseInput(personUpdateSchema, input)));
  }

  @Mutation(() => MessageResultType, { description: 'Turns a sign-in off: their sessions end at once, their history stays.' })
  @Allow(MANAGERS)
  deactivatePerson(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<MessageResultType> {
    return deactivatePerson(ctx, parseInput(idSchema, id));
  }
}
