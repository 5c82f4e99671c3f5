import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { TaxRateInput } from '@core/schemas/tax-rate.schema';
import { useToastedAction } from '../../../app/use-toasted-action';
import { useVersionedUpdate, type LoadedRecord } from '../../../app/versioned-update';
import { CreateTaxRateMutation } from '../graphql/create-tax-rate-mutation';
import { DeleteTaxRateMutation } from '../graphql/delete-tax-rate-mutation';
import { TaxRatesQuery } from '../graphql/tax-rates-query';
import { UpdateTaxRateMutation } from '../graphql/update-tax-rate-mutation';
import { WithdrawScheduledTaxRateMutation } from '../graphql/withdraw-scheduled-tax-rate-mutation';
import type { TaxRateUpdate } from '../tax-rate-form';

/** Tax 1 and Tax 2 follow the tax rates: the booking screen and reports read them afresh next time. */
function forgetHotelTaxes(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'hotelTaxes' });
  cache.gc();
}

/**
 * Create, update and delete with the spec's toasts (section 8). Each success refreshes the list.
 * Resolves true on success.
 */
export function useTaxRateActions() {
  const run = useToastedAction();
  // A refused stale edit reads the list again, so that the clerk sees the other change.
  const versioned = useVersionedUpdate([TaxRatesQuery]);
  const options = { refetchQueries: [TaxRatesQuery], awaitRefetchQueries: true, update: forgetHotelTaxes };
  const [create, created] = useMutation(CreateTaxRateMutation, options);
  const [update, updated] = useMutation(UpdateTaxRateMutation, options);
  const [remove, removed] = useMutation(DeleteTaxRateMutation, options);
  const [withdraw, withdrawn] = useMutation(WithdrawScheduledTaxRateMutation, options);

  return {
    saving: created.loading || updated.loading,
    deleting: removed.loading || withdrawn.loading,
    createTaxRate: (input: TaxRateInput) =>
      run(() => create({ variables: { input } }), 'Tax rate created successfully', 'Failed to create tax rate'),
    /** With an effective date, the values change from that date (a scheduled change); without, at once. */
    updateTaxRate: (record: LoadedRecord, input: TaxRateUpdate) =>
      run(
        () => versioned(() => update({ variables: { id: record.id, input: { ...input, version: record.version } } })),
        input.effectiveFrom ? 'Tax rate change scheduled successfully' : 'Tax rate updated successfully',
        'Failed to update tax rate',
      ),
    withdrawScheduledChange: (record: LoadedRecord, effectiveFrom: string) =>
      run(
        () => versioned(() => withdraw({ variables: { id: record.id, effectiveFrom, version: record.version } })),
        'Scheduled change withdrawn successfully',
        'Failed to withdraw scheduled change',
      ),
    deleteTaxRate: (record: LoadedRecord) =>
      run(
        () => versioned(() => remove({ variables: { id: record.id, version: record.version } })),
        'Tax rate deleted successfully',
        'Failed to delete tax rate',
      ),
  };
}
