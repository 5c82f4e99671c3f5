import { graphql } from '../../../gql';

export const DeleteRoomTypeMutation = graphql(`
  mutation DeleteRoomType($id: Int!) {
    deleteRoomType(id: $id) {
      message
    }
  }
`);
