import { useQuery } from '@apollo/client/react';
import { PAGE_LIMIT_MAX } from '@core/schemas/paging.schema';
import { useCallback, useRef, useState } from 'react';
import { BookingsQuery } from '../graphql/bookings-query';
import { appendPage, replaceHead } from './booking-connection';

/** Bookings are read a page at a time with the cursor; no screen loads a hotel's whole history. */
export const BOOKINGS_PAGE_SIZE = 200;
/** Once the clerk scrolls past the first page, bigger pages: 10,000 bookings are 10 more reads, not 50. */
export const BOOKINGS_MORE_PAGE_SIZE = PAGE_LIMIT_MAX;

/**
 * Recent Bookings: the first page, `loadMore` for the next one (a button and scrolling to the end both call
 * it), and `refresh` after a booking change, which re-reads as many bookings as are loaded so that the
 * grid does not jump back to the first page.
 */
export function useBookingPages() {
  const { data, loading, error, fetchMore } = useQuery(BookingsQuery, { variables: { first: BOOKINGS_PAGE_SIZE } });
  const [loadingMore, setLoadingMore] = useState(false);
  const busy = useRef(false);
  // The cursor last asked for: scrolling fires faster than a page arrives and re-renders, and asking twice
  // for the same cursor (identical requests, which Apollo deduplicates) left loading stuck for good.
  const requested = useRef<string | null>(null);
  const connection = data?.bookings;

  const loadMore = useCallback(async () => {
    const pageInfo = connection?.pageInfo;
    if (!pageInfo?.hasNextPage || busy.current || requested.current === pageInfo.endCursor) return;
    busy.current = true;
    requested.current = pageInfo.endCursor ?? null;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { first: BOOKINGS_MORE_PAGE_SIZE, after: pageInfo.endCursor },
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
  }, [connection?.pageInfo, fetchMore]);

  const refresh = useCallback(async () => {
    const loaded = connection?.nodes.length ?? 0;
    const first = Math.min(Math.max(loaded, BOOKINGS_PAGE_SIZE), PAGE_LIMIT_MAX);
    await fetchMore({
      variables: { first, after: null },
      updateQuery: (previous, { fetchMoreResult }) => ({ bookings: replaceHead(previous.bookings, fetchMoreResult.bookings) }),
    });
  }, [connection?.nodes.length, fetchMore]);

  return {
    bookings: connection?.nodes ?? [],
    totalCount: connection?.totalCount ?? 0,
    hasNextPage: connection?.pageInfo.hasNextPage ?? false,
    loading: loading && !data,
    error: error && !data ? error : undefined,
    loadingMore,
    loadMore,
    refresh,
  };
}
