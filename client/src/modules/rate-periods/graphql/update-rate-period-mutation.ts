import { graphql } from '../../../gql';

export const UpdateRatePeriodMutation = graphql(`
  mutation UpdateRatePeriod($id: Int!, $input: RatePeriodInput!) {
    updateRatePeriod(id: $id, input: $input) {
      ...RatePeriodFields
    }
  }
`);
