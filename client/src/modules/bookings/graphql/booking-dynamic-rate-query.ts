import { graphql } from '../../../gql';

/** The rates for a room type on a check-in date: a rate period's, else the room type's own. */
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
