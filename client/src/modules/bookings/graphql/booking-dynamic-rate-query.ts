import { graphql } from '../../../gql';

/**
 * The rates for a room type on a check-in date (spec section 4, 'Picking a room'): the strongest active
 * rate period's, else the room type's own with rateType 'standard'. Rate period changes evict it from the cache.
 */
export const BookingDynamicRateQuery = graphql(`
  query BookingDynamicRate($roomTypeId: Int!, $checkInDate: String!) {
    dynamicRate(roomTypeId: $roomTypeId, checkInDate: $checkInDate) {
      dailyRate
      weeklyRate
      monthlyRate
      rateType
      ratePeriodName
    }
  }
`);
