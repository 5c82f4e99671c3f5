import { graphql } from '../../../gql';

/** The hotel's timezone: a feed's "Last synced" is read on the hotel's wall clock. */
export const CalendarTimezoneQuery = graphql(`
  query CalendarTimezone {
    settings {
      key
      value
    }
  }
`);
