import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BookingFieldsFragment } from '../../../gql/graphql';
import { BOOKINGS_PAGE_SIZE, DEFAULT_BOOKING_VARIABLES, readBookingsPage, takeFirstBookingsPage } from '../first-bookings-page';
import { NO_FILTERS, searchVariables, type BookingFilters, type SearchVariables } from './booking-filters';
import {
  findBooking,
  hasPage,
  keepingUnchanged,
  NO_BOOKINGS,
  pagesCovering,
  withBookings,
  withoutBooking,
  withPage,
  type SparseBookings,
} from './sparse-bookings';

/** Rows read beyond those in view, either way, so that a short scroll finds them there. */
const READ_AHEAD_ROWS = 40;
/** Scrolling asks for the rows in view once it pauses this long: a fling past 10,000 rows reads only where it stops. */
const SCROLL_SETTLE_MS = 30;
/** A page whose read failed is asked again after this long, while its rows are still in view. */
const RETRY_MS = 1000;
/** The search asks the server once the clerk pauses this long: each keystroke does not cost a request. */
export const SEARCH_DEBOUNCE_MS = 100;

const DEFAULT_VARIABLES = DEFAULT_BOOKING_VARIABLES;

/** The list on screen: the search it answers (null before the first answer), and its bookings read so far. */
interface Shown {
  key: string | null;
  sparse: SparseBookings;
  /** Counts changes that move bookings to other places (a new search, a refresh, a delete): undo forgets then. */
  layout: number;
}

/**
 * Recent Bookings: the bookings that match the clerk's search, filters and sort (all answered by the server
 * over the whole history), read a page at a time by offset around the rows in view (`showRows`), so a jump
 * to the end reads the last page and nothing between. The pages are plain reads (no Apollo normalized
 * cache: rows no screen shows cost nothing); saves and deletes change their row in place, and `refresh`
 * reads the rows in view again after a change. While a new search is on its way the previous answer stays.
 */
export function useBookingPages() {
  const client = useApolloClient();
  const [filters, setFilters] = useState<BookingFilters>(NO_FILTERS);
  const [typedSearch, setTypedSearch] = useState('');
  useEffect(() => {
    if (typedSearch === filters.search) return;
    const timer = setTimeout(() => setFilters((current) => ({ ...current, search: typedSearch })), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typedSearch, filters.search]);

  const check = searchVariables({ ...filters, search: typedSearch });
  // Filters the server would refuse are not asked; the last good answer stays with the message beside it.
  const lastGood = useRef<SearchVariables>(DEFAULT_VARIABLES);
  const checked = searchVariables(filters);
  if (checked.ok) lastGood.current = checked.variables;
  const variables = lastGood.current;
  const key = JSON.stringify(variables);

  const [shown, setShown] = useState<Shown>({ key: null, sparse: NO_BOOKINGS, layout: 0 });
  const [failed, setFailed] = useState(false);
  const latest = useRef({ shown, key, variables });
  latest.current = { shown, key, variables };
  // Each new search or refresh starts a generation: a page read for an older one is dropped when it arrives.
  const generation = useRef(0);
  const reading = useRef(new Set<string>());
  const inView = useRef({ first: 0, last: BOOKINGS_PAGE_SIZE - 1 });
  const settle = useRef<ReturnType<typeof setTimeout> | null>(null);
  const retry = useRef<ReturnType<typeof setTimeout> | null>(null);

  const readPage = useCallback((page: number, vars: SearchVariables) => readBookingsPage(client, page, vars), [client]);

  /** Reads the unread pages around the rows in view (and no others) for the list on screen. */
  const readAround = useCallback((): void => {
    const { shown: current, key: asked, variables: vars } = latest.current;
    if (current.key !== asked) return;
    const { first, last } = inView.current;
    const pages = pagesCovering(first - READ_AHEAD_ROWS, last + READ_AHEAD_ROWS, BOOKINGS_PAGE_SIZE, current.sparse.total);
    const started = generation.current;
    for (const page of pages) {
      const id = `${started}:${page}`;
      if (hasPage(current.sparse, page, BOOKINGS_PAGE_SIZE) || reading.current.has(id)) continue;
      reading.current.add(id);
      readPage(page, vars)
        .then(({ offset, nodes, total }) => {
          if (generation.current !== started) return;
          setShown((now) => ({ ...now, sparse: withPage(now.sparse, offset, nodes, total) }));
        })
        .catch(() => {
          // Nothing else would ask again while the grid stands still (the last row on screen waits for it).
          if (generation.current === started)
            retry.current ??= setTimeout(() => {
              retry.current = null;
              readAround();
            }, RETRY_MS);
        })
        .finally(() => reading.current.delete(id));
    }
  }, [readPage]);

  /** The grid's rows in view: their pages are read once the scrolling settles. */
  const showRows = useCallback(
    (first: number, last: number) => {
      inView.current = { first, last };
      if (settle.current) return;
      settle.current = setTimeout(() => {
        settle.current = null;
        readAround();
      }, SCROLL_SETTLE_MS);
    },
    [readAround],
  );
  useEffect(
    () => () => {
      for (const timer of [settle.current, retry.current]) if (timer) clearTimeout(timer);
    },
    [],
  );

  // A new search, filter or sort: its first page, shown from the top; until it arrives the previous answer stays.
  useEffect(() => {
    const started = (generation.current += 1);
    inView.current = { first: 0, last: BOOKINGS_PAGE_SIZE - 1 };
    // The first page on /hotel/bookings was asked at start-up, beside the session check (first-screen-reads).
    (takeFirstBookingsPage(variables) ?? readPage(0, variables))
      .then(({ offset, nodes, total }) => {
        if (generation.current !== started) return;
        setFailed(false);
        setShown((now) => ({ key, sparse: withPage(NO_BOOKINGS, offset, nodes, total), layout: now.layout + 1 }));
      })
      .catch(() => generation.current === started && setFailed(true));
  }, [key]);
  // Pages arrived or the list changed: the rows in view may still want theirs.
  useEffect(() => readAround(), [shown, readAround]);

  /** After a change: the pages in view read again; the others are forgotten and read when scrolled to. */
  const refresh = useCallback(async () => {
    const { key: asked, variables: vars, shown: current } = latest.current;
    const started = (generation.current += 1);
    const { first, last } = inView.current;
    const pages = pagesCovering(first, last, BOOKINGS_PAGE_SIZE, Math.max(current.sparse.total, 1));
    const read = await Promise.all(pages.map((page) => readPage(page, vars)));
    if (generation.current !== started || latest.current.key !== asked) return;
    const total = read.at(-1)?.total ?? 0;
    const sparse = read.reduce<SparseBookings>((all, page) => withPage(all, page.offset, page.nodes, total), {
      total,
      byIndex: new Map(),
    });
    setShown((now) => {
      const kept = keepingUnchanged(now.sparse, sparse);
      if (kept === now.sparse && now.key === asked) return now;
      return { key: asked, sparse: kept, layout: sameIds(now.sparse, kept) ? now.layout : now.layout + 1 };
    });
  }, [readPage]);

  /** Saved bookings (an edit, a batch) shown in their rows at once, before the refresh. */
  const showSaved = useCallback((saved: readonly BookingFieldsFragment[]) => {
    setShown((now) => ({ ...now, sparse: withBookings(now.sparse, saved) }));
  }, []);
  /** A deleted booking's row gone at once: the rows after it move up. */
  const showDeleted = useCallback((id: number) => {
    setShown((now) => {
      const sparse = withoutBooking(now.sparse, id);
      return sparse === now.sparse ? now : { ...now, sparse, layout: now.layout + 1 };
    });
  }, []);
  const find = useCallback((id: number) => findBooking(latest.current.shown.sparse, id), []);
  const versionOf = useCallback((id: number) => find(id)?.version ?? null, [find]);

  return {
    sparse: shown.sparse,
    listKey: shown.key,
    layout: shown.layout,
    totalCount: shown.sparse.total,
    loading: shown.key === null && !failed,
    /** A new search or filter on its way, with the previous answer still on screen. */
    searching: shown.key !== null && shown.key !== key,
    failed: failed && shown.key === null,
    showRows,
    refresh,
    showSaved,
    showDeleted,
    find,
    versionOf,
    filters: { ...filters, search: typedSearch },
    filtersMessage: check.ok ? null : check.message,
    setFilters: (next: BookingFilters) => {
      setTypedSearch(next.search);
      // The search text waits for the pause; the other filters apply at once.
      setFilters({ ...next, search: filters.search });
    },
  };
}

/** Whether every place read in both holds the same booking (then undo's row positions still hold). */
function sameIds(before: SparseBookings, after: SparseBookings): boolean {
  for (const [index, booking] of after.byIndex) {
    const old = before.byIndex.get(index);
    if (old && old.id !== booking.id) return false;
  }
  return before.total === after.total;
}
