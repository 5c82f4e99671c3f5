import { describe, expect, it } from 'vitest';
import type { BookingFieldsFragment } from '../../../gql/graphql';
import {
  findBooking,
  hasPage,
  keepingUnchanged,
  NO_BOOKINGS,
  pagesCovering,
  withBookings,
  withoutBooking,
  withPage,
} from './sparse-bookings';

const booking = (id: number, paidAmount = '0.00', version = 1) => ({ id, paidAmount, version }) as BookingFieldsFragment;
const ids = (sparse: { byIndex: ReadonlyMap<number, BookingFieldsFragment> }) =>
  [...sparse.byIndex].sort(([a], [b]) => a - b).map(([index, found]) => `${index}:${found.id}`);

describe('Recent Bookings read a page at a time', () => {
  it('read only the pages that hold the rows asked for, within the total', () => {
    expect(pagesCovering(0, 9, 100, 10_000)).toEqual([0]);
    expect(pagesCovering(-40, 49, 100, 10_000)).toEqual([0]);
    expect(pagesCovering(9_950, 10_040, 100, 10_000)).toEqual([99]);
    expect(pagesCovering(180, 220, 100, 10_000)).toEqual([1, 2]);
    expect(pagesCovering(0, 9, 100, 0)).toEqual([]);
  });

  it('keep each page in its places; the last page ends at the total', () => {
    const last = withPage(NO_BOOKINGS, 200, [booking(3), booking(2), booking(1)], 203);
    expect(ids(last)).toEqual(['200:3', '201:2', '202:1']);
    expect(hasPage(last, 2, 100)).toBe(true);
    expect(hasPage(last, 0, 100)).toBe(false);
    // A smaller total (bookings deleted elsewhere) drops the places beyond it.
    expect(ids(withPage(last, 0, [], 201))).toEqual(['200:3']);
  });

  it('show a saved booking in its place, and close the gap a deleted one leaves', () => {
    const sparse = withPage(withPage(NO_BOOKINGS, 0, [booking(9), booking(8)], 6), 4, [booking(5), booking(4)], 6);
    const saved = withBookings(sparse, [booking(8, '50.00', 2)]);
    // The same version again (a reload of what is shown) changes nothing.
    expect(withBookings(sparse, [booking(8)])).toBe(sparse);
    expect(findBooking(saved, 8)?.paidAmount).toBe('50.00');
    expect(ids(saved)).toEqual(ids(sparse));
    expect(withBookings(sparse, [booking(77)])).toBe(sparse);
    const deleted = withoutBooking(sparse, 8);
    expect(deleted.total).toBe(5);
    expect(ids(deleted)).toEqual(['0:9', '3:5', '4:4']);
    expect(withoutBooking(sparse, 77)).toBe(sparse);
  });

  it('keep the list as it was when a read again brings nothing new (no new data under a clerk typing)', () => {
    const shown = withPage(NO_BOOKINGS, 0, [booking(9), booking(8)], 2);
    const again = withPage(NO_BOOKINGS, 0, [booking(9), booking(8)], 2);
    expect(keepingUnchanged(shown, again)).toBe(shown);
    const changed = keepingUnchanged(shown, withPage(NO_BOOKINGS, 0, [booking(9), booking(8, '50.00', 2)], 2));
    expect(changed).not.toBe(shown);
    expect(changed.byIndex.get(0)).toBe(shown.byIndex.get(0));
    expect(findBooking(changed, 8)?.paidAmount).toBe('50.00');
    expect(keepingUnchanged(shown, withPage(NO_BOOKINGS, 0, [booking(9)], 1)).total).toBe(1);
  });
});
