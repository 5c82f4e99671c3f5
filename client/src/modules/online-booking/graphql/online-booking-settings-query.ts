import { graphql } from '../../../gql';

/** Settings › Online Booking: the guests' booking page's settings, defaults filled in by the server. */
export const OnlineBookingSettingsQuery = graphql(`
  query OnlineBookingSettings {
    onlineBookingSettings {
      enabled
      slug
      minNights
      maxDaysAhead
      cancellationDays
      description
      roomTypeIds
    }
  }
`);
