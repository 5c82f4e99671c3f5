import { describe, expect, it } from 'vitest';
import { closedDayFigures } from './closed-day-figures';
import { cents } from './money';

describe('closedDayFigures', () => {
  it('counts every stay in house (a free one too), sums the postings by kind and splits rooms and revenue by source', () => {
    const figures = closedDayFigures({
      inHouse: [
        { bookingId: 1, source: 'Desk' },
        { bookingId: 2, source: 'Online' },
        { bookingId: 3, source: 'Desk' },
      ],
      postings: [
        { booking: 1, kind: 'Room', amountCents: cents(10000) },
        { booking: 1, kind: 'Tax 1', amountCents: cents(900) },
        { booking: 2, kind: 'Room', amountCents: cents(12550) },
        { booking: 2, kind: 'Tax 2', amountCents: cents(200) },
      ],
      outOfOrder: 2,
      extras: cents(1500),
    });
    expect(figures).toEqual({
      roomsSold: 3,
      outOfOrder: 2,
      room: 22550,
      tax1: 900,
      tax2: 200,
      extras: 1500,
      channels: { Desk: { roomsSold: 2, roomRevenue: 10000 }, Online: { roomsSold: 1, roomRevenue: 12550 } },
    });
  });

  it('keeps a night with nobody in house at zero', () => {
    expect(closedDayFigures({ inHouse: [], postings: [], outOfOrder: 0, extras: cents(0) })).toEqual({
      roomsSold: 0,
      outOfOrder: 0,
      room: 0,
      tax1: 0,
      tax2: 0,
      extras: 0,
      channels: {},
    });
  });
});
