import { DESK } from '@core/roles';
import { idSchema } from '@core/schemas/common';
import { parseInput } from '@core/parse-input';
import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Allow } from '../../graphql/access';
import { toBookingHistoryDto } from './audit.mapper';
import * as audit from './audit.service';
import { AuditEntryType } from './audit.types';

@Resolver()
export class AuditResolver {
  @Query(() => [AuditEntryType], {
    description: "A booking's changes, oldest first: who, when, and each field before and after.",
  })
  @Allow(DESK)
  async bookingHistory(@Arg('bookingId', () => Int) bookingId: number, @Ctx() ctx: RequestContext): Promise<AuditEntryType[]> {
    return toBookingHistoryDto(await audit.bookingHistory(ctx, parseInput(idSchema, bookingId)));
  }
}
