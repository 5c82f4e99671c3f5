import { graphql } from '../../../gql';

export const LicenceQuery = graphql(`
  query Licence {
    licence {
      ...LicenceStatusFields
    }
  }
`);
