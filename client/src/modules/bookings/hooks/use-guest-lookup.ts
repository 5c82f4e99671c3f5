import { useApolloClient } from '@apollo/client/react';
import { formatGuestName, GUEST_MATCH_LIMIT } from '@core/guest-name';
import { useMemo } from 'react';
import { BookingGuestSearchQuery } from '../graphql/booking-guest-search-query';
import { BookingGuestsExistQuery } from '../graphql/booking-guests-exist-query';
import type { GuestChoice, GuestLookup } from '../grid/guest-editor';

/**
 * The Guest cell's source: the server's guestSearch (substring of 'first last' or 'last first', at most 8).
 * An empty answer is told apart from "the hotel has no guest at all" (null), when the list stays closed.
 */
export function useGuestLookup(): GuestLookup {
  const client = useApolloClient();
  return useMemo<GuestLookup>(
    () => ({
      search: async (text) => {
        const { data } = await client.query({
          query: BookingGuestSearchQuery,
          variables: { text, limit: GUEST_MATCH_LIMIT },
          fetchPolicy: 'network-only',
        });
        const guests = data?.guestSearch ?? [];
        if (guests.length === 0) {
          const any = await client.query({ query: BookingGuestsExistQuery, fetchPolicy: 'network-only' });
          if ((any.data?.guests.length ?? 0) === 0) return null;
        }
        return guests.map((guest): GuestChoice => ({
          id: guest.id,
          name: formatGuestName(guest.lastName, guest.firstName),
          email: guest.email ?? null,
          vip: guest.vip,
        }));
      },
    }),
    [client],
  );
}

/** Whether a typed name is a guest already on file, so the toast can say if a new one was added. */
export function useGuestExists() {
  const client = useApolloClient();
  return async (name: { firstName: string; lastName: string }): Promise<boolean> => {
    try {
      const { data } = await client.query({
        query: BookingGuestSearchQuery,
        variables: { text: `${name.firstName} ${name.lastName}`, limit: GUEST_MATCH_LIMIT },
        fetchPolicy: 'network-only',
      });
      const wanted = `${name.firstName} ${name.lastName}`.toLowerCase();
      return (data?.guestSearch ?? []).some((guest) => `${guest.firstName} ${guest.lastName}`.toLowerCase() === wanted);
    } catch {
      return false;
    }
  };
}
