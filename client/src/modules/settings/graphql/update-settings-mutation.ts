import { graphql } from '../../../gql';

/** Saves the keys the Hotel Information form edits; one bad key changes nothing. Answers every setting. */
export const UpdateSettingsMutation = graphql(`
  mutation UpdateSettings($input: [SettingInput!]!) {
    updateSettings(input: $input) {
      key
      value
    }
  }
`);
