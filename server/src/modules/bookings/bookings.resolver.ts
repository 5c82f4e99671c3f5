import { DESK } from '@core/roles';
import { bookingBatchSchema } from '@core/schemas/booking-batch.schema';
import { bookingRangeSchema, bookingSchema, bookingUpdateSchema } from '@core/schemas/booking.schema';
import { idSchema } from '@core/schemas/common';
import { bookingSearchSchema } from '@core/schemas/booking-search.schema';
import { roomAvailabilitySchema } from '@core/schemas/room-availability.schema';
import { parseInput } from '@core/parse-input';
import { invalidInput } from '@core/errors';
import { BOOKING_SOURCES, orList } from '@core/booking-choices';
import { STAY_STATUSES } from '@core/stay-status';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Allow } from '../../graphql/access';
import { toBookingDto } from './booking.mapper';
import { BookingBatchItemInputType, BookingConnectionType, BookingInputType, BookingType } from './booking.types';
import * as bookings from './bookings.service';
import { saveBookingBatch } from './save-booking-batch';
import { extendBooking } from './extend-booking';
import { bookingExtendSchema } from '@core/schemas/booking-extend.schema';
import { roomsInTheWay } from './room-availability';
import { RoomInTheWayType } from './room-availability.types';
import { applyVersionedDelete, applyVersionedUpdate, VERSION_ARG } from '../../versioned-update';

const encodeCursor = (id: number) => Buffer.from(`booking:${id}`).toString('base64url');
function decodeCursor(cursor: string): number {
  const match = /^booking:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw invalidInput('Invalid cursor');
  return Number(match[1]);
}

@Resolver()
export class BookingsResolver {
  @Query(() => BookingConnectionType)
  @Allow(DESK)
  async bookings(
    @Ctx() ctx: RequestContext,
    @Arg('first', () => Int, { nullable: true }) first?: number,
    @Arg('after', () => String, { nullable: true }) after?: string,
    @Arg('offset', () => Int, { nullable: true }) offset?: number,
    @Arg('search', () => String, { nullable: true, description: "A guest's name, a room number or '#' and a booking id" })
    search?: string,
    @Arg('from', () => String, { nullable: true, description: 'Stays overlapping [from, to), YYYY-MM-DD' }) from?: string,
    @Arg('to', () => String, { nullable: true }) to?: string,
    @Arg('rateType', () => String, { nullable: true }) rateType?: string,
    @Arg('status', () => String, { nullable: true, description: 'Unpaid, Partially Paid or Fully Paid, as the badge derives it' })
    status?: string,
    @Arg('stayStatus', () => String, { nullable: true, description: orList(STAY_STATUSES) })
    stayStatus?: string,
    @Arg('source', () => String, { nullable: true, description: `${orList(BOOKING_SOURCES)}: where the bookings came from` })
    source?: string,
    @Arg('sort', () => String, {
      nullable: true,
      description: "id, checkInDate, checkOutDate, room, guest, grandTotal or balance; '-' in front for descending",
    })
    sort?: string,
  ): Promise<BookingConnectionType> {
    const query = parseInput(bookingSearchSchema, {
      limit: first ?? 100,
      offset,
      search,
      from,
      to,
      rateType,
      status,
      stayStatus,
      source,
      sort,
    });
    // One more than asked tells whether there is a next page.
    const found = await bookings.findBookings(ctx, { ...query, limit: query.limit + 1 }, after ? decodeCursor(after) : null);
    const nodes = found.nodes.slice(0, query.limit);
    // A cursor continues the default order only; a sorted list pages with offset.
    const defaultOrder = !query.sort || (query.sort.key === 'id' && query.sort.descending);
    const last = nodes.at(-1);
    return {
      nodes: nodes.map(toBookingDto),
      pageInfo: { hasNextPage: found.nodes.length > query.limit, endCursor: last && defaultOrder ? encodeCursor(last.id) : null },
      totalCount: found.total,
    };
  }

  @Query(() => [BookingType], {
    description:
      'Bookings whose stay overlaps [from, to) (YYYY-MM-DD, at most 62 days), by check-in date: the availability board. Cancelled and no-show stays hold no room and are left out.',
  })
  @Allow(DESK)
  async bookingsInRange(
    @Arg('from', () => String) from: string,
    @Arg('to', () => String) to: string,
    @Ctx() ctx: RequestContext,
  ): Promise<BookingType[]> {
    const range = parseInput(bookingRangeSchema, { from, to });
    return (await bookings.listBookingsOverlapping(ctx, range.from, range.to)).map(toBookingDto);
  }

  @Query(() => [RoomInTheWayType], {
    description:
      "The entry row's room picker: the rooms taken over [checkInDate, checkInDate + nights), by room, each with the earliest stay or block in the way; every other room is free. Cancelled and no-show stays hold no room.",
  })
  @Allow(DESK)
  roomAvailability(
    @Arg('checkInDate', () => String) checkInDate: string,
    @Arg('nights', () => Int) nights: number,
    @Arg('exceptBookingId', () => Int, {
      nullable: true,
      description: 'The booking being edited: its own stay is not in the way.',
    })
    exceptBookingId: number | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<RoomInTheWayType[]> {
    return roomsInTheWay(ctx, parseInput(roomAvailabilitySchema, { checkInDate, nights, exceptBookingId }));
  }

  @Query(() => BookingType)
  @Allow(DESK)
  async booking(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<BookingType> {
    return toBookingDto(await bookings.getBooking(ctx, parseInput(idSchema, id)));
  }

  @Mutation(() => BookingType)
  @Allow(DESK)
  async createBooking(
    @Arg('input', () => BookingInputType) input: BookingInputType,
    @Ctx() ctx: RequestContext,
  ): Promise<BookingType> {
    return toBookingDto(await bookings.createBooking(ctx, parseInput(bookingSchema, input)));
  }

  @Mutation(() => BookingType)
  @Allow(DESK)
  async updateBooking(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => BookingInputType) input: BookingInputType,
    @Ctx() ctx: RequestContext,
  ): Promise<BookingType> {
    return toBookingDto(await applyVersionedUpdate(ctx, id, input, bookingUpdateSchema, bookings.updateBooking));
  }

  @Mutation(() => [BookingType], {
    description:
      'Saves rows in order in one transaction, all or none: a row with an id updates that booking (only the fields given), one without creates a booking. A refusal names the row ("Row 3: ...").',
  })
  @Allow(DESK)
  async saveBookingBatch(
    @Arg('bookings', () => [BookingBatchItemInputType]) rows: BookingBatchItemInputType[],
    @Ctx() ctx: RequestContext,
  ) {
    const batch = parseInput(bookingBatchSchema, { bookings: rows.map((row) => ({ ...row })) });
    return (await saveBookingBatch(ctx, batch.bookings)).map(toBookingDto);
  }

  @Mutation(() => [BookingType], {
    description:
      "Adds the next bookings of the stay's chain after its last one, one per period (Daily: one night each unless nights is given; Weekly: 7 nights; Monthly: a calendar month), all or none.",
  })
  @Allow(DESK)
  async extendBooking(
    @Arg('id', () => Int) id: number,
    @Arg('periods', () => Int, { description: '1 to 12' }) periods: number,
    @Arg('nights', () => Int, { nullable: true, description: 'Nights of each period, Daily stays only (1 when left out)' })
    nights: number | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<BookingType[]> {
    const input = parseInput(bookingExtendSchema, { periods, nights });
    return (await extendBooking(ctx, parseInput(idSchema, id), input)).map(toBookingDto);
  }

  @Mutation(() => Boolean)
  @Allow(DESK)
  async deleteBooking(
    @Arg('id', () => Int) id: number,
    @Arg('version', () => Int, { nullable: true, description: VERSION_ARG }) version: number | null | undefined,
    @Ctx() ctx: RequestContext,
  ) {
    await applyVersionedDelete(ctx, id, version, bookings.deleteBooking);
    return true;
  }
}
