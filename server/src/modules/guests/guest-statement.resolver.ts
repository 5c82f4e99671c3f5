import { DESK } from '@core/roles';
import { idSchema } from '@core/schemas/common';
import { statementQuerySchema } from '@core/schemas/statement.schema';
import { parseInput } from '@core/parse-input';
import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Allow } from '../../graphql/access';
import { toStatementDto } from './guest-statement.mapper';
import { guestStatement } from './guest-statement.service';
import { GuestStatementType } from './guest-statement.types';

@Resolver()
export class GuestStatementResolver {
  @Query(() => GuestStatementType, {
    description: 'GET /api/hotel/guests/{id}/statement: the guest’s stays over [from, to] (YYYY-MM-DD, at most 366 days).',
  })
  @Allow(DESK)
  async guestStatement(
    @Arg('guestId', () => Int) guestId: number,
    @Arg('from', () => String) from: string,
    @Arg('to', () => String) to: string,
    @Ctx() ctx: RequestContext,
  ): Promise<GuestStatementType> {
    const range = parseInput(statementQuerySchema, { from, to });
    return toStatementDto(await guestStatement(ctx, parseInput(idSchema, guestId), range));
  }
}
