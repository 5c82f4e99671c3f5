import { graphql } from '../../../gql';

export const ImpersonateHotelMutation = graphql(`
  mutation ImpersonateHotel($hotelId: Int!) {
    impersonateHotel(hotelId: $hotelId) {
      message
      hotel {
        id
        name
      }
    }
  }
`);
