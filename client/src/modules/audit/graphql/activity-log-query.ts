import { graphql } from '../../../gql';

/** One page of the activity log, newest first, with the filters of the Activity screen; each entry's changes are one JSON value. */
export const ActivityLogQuery = graphql(`
  query ActivityLog($entity: String, $userId: Int, $from: String, $to: String, $limit: Int, $offset: Int) {
    auditLog(entity: $entity, userId: $userId, from: $from, to: $to, limit: $limit, offset: $offset) {
      total
      entries {
        id
        entity
        entityId
        action
        createdAt
        person {
          id
          name
          email
        }
        impersonatedBy {
          id
          name
          email
        }
        changes
      }
    }
  }
`);
