import { graphql } from '../../../gql';

/** The hotel settings the Bookings screen reads: timezone and total_rate_entry. */
export const BookingSettingsQuery = graphql(`
  query BookingSettings {
    settings {
      key
      value
    }
  }
`);
