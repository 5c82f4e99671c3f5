import { graphql } from '../../../gql';

/**
 * Tax 1 and Tax 2 (spec section 9): column titles and the live totals of the entry row; and as they will be
 * from later dates (issue 26), for a row checking in then.
 */
export const BookingHotelTaxesQuery = graphql(`
  query BookingHotelTaxes {
    hotelTaxes {
      tax1Name
      tax2Name
      tax1Label
      tax2Label
      tax1 {
        name
        isPercentage
        rate
        flatAmount
        applyTo
        longStay {
          nights
          mode
          agreementExempts
          earlyDepartureDue
        }
      }
      tax2 {
        name
        isPercentage
        rate
        flatAmount
        applyTo
        longStay {
          nights
          mode
          agreementExempts
          earlyDepartureDue
        }
      }
      scheduled {
        effectiveFrom
        tax1Name
        tax2Name
        tax1 {
          name
          isPercentage
          rate
          flatAmount
          applyTo
          longStay {
            nights
            mode
            agreementExempts
            earlyDepartureDue
          }
        }
        tax2 {
          name
          isPercentage
          rate
          flatAmount
          applyTo
          longStay {
            nights
            mode
            agreementExempts
            earlyDepartureDue
          }
        }
      }
    }
  }
`);
