import { graphql } from '../../../gql';

/** The room's secret calendar address, for the booking sites to import (made on first asking). */
export const RoomCalendarUrlQuery = graphql(`
  query RoomCalendarUrl($roomId: Int!) {
    roomCalendarUrl(roomId: $roomId) {
      url
    }
  }
`);
