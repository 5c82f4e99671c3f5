import { graphql } from '../../../gql';

/** Room blocks touching [from, to), either side open; with neither, those not over yet. */
export const RoomBlocksQuery = graphql(`
  query RoomBlocks($from: String, $to: String) {
    roomBlocks(from: $from, to: $to) {
      id
      roomId
      roomNumber
      startDate
      endDate
      nights
      reason
      kind
    }
  }
`);
