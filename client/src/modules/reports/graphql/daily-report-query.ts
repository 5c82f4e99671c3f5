import { graphql } from '../../../gql';

/** The close of one day (issue 14), for the Reports tab's Daily Report card. */
export const DailyReportQuery = graphql(`
  query DailyReport($date: String!) {
    dailyReport(date: $date) {
      date
      arrivals
      departures
      inHouse
      occupancyRate
      roomRevenue
      taxes
      extras
      paymentsByMethod {
        method
        amount
      }
      totalPayments
    }
  }
`);
