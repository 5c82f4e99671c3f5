import { DESK } from '@core/roles';
import { parseInput } from '@core/parse-input';
import { frontDeskQuerySchema } from '@core/schemas/stay-action.schema';
import type { RouteDef } from '../../rest/route';
import { toFrontDeskDto } from './front-desk.mapper';
import { frontDesk } from './front-desk.service';
import { toResidentDto } from './residents.mapper';
import { residents } from './residents.service';

/** GET /api/hotel/front-desk?date=YYYY-MM-DD (today in the hotel's timezone when left out). */
export const frontDeskRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/hotel/front-desk',
    access: DESK,
    handle: async (ctx, req) => toFrontDeskDto(await frontDesk(ctx, parseInput(frontDeskQuerySchema, req.query).date)),
  },
  {
    // Issue 26: the chains of stays in house tonight of 28 nights or more.
    method: 'get',
    path: '/hotel/front-desk/residents',
    access: DESK,
    handle: async (ctx) => (await residents(ctx)).map(toResidentDto),
  },
];
