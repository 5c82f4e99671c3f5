import { graphql } from '../../../gql';

export const DeleteRatePeriodMutation = graphql(`
  mutation DeleteRatePeriod($id: Int!) {
    deleteRatePeriod(id: $id) {
      message
    }
  }
`);
