import { graphql } from '../../../gql';

/** A booking as the Bookings screen shows and edits it (spec section 3). */
export const BookingFieldsFragment = graphql(`
  fragment BookingFields on Booking {
    id
    roomId
    room {
      id
      roomNumber
      roomTypeName
    }
    guest
    guestId
    checkInDate
    rateType
    nights
    checkOutDate
    dailyWeeklyAmount
    monthlyAmount
    subtotal
    taxAmount
    resortFee
    grandTotal
    extras
    paidAmount
    balance
    paymentMethod
    status
    stayStatus
    source
    longStayAgreement
    autoRenew
    renewalError
    version
  }
`);
