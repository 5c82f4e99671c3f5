import { graphql } from '../../../gql';

export const UpdateRoomMutation = graphql(`
  mutation UpdateRoom($id: Int!, $input: RoomInput!) {
    updateRoom(id: $id, input: $input) {
      ...RoomFields
    }
  }
`);
