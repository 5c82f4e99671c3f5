import { graphql } from '../../../gql';

export const DeleteHotelMutation = graphql(`
  mutation DeleteHotel($id: Int!) {
    deleteHotel(id: $id) {
      message
    }
  }
`);
