import { graphql } from '../../../gql';

export const DeleteRatePeriodMutation = graphql(`
  mutation DeleteRatePeriod($id: Int!, $version: Int) {
    deleteRatePeriod(id: $id, version: $version) {
      message
    }
  }
`);
