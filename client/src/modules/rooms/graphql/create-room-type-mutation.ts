import { graphql } from '../../../gql';

export const CreateRoomTypeMutation = graphql(`
  mutation CreateRoomType($input: RoomTypeInput!) {
    createRoomType(input: $input) {
      ...RoomTypeFields
    }
  }
`);
