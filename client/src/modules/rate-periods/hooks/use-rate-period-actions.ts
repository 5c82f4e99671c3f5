import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { RatePeriodInput } from '@core/schemas/rate-period.schema';
import { useToastedAction } from '../../../app/use-toasted-action';
import { useVersionedUpdate, type LoadedRecord } from '../../../app/versioned-update';
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
  // A refused stale edit reads the list again, so that the clerk sees the other change.
  const versioned = useVersionedUpdate([RatePeriodsQuery]);
  const options = { refetchQueries: [RatePeriodsQuery], awaitRefetchQueries: true, update: forgetDynamicRates };
  const [create, created] = useMutation(CreateRatePeriodMutation, options);
  const [update, updated] = useMutation(UpdateRatePeriodMutation, options);
  const [remove, removed] = useMutation(DeleteRatePeriodMutation, options);

  return {
    saving: created.loading || updated.loading,
    deleting: removed.loading,
    createRatePeriod: (input: RatePeriodInput) =>
      run(() => create({ variables: { input } }), 'Rate period created successfully', 'Failed to create rate period'),
    updateRatePeriod: (record: LoadedRecord, input: RatePeriodInput) =>
      run(
        () => versioned(() => update({ variables: { id: record.id, input: { ...input, version: record.version } } })),
        'Rate period updated successfully',
        'Failed to update rate period',
      ),
    deleteRatePeriod: (record: LoadedRecord) =>
      run(
        () => versioned(() => remove({ variables: { id: record.id, version: record.version } })),
        'Rate period deleted successfully',
        'Failed to delete rate period',
      ),
  };
}
