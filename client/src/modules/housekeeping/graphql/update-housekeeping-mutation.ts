import { graphql } from '../../../gql';

/** One tap: a room's new status (the note only when the input carries one). */
export const UpdateHousekeepingMutation = graphql(`
  mutation UpdateHousekeeping($roomId: Int!, $input: HousekeepingInput!) {
    updateHousekeeping(roomId: $roomId, input: $input) {
      id
      version
      housekeepingStatus
      housekeepingNote
    }
  }
`);
