import { MANAGERS } from '@core/roles';
import { taxReportQuerySchema } from '@core/schemas/tax-report.schema';
import { parseInput } from '@core/parse-input';
import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Allow } from '../../graphql/access';
import { toTaxReportDto } from './tax-report.mapper';
import { taxReport } from './tax-report.service';
import { TaxReportType } from './tax-report.types';

/** GET /api/hotel/reports/tax over GraphQL. */
@Resolver()
export class TaxReportResolver {
  @Query(() => TaxReportType, { description: 'A month’s taxable and exempt room revenue by tax (month YYYY-MM)' })
  @Allow(MANAGERS)
  async taxReport(@Arg('month', () => String) month: string, @Ctx() ctx: RequestContext): Promise<TaxReportType> {
    return toTaxReportDto(await taxReport(ctx, parseInput(taxReportQuerySchema, { month })));
  }
}
