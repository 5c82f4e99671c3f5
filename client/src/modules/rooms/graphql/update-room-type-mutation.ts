import { graphql } from '../../../gql';

export const UpdateRoomTypeMutation = graphql(`
  mutation UpdateRoomType($id: Int!, $input: RoomTypeInput!) {
    updateRoomType(id: $id, input: $input) {
      ...RoomTypeFields
    }
  }
`);
