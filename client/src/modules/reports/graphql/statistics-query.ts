import { graphql } from '../../../gql';

/**
 * The Statistics view: a row for every day or month of [from, to] and their totals, by the night, and the
 * channel mix (room-nights and revenue by booking source). (A row and the totals are two GraphQL types without
 * a shared interface, so each names its fields.)
 */
export const StatisticsQuery = graphql(`
  query Statistics($from: String!, $to: String!, $groupBy: String) {
    statistics(from: $from, to: $to, groupBy: $groupBy) {
      rows {
        period
        roomsAvailable
        roomsSold
        outOfOrder
        occupancy
        adr
        revpar
        roomRevenue
        tax1
        tax2
        extras
        closed
      }
      totals {
        roomsAvailable
        roomsSold
        outOfOrder
        occupancy
        adr
        revpar
        roomRevenue
        tax1
        tax2
        extras
        closed
      }
      channelMix {
        source
        roomNights
        roomNightsShare
        roomRevenue
        roomRevenueShare
      }
    }
  }
`);
