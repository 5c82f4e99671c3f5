import { useMutation } from '@apollo/client/react';
import type { AmenityInput } from '@core/schemas/amenity.schema';
import { useToastedAction } from '../../../app/use-toasted-action';
import { useVersionedUpdate, type LoadedRecord } from '../../../app/versioned-update';
import { AmenitiesQuery } from '../graphql/amenities-query';
import { CreateAmenityMutation } from '../graphql/create-amenity-mutation';
import { DeleteAmenityMutation } from '../graphql/delete-amenity-mutation';
import { UpdateAmenityMutation } from '../graphql/update-amenity-mutation';

/**
 * Create, update and delete with the spec's toasts (section 8): the server's message, else the
 * 'Failed to ... amenity' fallback. Each success refreshes the list. Resolves true on success.
 */
export function useAmenityActions() {
  const run = useToastedAction();
  // A refused stale edit reads the list again, so that the clerk sees the other change.
  const versioned = useVersionedUpdate([AmenitiesQuery]);
  const refresh = { refetchQueries: [AmenitiesQuery], awaitRefetchQueries: true };
  const [create, created] = useMutation(CreateAmenityMutation, refresh);
  const [update, updated] = useMutation(UpdateAmenityMutation, refresh);
  const [remove, removed] = useMutation(DeleteAmenityMutation, refresh);

  return {
    saving: created.loading || updated.loading,
    deleting: removed.loading,
    createAmenity: (input: AmenityInput) =>
      run(() => create({ variables: { input } }), 'Amenity created successfully', 'Failed to create amenity'),
    updateAmenity: (record: LoadedRecord, input: AmenityInput) =>
      run(
        () => versioned(() => update({ variables: { id: record.id, input: { ...input, version: record.version } } })),
        'Amenity updated successfully',
        'Failed to update amenity',
      ),
    deleteAmenity: (record: LoadedRecord) =>
      run(
        () => versioned(() => remove({ variables: { id: record.id, version: record.version } })),
        'Amenity deleted successfully',
        'Failed to delete amenity',
      ),
  };
}
