import { graphql } from '../../../gql';

export const FolioQuery = graphql(`
  query Folio($bookingId: Int!) {
    folio(bookingId: $bookingId) {
      ...FolioFields
    }
  }
`);
