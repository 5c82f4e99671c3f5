import { graphql } from '../../../gql';

/** The hotel's settings, read for its timezone: the history's times are shown on the hotel's clock. */
export const HistoryTimezoneQuery = graphql(`
  query HistoryTimezone {
    settings {
      key
      value
    }
  }
`);
