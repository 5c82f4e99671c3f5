import { graphql } from '../../../gql';

export const RoomsQuery = graphql(`
  query Rooms {
    rooms {
      ...RoomFields
    }
  }
`);
