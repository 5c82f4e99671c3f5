import { graphql } from '../../../gql';

/** A rate period as the Rate Periods tab shows and edits it. */
export const RatePeriodFieldsFragment = graphql(`
  fragment RatePeriodFields on RatePeriod {
    id
    version
    roomTypeId
    roomTypeName
    name
    rateType
    priority
    dailyRate
    weeklyRate
    monthlyRate
    daysOfWeek
    startDate
    endDate
    specificDates
    description
    isActive
  }
`);
