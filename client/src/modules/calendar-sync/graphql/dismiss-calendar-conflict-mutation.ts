import { graphql } from '../../../gql';

export const DismissCalendarConflictMutation = graphql(`
  mutation DismissCalendarConflict($blockId: Int!, $bookingId: Int!) {
    dismissCalendarConflict(blockId: $blockId, bookingId: $bookingId) {
      message
    }
  }
`);
