import { graphql } from '../../../gql';

export const DeleteRoomTypeMutation = graphql(`
  mutation DeleteRoomType($id: Int!, $version: Int) {
    deleteRoomType(id: $id, version: $version) {
      message
    }
  }
`);
