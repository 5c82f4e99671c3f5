import { graphql } from '../../../gql';

export const DeleteRoomMutation = graphql(`
  mutation DeleteRoom($id: Int!) {
    deleteRoom(id: $id) {
      message
    }
  }
`);
