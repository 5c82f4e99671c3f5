import { graphql } from '../../../gql';

/**
 * Checked In back to Reserved: a mistaken check-in, on its day, while nothing else changed since. Its own
 * document, for every screen that offers the row action (the Front Desk, Recent Bookings).
 */
export const UndoCheckInMutation = graphql(`
  mutation UndoCheckIn($id: Int!, $version: Int) {
    undoCheckIn(id: $id, version: $version) {
      ...FrontDeskStay
    }
  }
`);
