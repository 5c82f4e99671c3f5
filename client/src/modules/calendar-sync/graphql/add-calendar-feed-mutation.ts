import { graphql } from '../../../gql';

export const AddCalendarFeedMutation = graphql(`
  mutation AddCalendarFeed($roomId: Int!, $input: CalendarFeedInput!) {
    addCalendarFeed(roomId: $roomId, input: $input) {
      ...CalendarFeedFields
    }
  }
`);
