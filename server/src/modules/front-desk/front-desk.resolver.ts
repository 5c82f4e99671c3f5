import { DESK } from '@core/roles';
import { parseInput } from '@core/parse-input';
import { frontDeskQuerySchema } from '@core/schemas/stay-action.schema';
import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Allow } from '../../graphql/access';
import { toFrontDeskDto } from './front-desk.mapper';
import { frontDesk } from './front-desk.service';
import { FrontDeskType } from './front-desk.types';
import { toResidentDto } from './residents.mapper';
import { residents } from './residents.service';
import { ResidentType } from './residents.types';

@Resolver()
export class FrontDeskResolver {
  @Query(() => FrontDeskType, { description: 'GET /api/hotel/front-desk: arrivals, departures and in house of a date' })
  @Allow(DESK)
  async frontDesk(
    @Ctx() ctx: RequestContext,
    @Arg('date', () => String, { nullable: true, description: "YYYY-MM-DD; today in the hotel's timezone when left out" })
    date?: string,
  ): Promise<FrontDeskType> {
    return toFrontDeskDto(await frontDesk(ctx, parseInput(frontDeskQuerySchema, { date }).date));
  }

  @Query(() => [ResidentType], {
    description: 'GET /api/hotel/front-desk/residents: the chains of stays in house tonight of 28 nights or more, in room order',
  })
  @Allow(DESK)
  async residents(@Ctx() ctx: RequestContext): Promise<ResidentType[]> {
    return (await residents(ctx)).map(toResidentDto);
  }
}
