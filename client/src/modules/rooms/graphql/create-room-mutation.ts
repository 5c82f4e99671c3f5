import { graphql } from '../../../gql';

export const CreateRoomMutation = graphql(`
  mutation CreateRoom($input: RoomInput!) {
    createRoom(input: $input) {
      ...RoomFields
    }
  }
`);
