import { graphql } from '../../../gql';

export const StopImpersonationMutation = graphql(`
  mutation StopImpersonation {
    stopImpersonation {
      message
    }
  }
`);
