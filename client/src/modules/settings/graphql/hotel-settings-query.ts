import { graphql } from '../../../gql';

/** Settings › Hotel Information: every setting (key/value), defaults filled in by the server. */
export const HotelSettingsQuery = graphql(`
  query HotelSettings {
    settings {
      key
      value
    }
  }
`);
