import { MANAGERS } from '@core/roles';
import { ledgerQuerySchema } from '@core/schemas/ledger.schema';
import { parseInput } from '@core/parse-input';
import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Allow } from '../../graphql/access';
import { toLedgerDto } from './ledger.mapper';
import { ledger } from './ledger.service';
import { LedgerType } from './ledger.types';

/** GET /api/hotel/ledger over GraphQL. */
@Resolver()
export class LedgerResolver {
  @Query(() => LedgerType, { description: 'The books of [from, to] (YYYY-MM-DD, at most 366 days), oldest first' })
  @Allow(MANAGERS)
  async ledger(
    @Arg('from', () => String) from: string,
    @Arg('to', () => String) to: string,
    @Ctx() ctx: RequestContext,
  ): Promise<LedgerType> {
    return toLedgerDto(await ledger(ctx, parseInput(ledgerQuerySchema, { from, to })));
  }
}
