import { graphql } from '../../../gql';

/** The hotel's people, for the Activity screen's person filter. */
export const ActivityPeopleQuery = graphql(`
  query ActivityPeople {
    people {
      id
      name
      active
    }
  }
`);
