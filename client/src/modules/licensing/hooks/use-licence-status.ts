import { useQuery } from '@apollo/client/react';
import type { LicenceStatusFieldsFragment } from '../../../gql/graphql';
import { LicenceQuery } from '../graphql/licence-query';

/** The signed-in hotel's licence (label and demo counters); undefined while it loads. */
export function useLicenceStatus(options: { skip?: boolean } = {}): {
  status: LicenceStatusFieldsFragment | undefined;
  loading: boolean;
  error: unknown;
} {
  const { data, loading, error } = useQuery(LicenceQuery, { skip: options.skip });
  return { status: data?.licence, loading, error };
}
