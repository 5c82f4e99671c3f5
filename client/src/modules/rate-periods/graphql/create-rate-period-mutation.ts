import { graphql } from '../../../gql';

export const CreateRatePeriodMutation = graphql(`
  mutation CreateRatePeriod($input: RatePeriodInput!) {
    createRatePeriod(input: $input) {
      ...RatePeriodFields
    }
  }
`);
