import { MANAGERS } from '@core/roles';
import { parseInput } from '@core/parse-input';
import { idSchema } from '@core/schemas/common';
import { personInviteSchema, personUpdateSchema } from '@core/schemas/person.schema';
import type { RouteDef } from '../../rest/route';
import { toPersonDto } from './person.mapper';
import { deactivatePerson, invitePerson, listPeople, updatePerson } from './people.service';

/** Issue 15: GET/POST /api/hotel/users, PUT/DELETE /api/hotel/users/{id} (DELETE deactivates). */
export const peopleRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/hotel/users',
    access: MANAGERS,
    handle: async (ctx) => (await listPeople(ctx)).map(toPersonDto),
  },
  {
    method: 'post',
    path: '/hotel/users',
    access: MANAGERS,
    status: 201,
    handle: async (ctx, req) => toPersonDto(await invitePerson(ctx, parseInput(personInviteSchema, req.body))),
  },
  {
    method: 'put',
    path: '/hotel/users/:id',
    access: MANAGERS,
    handle: async (ctx, req) =>
      toPersonDto(await updatePerson(ctx, parseInput(idSchema, req.params.id), parseInput(personUpdateSchema, req.body))),
  },
  {
    method: 'delete',
    path: '/hotel/users/:id',
    access: MANAGERS,
    handle: (ctx, req) => deactivatePerson(ctx, parseInput(idSchema, req.params.id)),
  },
];
