import { graphql } from '../../../gql';

/** Give sign-in: the server mails the person a link to set their password. */
export const InvitePersonMutation = graphql(`
  mutation InvitePerson($input: PersonInviteInput!) {
    invitePerson(input: $input) {
      ...PersonFields
    }
  }
`);
