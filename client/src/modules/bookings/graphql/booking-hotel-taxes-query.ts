import { graphql } from '../../../gql';

/** Tax 1 and Tax 2 (spec section 9): column titles and the live totals of the entry row. */
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
      }
      tax2 {
        name
        isPercentage
        rate
        flatAmount
        applyTo
      }
    }
  }
`);
