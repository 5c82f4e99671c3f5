import { graphql } from '../../../gql';

/** Marks the set-up wizard done for the hotel (setup_completed = '1'), whoever's browser it was done in. */
export const CompleteSetupMutation = graphql(`
  mutation CompleteSetup {
    updateSettings(input: [{ key: "setup_completed", value: "1" }]) {
      key
      value
    }
  }
`);
