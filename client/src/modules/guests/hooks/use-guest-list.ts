import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { GuestFieldsFragment } from '../../../gql/graphql';
import { GuestSearchQuery } from '../graphql/guest-search-query';
import { GuestStatsQuery } from '../graphql/guest-stats-query';
import { GuestsQuery } from '../graphql/guests-query';
import { GUEST_SEARCH_DEBOUNCE_MS, guestSearchText } from '../guest-search';

/** Guests load (and search results come) this many at a time. */
export const GUEST_PAGE_SIZE = 200;

export interface GuestList {
  guests: readonly GuestFieldsFragment[];
  stats: { totalGuests: number; vipGuests: number; withEmail: number; withPhone: number } | undefined;
  /** The text searched for, once the typing has paused; '' when not searching. */
  searchedFor: string;
  loading: boolean;
  statsLoading: boolean;
  error: boolean;
  /** More guests than loaded exist (not while searching). */
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => Promise<void>;
}

/** The Guest Database: the guests by name, 200 at a time, or the matches of a search. */
export function useGuestList(search: string): GuestList {
  const searchedFor = useDebounced(guestSearchText(search), GUEST_SEARCH_DEBOUNCE_MS);
  const searching = searchedFor !== '';
  const stats = useQuery(GuestStatsQuery, { fetchPolicy: 'cache-and-network' });
  const list = useQuery(GuestsQuery, {
    variables: { limit: GUEST_PAGE_SIZE, offset: 0 },
    fetchPolicy: 'cache-and-network',
    skip: searching,
  });
  const found = useQuery(GuestSearchQuery, {
    variables: { text: searchedFor, limit: GUEST_PAGE_SIZE },
    fetchPolicy: 'network-only',
    skip: !searching,
  });
  const [loadingMore, setLoadingMore] = useState(false);

  const guests = searching ? (found.data?.guestSearch ?? found.previousData?.guestSearch ?? []) : (list.data?.guests ?? []);
  const total = stats.data?.guestStats.totalGuests;

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      await list.fetchMore({
        variables: { offset: list.data?.guests.length ?? 0 },
        updateQuery: (previous, { fetchMoreResult }) => {
          const known = new Set(previous.guests.map((guest) => guest.id));
          return { guests: [...previous.guests, ...fetchMoreResult.guests.filter((guest) => !known.has(guest.id))] };
        },
      });
    } finally {
      setLoadingMore(false);
    }
  };

  return {
    guests,
    stats: stats.data?.guestStats,
    searchedFor,
    loading: searching ? found.loading && !found.data && !found.previousData : list.loading && !list.data,
    statsLoading: stats.loading && !stats.data,
    error: searching ? Boolean(found.error && !found.data) : Boolean(list.error && !list.data),
    hasMore: !searching && total !== undefined && guests.length < total,
    loadingMore,
    loadMore,
  };
}

function useDebounced(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    // Clearing the search shows the full list at once; only typing waits.
    if (value === '') {
      setDebounced('');
      return;
    }
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
