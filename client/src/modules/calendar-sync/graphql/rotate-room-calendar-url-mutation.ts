import { graphql } from '../../../gql';

export const RotateRoomCalendarUrlMutation = graphql(`
  mutation RotateRoomCalendarUrl($roomId: Int!) {
    rotateRoomCalendarUrl(roomId: $roomId) {
      url
    }
  }
`);
