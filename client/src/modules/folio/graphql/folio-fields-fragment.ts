import { graphql } from '../../../gql';

/**
 * A stay's folio as the Folio dialog shows it (its closed days marked), with its booking so that Recent Bookings
 * follows each change.
 */
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
      closed
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
      closed
    }
    adjustments {
      id
      date
      kind
      amount
      reason
      closed
    }
    nights {
      date
      nightNumber
      closed
      posted
      roomNumber
      room
      tax1
      tax2
    }
    totalCharges
    totalPayments
    balance
    pricingNote
    booking {
      ...BookingFields
    }
  }
`);
