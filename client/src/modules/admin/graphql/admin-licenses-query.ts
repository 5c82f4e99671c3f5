import { graphql } from '../../../gql';

/** A page of licences (newest first), and how many there are in all and active. */
export const AdminLicensesQuery = graphql(`
  query AdminLicenses($limit: Int, $offset: Int) {
    adminLicenses(limit: $limit, offset: $offset) {
      ...LicenceFields
    }
    adminLicenceCounts {
      total
      active
    }
  }
`);
