import { graphql } from '../../../gql';

/** Turns a sign-in off: the person's sessions end at once, their history stays. */
export const DeactivatePersonMutation = graphql(`
  mutation DeactivatePerson($id: Int!) {
    deactivatePerson(id: $id) {
      message
    }
  }
`);
