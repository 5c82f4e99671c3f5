import { graphql } from '../../../gql';

/** A day's figures as the Daily Report card and the Night Audit's closed day show them. */
export const DailyReportFiguresFragment = graphql(`
  fragment DailyReportFigures on DailyReport {
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
`);

/** A stay of a day's lists (arrivals, departures, in house), by name. */
export const DailyReportStayFragment = graphql(`
  fragment DailyReportStay on DailyReportStay {
    bookingId
    guest
    roomNumber
    checkInDate
    checkOutDate
    balance
  }
`);
