import { graphql } from '../../../gql';

/** What the wizard proposes depends on what the hotel already has. */
export const SetupRoomTypesQuery = graphql(`
  query SetupRoomTypes {
    roomTypes {
      id
      name
    }
    rooms {
      id
      roomNumber
    }
  }
`);
