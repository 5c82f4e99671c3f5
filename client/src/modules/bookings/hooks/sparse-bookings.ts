import type { BookingFieldsFragment } from '../../../gql/graphql';

/**
 * Recent Bookings as far as they have been read: how many match, and the ones read so far by their place in
 * the list (0 is the first). Pages are read where the clerk looks, so the places in between may be unread.
 */
export interface SparseBookings {
  total: number;
  byIndex: ReadonlyMap<number, BookingFieldsFragment>;
}

export const NO_BOOKINGS: SparseBookings = { total: 0, byIndex: new Map() };

/** The pages (numbered from 0) that hold the places first..last, within the list's total. */
export function pagesCovering(first: number, last: number, pageSize: number, total: number): number[] {
  if (total <= 0) return [];
  const from = Math.floor(Math.max(0, first) / pageSize);
  const to = Math.floor(Math.min(total - 1, Math.max(0, last)) / pageSize);
  const pages: number[] = [];
  for (let page = from; page <= to; page += 1) pages.push(page);
  return pages;
}

/** Whether every place of the page has been read. */
export function hasPage(sparse: SparseBookings, page: number, pageSize: number): boolean {
  const first = page * pageSize;
  const last = Math.min(sparse.total, first + pageSize) - 1;
  for (let index = first; index <= last; index += 1) if (!sparse.byIndex.has(index)) return false;
  return true;
}

/** A page read at `offset`: its bookings in their places, and the total as the server counted it with them. */
export function withPage(
  sparse: SparseBookings,
  offset: number,
  nodes: readonly BookingFieldsFragment[],
  total: number,
): SparseBookings {
  const byIndex = new Map(sparse.byIndex);
  nodes.forEach((node, i) => byIndex.set(offset + i, node));
  // A smaller total (bookings deleted elsewhere) leaves no places beyond it.
  if (total < sparse.total) for (const index of byIndex.keys()) if (index >= total) byIndex.delete(index);
  return { total, byIndex };
}

const sameBooking = (a: BookingFieldsFragment | undefined, b: BookingFieldsFragment | undefined) =>
  !!a && !!b && a.id === b.id && a.version === b.version;

/** A saved booking in the place it already holds (an edit or a batch changes a row in place). */
export function withBookings(sparse: SparseBookings, saved: readonly BookingFieldsFragment[]): SparseBookings {
  const byId = new Map(saved.map((booking) => [booking.id, booking]));
  if (![...sparse.byIndex.values()].some((booking) => byId.has(booking.id) && !sameBooking(booking, byId.get(booking.id))))
    return sparse;
  const byIndex = new Map([...sparse.byIndex].map(([index, booking]) => [index, byId.get(booking.id) ?? booking]));
  return { total: sparse.total, byIndex };
}

/**
 * A list read again, keeping what did not change: the same booking (id and version) stays the same object,
 * and when nothing changed the list itself stays, so the grid is not handed new data while a clerk types
 * (Handsontable resets an open editor to the cell's value when its data is replaced).
 */
export function keepingUnchanged(before: SparseBookings, after: SparseBookings): SparseBookings {
  let changed = before.total !== after.total || before.byIndex.size !== after.byIndex.size;
  const byIndex = new Map<number, BookingFieldsFragment>();
  for (const [index, booking] of after.byIndex) {
    const old = before.byIndex.get(index);
    if (sameBooking(old, booking)) byIndex.set(index, old!);
    else {
      byIndex.set(index, booking);
      changed = true;
    }
  }
  return changed ? { total: after.total, byIndex } : before;
}

/** A deleted booking's place taken by the ones after it, as the server now lists them. */
export function withoutBooking(sparse: SparseBookings, id: number): SparseBookings {
  const gone = [...sparse.byIndex].find(([, booking]) => booking.id === id)?.[0];
  if (gone === undefined) return sparse;
  const byIndex = new Map<number, BookingFieldsFragment>();
  for (const [index, booking] of sparse.byIndex) {
    if (index < gone) byIndex.set(index, booking);
    else if (index > gone) byIndex.set(index - 1, booking);
  }
  return { total: sparse.total - 1, byIndex };
}

export function findBooking(sparse: SparseBookings, id: number): BookingFieldsFragment | undefined {
  for (const booking of sparse.byIndex.values()) if (booking.id === id) return booking;
  return undefined;
}
