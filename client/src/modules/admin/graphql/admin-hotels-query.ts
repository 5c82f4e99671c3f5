import { graphql } from '../../../gql';

/** A page of hotel accounts (newest first), each with the active licence it is Licensed by, and how many there are. */
export const AdminHotelsQuery = graphql(`
  query AdminHotels($limit: Int, $offset: Int) {
    adminHotels(limit: $limit, offset: $offset) {
      ...AdminHotelFields
      licence {
        ...LicenceFields
      }
    }
    adminHotelCount
  }
`);
