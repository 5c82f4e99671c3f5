import { graphql } from '../../../gql';

export const BulkCreateRoomsMutation = graphql(`
  mutation BulkCreateRooms($input: BulkRoomsInput!) {
    bulkCreateRooms(input: $input) {
      ...RoomFields
    }
  }
`);
