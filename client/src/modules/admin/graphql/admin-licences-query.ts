import { graphql } from '../../../gql';

/** A page of licences (newest first), and how many there are in all and active. */
export const AdminLicencesQuery = graphql(`
  query AdminLicences($limit: Int, $offset: Int) {
    adminLicences(limit: $limit, offset: $offset) {
      ...LicenceFields
    }
    adminLicenceCounts {
      total
      active
    }
  }
`);
