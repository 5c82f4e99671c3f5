import { graphql } from '../../../gql';

/** The room types a period can be for, with the rates the form prefills from. */
export const RatePeriodRoomTypesQuery = graphql(`
  query RatePeriodRoomTypes {
    roomTypes {
      id
      name
      dailyRate
      weeklyRate
      monthlyRate
    }
  }
`);
