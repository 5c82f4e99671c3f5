import { DESK } from '@core/roles';
import { Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Allow } from '../../graphql/access';
import { dashboardSummary } from './dashboard.service';
import { DashboardSummaryType } from './dashboard.types';

@Resolver()
export class DashboardResolver {
  @Query(() => DashboardSummaryType)
  @Allow(DESK)
  dashboard(@Ctx() ctx: RequestContext): Promise<DashboardSummaryType> {
    return dashboardSummary(ctx);
  }
}
