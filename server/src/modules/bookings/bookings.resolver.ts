import { bookingBatchSchema } from '@core/schemas/booking-batch.schema';
import { bookingRangeSchema, bookingSchema } from '@core/schemas/booking.schema';
import { idSchema } from '@core/schemas/common';
import { pagingSchema } from '@core/schemas/paging.schema';
import { parseInput } from '@core/parse-input';
import { invalidInput } from '@core/errors';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Allow } from '../../graphql/access';
import { toBookingDto } from './booking.mapper';
import { BookingBatchItemInputType, BookingConnectionType, BookingInputType, BookingType } from './booking.types';
import * as bookings from './bookings.service';
import { saveBookingBatch } from './save-booking-batch';

const encodeCursor = (id: number) => Buffer.from(`booking:${id}`).toString('base64url');
function decodeCursor(cursor: string): number {
  const match = /^booking:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw invalidInput('Invalid cursor');
  return Number(match[1]);
}

@Resolver()
export class BookingsResolver {
  @Query(() => BookingConnectionType)
  @Allow('hotel')
  async bookings(
    @Ctx() ctx: RequestContext,
    @Arg('first', () => Int, { nullable: true }) first?: number,
    @Arg('after', () => String, { nullable: true }) after?: string,
  ): Promise<BookingConnectionType> {
    const { limit } = parseInput(pagingSchema, { limit: first ?? 100 });
    const [page, totalCount] = await Promise.all([
      bookings.bookingsBefore(ctx, after ? decodeCursor(after) : null, limit),
      bookings.countBookings(ctx),
    ]);
    const last = page.nodes.at(-1);
    return {
      nodes: page.nodes.map(toBookingDto),
      pageInfo: { hasNextPage: page.hasMore, endCursor: last ? encodeCursor(last.id) : null },
      totalCount,
    };
  }

  @Query(() => [BookingType], {
    description:
      'Bookings whose stay overlaps [from, to) (YYYY-MM-DD, at most 62 days), by check-in date: the availability board.',
  })
  @Allow('hotel')
  async bookingsInRange(
    @Arg('from', () => String) from: string,
    @Arg('to', () => String) to: string,
    @Ctx() ctx: RequestContext,
  ): Promise<BookingType[]> {
    const range = parseInput(bookingRangeSchema, { from, to });
    return (await bookings.listBookingsOverlapping(ctx, range.from, range.to)).map(toBookingDto);
  }

  @Query(() => BookingType)
  @Allow('hotel')
  async booking(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<BookingType> {
    return toBookingDto(await bookings.getBooking(ctx, parseInput(idSchema, id)));
  }

  @Mutation(() => BookingType)
  @Allow('hotel')
  async createBooking(
    @Arg('input', () => BookingInputType) input: BookingInputType,
    @Ctx() ctx: RequestContext,
  ): Promise<BookingType> {
    return toBookingDto(await bookings.createBooking(ctx, parseInput(bookingSchema, input)));
  }

  @Mutation(() => BookingType)
  @Allow('hotel')
  async updateBooking(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => BookingInputType) input: BookingInputType,
    @Ctx() ctx: RequestContext,
  ): Promise<BookingType> {
    return toBookingDto(await bookings.updateBooking(ctx, parseInput(idSchema, id), parseInput(bookingSchema, input)));
  }

  @Mutation(() => [BookingType], {
    description:
      'Saves rows in order in one transaction, all or none: a row with an id updates that booking (only the fields given), one without creates a booking. A refusal names the row ("Row 3: ...").',
  })
  @Allow('hotel')
  async saveBookingBatch(
    @Arg('bookings', () => [BookingBatchItemInputType]) rows: BookingBatchItemInputType[],
    @Ctx() ctx: RequestContext,
  ) {
    const batch = parseInput(bookingBatchSchema, { bookings: rows.map((row) => ({ ...row })) });
    return (await saveBookingBatch(ctx, batch.bookings)).map(toBookingDto);
  }

  @Mutation(() => Boolean)
  @Allow('hotel')
  async deleteBooking(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext) {
    await bookings.deleteBooking(ctx, parseInput(idSchema, id));
    return true;
  }
}
