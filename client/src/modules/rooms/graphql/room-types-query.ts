import { graphql } from '../../../gql';

export const RoomTypesQuery = graphql(`
  query RoomTypes {
    roomTypes {
      ...RoomTypeFields
    }
  }
`);
