import { useQuery } from '@apollo/client/react';
import { PAGE_LIMIT_MAX } from '@core/schemas/paging.schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import { BookingsQuery } from '../graphql/bookings-query';
import { appendPage, replaceHead } from './booking-connection';
import { NO_FILTERS, searchVariables, type BookingFilters, type SearchVariables } from './booking-filters';

/** Bookings are read a page at a time; no screen loads a hotel's whole history. */
export const BOOKINGS_PAGE_SIZE = 200;
/** Once the clerk scrolls past the first page, bigger pages: 10,000 bookings are 10 more reads, not 50. */
export const BOOKINGS_MORE_PAGE_SIZE = PAGE_LIMIT_MAX;
/** The search asks the server once the clerk pauses this long: each keystroke does not cost a request. */
export const SEARCH_DEBOUNCE_MS = 100;

const DEFAULT_VARIABLES: SearchVariables = {
  search: null,
  from: null,
  to: null,
  rateType: null,
  status: null,
  stayStatus: null,
  sort: null,
};

/**
 * Recent Bookings: the first page of the bookings that match the clerk's search, filters and sort (all
 * answered by the server over the whole history), `loadMore` for the next page (a button and scrolling to
 * the end both call it), and `refresh` after a booking change, which re-reads as many bookings as are
 * loaded so that the grid does not jump back to the first page. While a new search is on its way the
 * previous answer stays on screen.
 */
export function useBookingPages() {
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

  const { data, previousData, loading, error, fetchMore } = useQuery(BookingsQuery, {
    variables: { first: BOOKINGS_PAGE_SIZE, ...variables },
  });
  const shown = data ?? previousData;
  const [loadingMore, setLoadingMore] = useState(false);
  const busy = useRef(false);
  // The page last asked for: scrolling fires faster than a page arrives and re-renders, and asking twice
  // for the same page (identical requests, which Apollo deduplicates) left loading stuck for good.
  const requested = useRef<string | null>(null);
  const connection = data?.bookings;

  const loadMore = useCallback(async () => {
    const pageInfo = connection?.pageInfo;
    if (!connection || !pageInfo?.hasNextPage || busy.current) return;
    // The default order continues from its cursor (new bookings do not shift it); a sorted or filtered
    // list from its offset.
    const next = pageInfo.endCursor ? { after: pageInfo.endCursor } : { offset: connection.nodes.length };
    const key = JSON.stringify([variables, next]);
    if (requested.current === key) return;
    busy.current = true;
    requested.current = key;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { first: BOOKINGS_MORE_PAGE_SIZE, ...next },
        updateQuery: (previous, { fetchMoreResult }) => ({ bookings: appendPage(previous.bookings, fetchMoreResult.bookings) }),
      });
    } catch (error) {
      // A failed read may be tried again.
      requested.current = null;
      throw error;
    } finally {
      busy.current = false;
      setLoadingMore(false);
    }
  }, [connection, fetchMore, variables]);

  const refresh = useCallback(async () => {
    const loaded = connection?.nodes.length ?? 0;
    const first = Math.min(Math.max(loaded, BOOKINGS_PAGE_SIZE), PAGE_LIMIT_MAX);
    const defaultOrder = variables.sort === null;
    await fetchMore({
      variables: { first, after: null, offset: 0 },
      updateQuery: (previous, { fetchMoreResult }) => ({
        // Newest first, the rows beyond the fresh head are kept; any other order is read again whole.
        bookings: defaultOrder ? replaceHead(previous.bookings, fetchMoreResult.bookings) : fetchMoreResult.bookings,
      }),
    });
  }, [connection?.nodes.length, fetchMore, variables.sort]);

  return {
    bookings: shown?.bookings.nodes ?? [],
    totalCount: shown?.bookings.totalCount ?? 0,
    hasNextPage: connection?.pageInfo.hasNextPage ?? false,
    loading: loading && !shown,
    /** A new search or filter on its way, with the previous answer still on screen. */
    searching: loading && Boolean(shown),
    error: error && !shown ? error : undefined,
    loadingMore,
    loadMore,
    refresh,
    filters: { ...filters, search: typedSearch },
    filtersMessage: check.ok ? null : check.message,
    setFilters: (next: BookingFilters) => {
      setTypedSearch(next.search);
      // The search text waits for the pause; the other filters apply at once.
      setFilters({ ...next, search: filters.search });
    },
  };
}
