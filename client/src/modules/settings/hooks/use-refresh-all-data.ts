import type { ApolloClient, DocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { getMainDefinition } from '@apollo/client/utilities';
import { useState } from 'react';

/** Kept through a refresh: the signed-in account (losing it for a moment would show the sign-in loader). */
const KEPT_ROOT_FIELDS = new Set(['__typename', 'me']);

/** The root fields a query document reads, e.g. ['settings'] or ['bookings']. */
function rootFieldsOf(document: DocumentNode): string[] {
  return getMainDefinition(document).selectionSet.selections.flatMap((selection) =>
    selection.kind === 'Field' ? [selection.name.value] : [],
  );
}

/**
 * The cached answers no screen is showing (other tabs, other report years) are thrown away, so those
 * screens ask the server again when they open. What is on screen is refetched rather than thrown away,
 * so the page keeps its data while the fresh answers arrive.
 */
async function clearCacheAndRefresh(client: ApolloClient): Promise<void> {
  const active = client.getObservableQueries('active');
  const shown = new Set(Array.from(active, (query) => rootFieldsOf(query.query)).flat());
  const root = (client.cache.extract() as Record<string, Record<string, unknown> | undefined>).ROOT_QUERY ?? {};
  const hidden = new Set(Object.keys(root).map((key) => key.replace(/[:(].*$/s, '')));
  for (const fieldName of hidden) {
    if (!shown.has(fieldName) && !KEPT_ROOT_FIELDS.has(fieldName)) client.cache.evict({ id: 'ROOT_QUERY', fieldName });
  }
  client.cache.gc();
  await client.refetchQueries({ include: 'active' });
}

/** Clear Cache & Refresh (spec 2, Hotel Information): refreshes all data. Resolves false when a query failed. */
export function useRefreshAllData() {
  const client = useApolloClient();
  const [refreshing, setRefreshing] = useState(false);

  const refreshAll = async (): Promise<boolean> => {
    setRefreshing(true);
    try {
      await clearCacheAndRefresh(client);
      return true;
    } catch {
      return false;
    } finally {
      setRefreshing(false);
    }
  };

  return { refreshAll, refreshing };
}
