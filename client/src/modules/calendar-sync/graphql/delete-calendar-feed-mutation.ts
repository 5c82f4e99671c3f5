import { graphql } from '../../../gql';

export const DeleteCalendarFeedMutation = graphql(`
  mutation DeleteCalendarFeed($roomId: Int!, $feedId: Int!) {
    deleteCalendarFeed(roomId: $roomId, feedId: $feedId) {
      message
    }
  }
`);
