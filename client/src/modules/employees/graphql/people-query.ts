import { graphql } from '../../../gql';

/** The hotel's people: who signs in, with which role. */
export const PeopleQuery = graphql(`
  query People {
    people {
      ...PersonFields
    }
  }
`);
