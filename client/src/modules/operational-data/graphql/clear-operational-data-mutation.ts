import { graphql } from '../../../gql';

export const ClearOperationalDataMutation = graphql(`
  mutation ClearOperationalData {
    clearOperationalData {
      message
      backup
    }
  }
`);
