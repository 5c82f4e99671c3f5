import { graphql } from '../../../gql';

export const RatePeriodsQuery = graphql(`
  query RatePeriods {
    ratePeriods {
      ...RatePeriodFields
    }
  }
`);
