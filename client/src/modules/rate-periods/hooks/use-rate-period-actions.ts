import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { RatePeriodInput } from '@core/schemas/rate-period.schema';
import { useToastedAction } from '../../../app/use-toasted-action';
import { CreateRatePeriodMutation } from '../graphql/create-rate-period-mutation';
import { DeleteRatePeriodMutation } from '../graphql/delete-rate-period-mutation';
import { RatePeriodsQuery } from '../graphql/rate-periods-query';
import { UpdateRatePeriodMutation } from '../graphql/update-rate-period-mutation';

/** Cached dynamic rates may be stale once a period changes: the booking screen asks again. */
function forgetDynamicRates(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'dynamicRate' });
  cache.gc();
}

/**
 * Create, update and delete with the spec's toasts (section 8): the server's message, else the
 * 'Failed to ... rate period' fallback. Each success refreshes the list. Resolves true on success.
 */
export function useRatePeriodActions() {
  const run = useToastedAction();
  const options = { refetchQueries: [RatePeriodsQuery], awaitRefetchQueries: true, update: forgetDynamicRates };
  const [create, created] = useMutation(CreateRatePeriodMutation, options);
  const [update, updated] = useMutation(UpdateRatePeriodMutation, options);
  const [remove, removed] = useMutation(DeleteRatePeriodMutation, options);

  return {
    saving: created.loading || updated.loading,
    deleting: removed.loading,
    createRatePeriod: (input: RatePeriodInput) =>
      run(() => create({ variables: { input } }), 'Rate period created successfully', 'Failed to create rate period'),
    updateRatePeriod: (id: number, input: RatePeriodInput) =>
      run(() => update({ variables: { id, input } }), 'Rate period updated successfully', 'Failed to update rate period'),
    deleteRatePeriod: (id: number) =>
      run(() => remove({ variables: { id } }), 'Rate period deleted successfully', 'Failed to delete rate period'),
  };
}
