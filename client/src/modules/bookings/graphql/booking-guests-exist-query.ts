import { graphql } from '../../../gql';

/** Whether the hotel has any guest at all: the autocomplete only opens when guests exist (spec section 2). */
export const BookingGuestsExistQuery = graphql(`
  query BookingGuestsExist {
    guests(limit: 1) {
      id
    }
  }
`);
