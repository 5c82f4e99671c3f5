import { graphql } from '../../../gql';

/** Recent Bookings' Undo check-in: a check-in of today back to Reserved, while nothing else changed since. */
export const UndoListedCheckInMutation = graphql(`
  mutation UndoListedCheckIn($id: Int!, $version: Int) {
    undoCheckIn(id: $id, version: $version) {
      ...BookingFields
    }
  }
`);
