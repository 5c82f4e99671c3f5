import { graphql } from '../../../gql';

/** A stay as a Front Desk row shows it. */
export const FrontDeskStayFragment = graphql(`
  fragment FrontDeskStay on Booking {
    id
    room {
      id
      roomNumber
    }
    guest
    checkInDate
    checkOutDate
    nights
    rateType
    grandTotal
    balance
    paymentMethod
    stayStatus
    autoRenew
    renewalError
    version
  }
`);
