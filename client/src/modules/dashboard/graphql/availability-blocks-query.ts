import { graphql } from '../../../gql';

/** The availability board's room blocks: those touching [from, to), drawn as out-of-order bars. */
export const AvailabilityBlocksQuery = graphql(`
  query AvailabilityBlocks($from: String!, $to: String!) {
    roomBlocks(from: $from, to: $to) {
      id
      roomId
      startDate
      endDate
      reason
    }
  }
`);
