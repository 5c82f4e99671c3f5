import { graphql } from '../../../gql';

export const AddHotelMutation = graphql(`
  mutation AddHotel($input: AdminHotelInput!) {
    addHotel(input: $input) {
      ...AdminHotelFields
    }
  }
`);
