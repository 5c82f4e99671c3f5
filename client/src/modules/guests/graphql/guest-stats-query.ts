import { graphql } from '../../../gql';

/** The four stat cards of the Guest Management screen. */
export const GuestStatsQuery = graphql(`
  query GuestStats {
    guestStats {
      totalGuests
      vipGuests
      withEmail
      withPhone
    }
  }
`);
