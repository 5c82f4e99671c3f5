import { graphql } from '../../../gql';

/** Saves the Online Booking settings; answers them all as stored. */
export const UpdateOnlineBookingSettingsMutation = graphql(`
  mutation UpdateOnlineBookingSettings($input: OnlineBookingSettingsInput!) {
    updateOnlineBookingSettings(input: $input) {
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
