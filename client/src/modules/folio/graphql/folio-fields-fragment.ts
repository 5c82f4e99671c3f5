import { graphql } from '../../../gql';

/** A stay's folio as the Folio dialog shows it, with its booking so that Recent Bookings follows each change. */
export const FolioFieldsFragment = graphql(`
  fragment FolioFields on Folio {
    bookingId
    charges {
      id
      date
      description
      kind
      amount
      voided
      voidedAt
      voidedBy
    }
    payments {
      id
      date
      method
      amount
      reference
      voided
      voidedAt
      voidedBy
    }
    totalCharges
    totalPayments
    balance
    booking {
      ...BookingFields
    }
  }
`);
