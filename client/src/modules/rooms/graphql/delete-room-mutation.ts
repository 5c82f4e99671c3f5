import { graphql } from '../../../gql';

export const DeleteRoomMutation = graphql(`
  mutation DeleteRoom($id: Int!, $version: Int) {
    deleteRoom(id: $id, version: $version) {
      message
    }
  }
`);
