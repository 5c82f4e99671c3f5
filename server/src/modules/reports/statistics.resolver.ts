import { MANAGERS } from '@core/roles';
import { statisticsQuerySchema } from '@core/schemas/statistics.schema';
import { parseInput } from '@core/parse-input';
import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Allow } from '../../graphql/access';
import { toStatisticsDto } from './statistics.mapper';
import { statistics } from './statistics.service';
import { StatisticsType } from './statistics.types';

/** GET /api/hotel/reports/statistics over GraphQL. */
@Resolver()
export class StatisticsResolver {
  @Query(() => StatisticsType, { description: 'Occupancy, ADR and RevPAR by the night, from and to inclusive (YYYY-MM-DD)' })
  @Allow(MANAGERS)
  async statistics(
    @Arg('from', () => String) from: string,
    @Arg('to', () => String) to: string,
    @Ctx() ctx: RequestContext,
    @Arg('groupBy', () => String, { nullable: true, description: 'day or month (the default)' }) groupBy?: string,
  ): Promise<StatisticsType> {
    return toStatisticsDto(await statistics(ctx, parseInput(statisticsQuerySchema, { from, to, groupBy })));
  }
}
