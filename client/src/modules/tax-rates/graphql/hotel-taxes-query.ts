import { graphql } from '../../../gql';

/**
 * The hotel's Tax 1 and Tax 2 (spec section 9) for the booking screen and reports: names, column titles
 * such as 'Occupancy Tax (8.3%)', and each tax's rate or flat amount. Tax rate changes evict it from the cache.
 */
export const HotelTaxesQuery = graphql(`
  query HotelTaxes {
    hotelTaxes {
      tax1Name
      tax2Name
      tax1Label
      tax2Label
      tax1 {
        name
        isPercentage
        rate
        percent
        flatAmount
        applyTo
        label
      }
      tax2 {
        name
        isPercentage
        rate
        percent
        flatAmount
        applyTo
        label
      }
    }
  }
`);
