import { graphql } from '../../../gql';

export const DeleteRoomBlockMutation = graphql(`
  mutation DeleteRoomBlock($id: Int!) {
    deleteRoomBlock(id: $id) {
      message
    }
  }
`);
