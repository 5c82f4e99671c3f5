import { graphql } from '../../../gql';

/** The hotel's settings, read for setup_completed: whether this hotel finished or skipped the set-up wizard. */
export const SetupCompletedQuery = graphql(`
  query SetupCompleted {
    settings {
      key
      value
    }
  }
`);
