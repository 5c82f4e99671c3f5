import { graphql } from '../../../gql';

export const CreateRoomBlockMutation = graphql(`
  mutation CreateRoomBlock($input: RoomBlockInput!) {
    createRoomBlock(input: $input) {
      id
      roomId
      roomNumber
      startDate
      endDate
      nights
      reason
    }
  }
`);
