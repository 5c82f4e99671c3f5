import { DESK } from '@core/roles';
import { closeDaySchema } from '@core/schemas/night-audit.schema';
import { parseInput } from '@core/parse-input';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Allow } from '../../graphql/access';
import { DailyReportType } from '../reports';
import { toDailyReportType } from './night-audit.mapper';
import { closeDay, closeThrough, nightAuditWithToday } from './night-audit.service';
import { ClosedDaysType, NightAuditType } from './night-audit.types';

/** The night audit over GraphQL, as REST's GET and POST /api/hotel/night-audit. */
@Resolver()
export class NightAuditResolver {
  @Query(() => NightAuditType)
  @Allow(DESK)
  async nightAudit(@Ctx() ctx: RequestContext): Promise<NightAuditType> {
    return nightAuditWithToday(ctx);
  }

  @Mutation(() => DailyReportType, { description: 'Closes one day (YYYY-MM-DD) and answers its report as it stands closed' })
  @Allow(DESK)
  async closeDay(@Arg('date', () => String) date: string, @Ctx() ctx: RequestContext): Promise<DailyReportType> {
    const input = parseInput(closeDaySchema, { date });
    return toDailyReportType(await closeDay(ctx, 'date' in input ? input.date : date));
  }

  @Mutation(() => ClosedDaysType, {
    description: 'Closes every day from the business date through a date, stopping at the first with problems',
  })
  @Allow(DESK)
  async closeDaysThrough(@Arg('through', () => String) through: string, @Ctx() ctx: RequestContext): Promise<ClosedDaysType> {
    const input = parseInput(closeDaySchema, { through });
    return closeThrough(ctx, 'through' in input ? input.through : through);
  }
}
