import { graphql } from '../../../gql';

/** "Sync now": what the sync did; a failed read comes back in `error`, not as an error of the call. */
export const SyncCalendarFeedMutation = graphql(`
  mutation SyncCalendarFeed($roomId: Int!, $feedId: Int!) {
    syncCalendarFeed(roomId: $roomId, feedId: $feedId) {
      events
      added
      changed
      removed
      conflicts
      lastSyncedAt
      error
    }
  }
`);
