import { DESK, MANAGERS } from '@core/roles';
import { auditFilterSchema, auditPageSchema } from '@core/schemas/audit.schema';
import { idSchema } from '@core/schemas/common';
import { parseInput } from '@core/parse-input';
import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Allow } from '../../graphql/access';
import { toAuditLogPageDto, toBookingHistoryDto } from './audit.mapper';
import * as audit from './audit.service';
import * as auditLog from './audit-log-page';
import { AuditEntryType, AuditLogPageType } from './audit.types';

/** Reads only: no mutation edits or deletes an entry of the audit trail. */
@Resolver()
export class AuditResolver {
  @Query(() => [AuditEntryType], {
    description: "A booking's changes, oldest first: who, when, and each field before and after.",
  })
  @Allow(DESK)
  async bookingHistory(@Arg('bookingId', () => Int) bookingId: number, @Ctx() ctx: RequestContext): Promise<AuditEntryType[]> {
    return toBookingHistoryDto(await audit.bookingHistory(ctx, parseInput(idSchema, bookingId)));
  }

  @Query(() => AuditLogPageType, {
    description:
      'The activity log, newest first: every change of the hotel’s data. from/to are YYYY-MM-DD on the hotel’s clock, both included; limit 50 unless given, at most 500.',
  })
  @Allow(MANAGERS)
  async auditLog(
    @Ctx() ctx: RequestContext,
    @Arg('entity', () => String, { nullable: true }) entity?: string,
    @Arg('entityId', () => Int, { nullable: true }) entityId?: number,
    @Arg('userId', () => Int, { nullable: true }) userId?: number,
    @Arg('from', () => String, { nullable: true }) from?: string,
    @Arg('to', () => String, { nullable: true }) to?: string,
    @Arg('limit', () => Int, { nullable: true }) limit?: number,
    @Arg('offset', () => Int, { nullable: true }) offset?: number,
  ): Promise<AuditLogPageType> {
    const filter = parseInput(auditFilterSchema, { entity, entityId, userId, from, to });
    return toAuditLogPageDto(await auditLog.listAuditLog(ctx, filter, parseInput(auditPageSchema, { limit, offset })));
  }
}
