import type { DocumentNode } from 'graphql';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { serverErrorCode } from './graphql-error';

/** A record as the screen loaded it: an update names its version. */
export interface LoadedRecord {
  id: number;
  version: number;
}

/**
 * Runs an update (or a deletion) that names the version the clerk saw. When someone else changed the record
 * meanwhile the server refuses it (STALE, "…changed by someone else at 3:15 PM: reload it…"): the error goes on to the
 * caller's toast, and the screen's lists are read again so that the other change shows.
 */
export function useVersionedUpdate(lists: DocumentNode[]) {
  const client = useApolloClient();
  return useCallback(
    async <T>(update: () => Promise<T>): Promise<T> => {
      try {
        return await update();
      } catch (error) {
        // After the caller's own handling of the refusal (a grid rolls the row back first): then the fresh
        // rows replace it.
        if (serverErrorCode(error) === 'STALE')
          setTimeout(() => void client.refetchQueries({ include: lists }).catch(() => undefined), 0);
        throw error;
      }
    },
    [client, lists],
  );
}
