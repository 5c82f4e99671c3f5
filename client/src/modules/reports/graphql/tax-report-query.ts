import { graphql } from '../../../gql';

/** The Tax view: a month's room revenue by tax, taxable and exempt by reason, and the exempt stays. */
export const TaxReportQuery = graphql(`
  query TaxReport($month: String!) {
    taxReport(month: $month) {
      month
      byTax {
        taxRateId
        name
        roomRevenue
        taxableRevenue
        exemptRevenue {
          monthlyRate
          longStay
          agreement
        }
        taxCharged
        refunds
        due
      }
      exemptStays {
        bookingId
        guest
        room
        nights
        exemptRevenue
        reason
      }
    }
  }
`);
