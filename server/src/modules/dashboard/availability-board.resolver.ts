import { DESK } from '@core/roles';
import { parseInput } from '@core/parse-input';
import { boardPageSchema } from '@core/schemas/board.schema';
import { bookingRangeSchema } from '@core/schemas/booking.schema';
import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Allow } from '../../graphql/access';
import { availabilityBoardOpening, availabilityBoardPage, availabilityBoardTotals } from './availability-board.service';
import { BoardOpeningType, BoardRoomType, BoardTotalsType } from './availability-board.types';

/** The availability board, read a slice of rooms at a time as the clerk scrolls (issue 16). */
@Resolver()
export class AvailabilityBoardResolver {
  @Query(() => [BoardRoomType], {
    description:
      'The rooms from offset (room-number order, at most 200) with their stays and blocks touching [from, to) (YYYY-MM-DD, at most 62 days). Cancelled and no-show stays hold no room and are left out.',
  })
  @Allow(DESK)
  availabilityBoard(
    @Arg('from', () => String) from: string,
    @Arg('to', () => String) to: string,
    @Arg('offset', () => Int) offset: number,
    @Arg('limit', () => Int) limit: number,
    @Ctx() ctx: RequestContext,
  ): Promise<BoardRoomType[]> {
    return availabilityBoardPage(ctx, parseInput(boardPageSchema, { from, to, offset, limit }));
  }

  @Query(() => BoardTotalsType, { description: "The board's row count and the room-nights booked in [from, to)" })
  @Allow(DESK)
  availabilityBoardTotals(
    @Arg('from', () => String) from: string,
    @Arg('to', () => String) to: string,
    @Ctx() ctx: RequestContext,
  ): Promise<BoardTotalsType> {
    return availabilityBoardTotals(ctx, parseInput(bookingRangeSchema, { from, to }));
  }

  @Query(() => BoardOpeningType, {
    description:
      "The board as it opens: `days` nights (at most 62) from the hotel's today, the totals and the first `limit` rooms (at most 200), in one read that needs no date from the client",
  })
  @Allow(DESK)
  availabilityBoardOpening(
    @Arg('days', () => Int) days: number,
    @Arg('limit', () => Int) limit: number,
    @Ctx() ctx: RequestContext,
  ): Promise<BoardOpeningType> {
    return availabilityBoardOpening(ctx, days, limit);
  }
}
