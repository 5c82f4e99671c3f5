import { graphql } from '../../../gql';

/** A booking site's calendar of a room as its settings show it: what its syncs did. */
export const CalendarFeedFieldsFragment = graphql(`
  fragment CalendarFeedFields on CalendarFeed {
    id
    roomId
    name
    url
    events
    lastSyncedAt
    failingSince
    lastError
  }
`);
