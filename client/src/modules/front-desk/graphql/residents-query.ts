import { graphql } from '../../../gql';

/** The Front Desk's Residents (issue 26): chains of stays in house tonight of 28 nights or more. */
export const ResidentsQuery = graphql(`
  query Residents {
    residents {
      guest {
        id
        name
      }
      bookingId
      roomNumber
      since
      nights
      night
      nextRenewal
      exemptTaxes
      balance
    }
  }
`);
