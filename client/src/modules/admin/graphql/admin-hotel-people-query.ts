import { graphql } from '../../../gql';

export const AdminHotelPeopleQuery = graphql(`
  query AdminHotelPeople($hotelId: Int!) {
    adminHotelPeople(hotelId: $hotelId) {
      id
      name
      email
      role
      active
      invitationPending
    }
  }
`);
