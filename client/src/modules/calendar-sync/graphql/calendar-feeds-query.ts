import { graphql } from '../../../gql';

export const CalendarFeedsQuery = graphql(`
  query CalendarFeeds($roomId: Int!) {
    calendarFeeds(roomId: $roomId) {
      ...CalendarFeedFields
    }
  }
`);
