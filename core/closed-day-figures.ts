import type { BookingSource } from './booking-choices';
import { cents, sumMoney, type Cents } from './money';
import type { PostingKind } from './night-audit';

/**
 * The statistics figures a closed day keeps beside its report (migration 0036), from what its close read and
 * posted: the room-nights sold (every stay in house that night, a free one too), the out-of-order room-nights,
 * the night's postings summed by kind, the extras of the date, and by booking source the room-nights and the
 * room revenue (the channel mix). A closed day never changes, so the statistics read these instead of
 * recounting the day's stays.
 */
export interface ChannelNight {
  roomsSold: number;
  roomRevenue: Cents;
}

export interface ClosedDayFigures {
  roomsSold: number;
  outOfOrder: number;
  room: Cents;
  tax1: Cents;
  tax2: Cents;
  extras: Cents;
  channels: Partial<Record<BookingSource, ChannelNight>>;
}

export function closedDayFigures(input: {
  /** The stays in house the night (holding a room). */
  inHouse: readonly { bookingId: number; source: BookingSource }[];
  postings: readonly { booking: number; kind: PostingKind; amountCents: Cents }[];
  outOfOrder: number;
  extras: Cents;
}): ClosedDayFigures {
  const sumOf = (kind: PostingKind) =>
    sumMoney(input.postings.filter((line) => line.kind === kind).map((line) => line.amountCents));
  const roomOf = new Map<number, Cents>();
  for (const line of input.postings) if (line.kind === 'Room') roomOf.set(line.booking, line.amountCents);
  const channels: Partial<Record<BookingSource, ChannelNight>> = {};
  for (const stay of input.inHouse) {
    const sums = channels[stay.source] ?? { roomsSold: 0, roomRevenue: cents(0) };
    channels[stay.source] = {
      roomsSold: sums.roomsSold + 1,
      roomRevenue: sumMoney([sums.roomRevenue, roomOf.get(stay.bookingId) ?? cents(0)]),
    };
  }
  return {
    roomsSold: input.inHouse.length,
    outOfOrder: input.outOfOrder,
    room: sumOf('Room'),
    tax1: sumOf('Tax 1'),
    tax2: sumOf('Tax 2'),
    extras: input.extras,
    channels,
  };
}
