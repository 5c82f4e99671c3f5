import { graphql } from '../../../gql';

/** The hotel details the licence is validated against (Settings → Hotel Information). */
export const LicenceHotelSettingsQuery = graphql(`
  query LicenceHotelSettings {
    settings {
      key
      value
    }
  }
`);
