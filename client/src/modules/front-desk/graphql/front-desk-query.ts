import { graphql } from '../../../gql';

/**
 * The Front Desk: a date's arrivals, departures and guests in house, and its cancelled or no-show arrivals (the
 * date is the hotel's today when null).
 */
export const FrontDeskQuery = graphql(`
  query FrontDesk($date: String) {
    frontDesk(date: $date) {
      date
      arrivals {
        ...FrontDeskStay
      }
      departures {
        ...FrontDeskStay
      }
      inHouse {
        ...FrontDeskStay
      }
      cancelledOrNoShow {
        ...FrontDeskStay
      }
    }
  }
`);
