import { graphql } from '../../../gql';

/** A new role, or a sign-in turned on again (active: true). */
export const UpdatePersonMutation = graphql(`
  mutation UpdatePerson($id: Int!, $input: PersonUpdateInput!) {
    updatePerson(id: $id, input: $input) {
      ...PersonFields
    }
  }
`);
