import { graphql } from '../../../gql';

export const UpdateHotelMutation = graphql(`
  mutation UpdateHotel($input: AdminHotelUpdateInput!) {
    updateHotel(input: $input) {
      ...AdminHotelFields
    }
  }
`);
