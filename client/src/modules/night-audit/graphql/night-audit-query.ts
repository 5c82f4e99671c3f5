import { graphql } from '../../../gql';

/** Where the books stand (issue 25): the business date, what stops it from closing, and the hotel's today. */
export const NightAuditQuery = graphql(`
  query NightAudit {
    nightAudit {
      businessDate
      lastClosedDate
      today
      problems {
        kind
        bookingId
        message
      }
    }
  }
`);
