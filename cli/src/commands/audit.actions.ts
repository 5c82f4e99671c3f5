import { formatShortUs } from '@core/stay-dates';
import { toDayReportDto, closeDay, closeThrough } from '../../../server/src/modules/night-audit';
import type { AuditCloseArgs } from '../cli.schema';
import { hotelContext, withServices } from '../cli-context';
import type { CommandResult } from '../command';

/** `innkeep audit close`: the same rules and answers as POST /api/hotel/night-audit. */
export function closeDays(input: AuditCloseArgs): Promise<CommandResult> {
  return withServices(async (services) => {
    const ctx = await hotelContext(services, input.hotel);
    if ('date' in input) {
      const report = toDayReportDto(await closeDay(ctx, input.date));
      return {
        text: `Closed ${formatShortUs(input.date)} for ${input.hotel}: room revenue ${report.roomRevenue}, taxes ${report.taxes}`,
        json: report,
      };
    }
    const result = await closeThrough(ctx, input.through);
    const closed = result.closed.length ? result.closed.map(formatShortUs).join(', ') : 'no day';
    const stopped =
      result.stoppedAt === null
        ? ''
        : `\nStopped at ${formatShortUs(result.stoppedAt)}:\n${result.problems.map((problem) => `  ${problem.message}`).join('\n')}`;
    return { text: `Closed ${closed} for ${input.hotel}${stopped}`, json: result };
  });
}
