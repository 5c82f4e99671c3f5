import { useApolloClient, useMutation } from '@apollo/client/react';
import { LICENCE_MESSAGES } from '@core/schemas/licence.schema';
import { serverErrorMessage } from '../../../app/graphql-error';
import type {
  AdminHotelInput,
  AdminHotelUpdateInput,
  AdminValidateLicenceInput,
  LicenceFieldsFragment,
} from '../../../gql/graphql';
import { useToast } from '../../../ui/toast';
import { AddHotelMutation } from '../graphql/add-hotel-mutation';
import { AdminHotelsQuery } from '../graphql/admin-hotels-query';
import { AdminLicencesQuery } from '../graphql/admin-licences-query';
import { AdminValidateLicenceMutation } from '../graphql/admin-validate-licence-mutation';
import { DeactivateLicenceMutation } from '../graphql/deactivate-licence-mutation';
import { DeleteHotelMutation } from '../graphql/delete-hotel-mutation';
import { DeleteLicenceMutation } from '../graphql/delete-licence-mutation';
import { GenerateLicenceMutation } from '../graphql/generate-licence-mutation';
import { ImpersonateHotelMutation } from '../graphql/impersonate-hotel-mutation';
import { UpdateHotelMutation } from '../graphql/update-hotel-mutation';

/** Spec 9: the admin lands in the hotel's console 1.5 s after Login as Hotel. */
export const IMPERSONATION_REDIRECT_MS = 1500;

/**
 * Every admin action with the toasts of spec 8: 'Hotel Added', 'Hotel Updated', 'License Deleted',
 * 'License Deactivated', 'License Activated!', or 'Failed to ...' with the server's reason. Each success
 * refreshes the hotel and licence lists. Resolves to the result, or null on failure.
 */
export function useAdminActions() {
  const { toast } = useToast();
  const client = useApolloClient();
  const refresh = { refetchQueries: [AdminHotelsQuery, AdminLicencesQuery], awaitRefetchQueries: true };
  const [add, added] = useMutation(AddHotelMutation, refresh);
  const [update, updated] = useMutation(UpdateHotelMutation, refresh);
  const [removeHotel] = useMutation(DeleteHotelMutation, refresh);
  const [generate, generated] = useMutation(GenerateLicenceMutation, refresh);
  const [validate] = useMutation(AdminValidateLicenceMutation, refresh);
  const [deactivate] = useMutation(DeactivateLicenceMutation, refresh);
  const [removeLicence] = useMutation(DeleteLicenceMutation, refresh);
  const [impersonate] = useMutation(ImpersonateHotelMutation);

  async function run<T>(
    action: () => Promise<T>,
    failure: string,
    success?: (result: T) => { title: string; description?: string },
  ): Promise<T | null> {
    try {
      const result = await action();
      if (success) toast(success(result));
      return result;
    } catch (error) {
      toast({ variant: 'destructive', title: failure, description: serverErrorMessage(error) ?? 'Please try again.' });
      return null;
    }
  }

  return {
    saving: added.loading || updated.loading,
    generating: generated.loading,

    addHotel: (input: AdminHotelInput) =>
      run(
        async () => (await add({ variables: { input } })).data?.addHotel,
        'Failed to add hotel',
        (hotel) => ({
          title: 'Hotel Added',
          description: `${hotel?.name} was added. A set-password email was sent to ${hotel?.email}.`,
        }),
      ),

    updateHotel: (input: AdminHotelUpdateInput) =>
      run(
        async () => (await update({ variables: { input } })).data?.updateHotel,
        'Failed to update hotel',
        (hotel) => ({ title: 'Hotel Updated', description: `${hotel?.name} was saved.` }),
      ),

    deleteHotel: (id: number, name: string) =>
      run(
        async () => (await removeHotel({ variables: { id } })).data?.deleteHotel,
        'Failed to delete hotel',
        () => ({ title: 'Hotel Deleted', description: `${name} and all its data were deleted.` }),
      ),

    /** No toast on success: the Generate License dialog shows the new key. */
    generateLicence: (input: AdminHotelInput) =>
      run(async () => (await generate({ variables: { input } })).data?.generateLicence ?? null, 'Failed to generate license'),

    validateLicence: async (input: AdminValidateLicenceInput) => {
      const result = await run(
        async () => (await validate({ variables: { input } })).data?.adminValidateLicence,
        'Failed to validate license',
      );
      if (!result) return false;
      if (result.isValid) toast({ title: 'License Activated!', description: result.message });
      else toast({ variant: 'destructive', title: 'Invalid License', description: result.message || LICENCE_MESSAGES.mismatch });
      return result.isValid;
    },

    deactivateLicence: (licence: LicenceFieldsFragment) =>
      run(
        async () => (await deactivate({ variables: { id: licence.id } })).data?.deactivateLicence,
        'Failed to deactivate license',
        () => ({ title: 'License Deactivated', description: `The license of ${licence.hotelName} no longer validates.` }),
      ),

    deleteLicence: (licence: LicenceFieldsFragment) =>
      run(
        async () => (await removeLicence({ variables: { id: licence.id } })).data?.deleteLicence,
        'Failed to delete license',
        () => ({ title: 'License Deleted', description: `The license of ${licence.hotelName} was deleted.` }),
      ),

    /**
     * Login as Hotel (spec 4): the session now works as the hotel; after 1.5 s a full page load opens
     * /multi-hotel, so nothing of the admin's cached data is shown as the hotel's.
     */
    impersonateHotel: async (id: number) => {
      const result = await run(
        async () => (await impersonate({ variables: { hotelId: id } })).data?.impersonateHotel,
        'Failed to impersonate hotel',
        (started) => ({
          title: 'Login as Hotel',
          description: `${started?.message ?? 'Signed in as the hotel'}. Opening its console...`,
        }),
      );
      if (result) {
        // From here the session works as the hotel: the admin's cached data must not answer its queries.
        await client.clearStore();
        window.setTimeout(() => window.location.assign('/multi-hotel'), IMPERSONATION_REDIRECT_MS);
      }
      return result;
    },
  };
}
