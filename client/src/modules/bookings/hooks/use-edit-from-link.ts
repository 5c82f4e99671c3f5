import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { BookingFieldsFragment } from '../../../gql/graphql';
import { toast } from '../../../ui/toast';
import { BookingQuery } from '../graphql/booking-query';

/**
 * Opens the booking named by `?edit={id}` (the availability board's links) once the screen is ready,
 * fetching it when it is not on a loaded page, then drops the parameter so a reload does not reopen it.
 */
export function useEditFromLink(
  ready: boolean,
  loaded: (id: number) => BookingFieldsFragment | undefined,
  open: (booking: BookingFieldsFragment) => void,
) {
  const [params, setParams] = useSearchParams();
  const client = useApolloClient();
  const requested = Number(params.get('edit'));

  useEffect(() => {
    if (!ready || !Number.isInteger(requested) || requested <= 0) return;
    setParams(
      (current) => {
        current.delete('edit');
        return current;
      },
      { replace: true },
    );
    const onPage = loaded(requested);
    if (onPage) {
      open(onPage);
      return;
    }
    client
      .query({ query: BookingQuery, variables: { id: requested } })
      .then(({ data }) => data?.booking && open(data.booking))
      .catch(() => toast({ variant: 'destructive', title: 'Error', description: `Booking #${requested} could not be found` }));
  }, [ready, requested]);
}
