import { graphql } from '../../../gql';

/** A problem's stay as the Front Desk's actions take it (its version, guest and room), read when it is fixed. */
export const AuditStayQuery = graphql(`
  query AuditStay($id: Int!) {
    booking(id: $id) {
      ...FrontDeskStay
    }
  }
`);
