import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { serverErrorMessage } from '../../../app/graphql-error';
import { useToast } from '../../../ui/toast';
import { HotelSettingsQuery } from '../graphql/hotel-settings-query';
import { UpdateSettingsMutation } from '../graphql/update-settings-mutation';
import type { SettingEntry } from '../hotel-settings-form';

/**
 * Every settings query of the app reads the same root field (settings { key value }): writing the saved
 * list there updates the booking screen, dashboard, reports and licence card at once. Tax 1 and Tax 2 and
 * the dashboard are worked out from the settings on the server, so they are dropped and fetched afresh.
 */
function storeSavedSettings(cache: ApolloCache, saved: readonly (SettingEntry & { __typename?: 'Setting' })[]) {
  cache.writeQuery({
    query: HotelSettingsQuery,
    data: { settings: saved.map((entry) => ({ __typename: 'Setting' as const, ...entry })) },
  });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'hotelTaxes' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'dashboard' });
  cache.gc();
}

/** Save Settings (spec 4 and 8): 'Settings updated successfully', else 'Failed to update settings' with the server's message. */
export function useSaveHotelSettings() {
  const { toast } = useToast();
  const [update, { loading }] = useMutation(UpdateSettingsMutation, {
    update: (cache, { data }) => {
      if (data) storeSavedSettings(cache, data.updateSettings);
    },
    // The queries on screen that read what changed (settings, Tax 1 and Tax 2, the dashboard) ask the server again.
    onQueryUpdated: (query) => query.refetch(),
    awaitRefetchQueries: true,
  });

  /** Resolves the saved settings, or null after a failure (its toast already shown). */
  const saveSettings = async (input: SettingEntry[]): Promise<SettingEntry[] | null> => {
    try {
      const { data } = await update({ variables: { input } });
      toast({ title: 'Success', description: 'Settings updated successfully' });
      return data?.updateSettings ?? input;
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to update settings',
        description: serverErrorMessage(error) ?? 'The server could not be reached. Please try again.',
      });
      return null;
    }
  };

  return { saveSettings, saving: loading };
}
