import { graphql } from '../../../gql';

/** Guests by name, one page (`limit`) from `offset`. */
export const GuestsQuery = graphql(`
  query Guests($limit: Int, $offset: Int) {
    guests(limit: $limit, offset: $offset) {
      ...GuestFields
    }
  }
`);
