import { graphql } from '../../../gql';

/** Withdraws the rates a room type was to take from a later date. */
export const WithdrawScheduledRoomTypeRatesMutation = graphql(`
  mutation WithdrawScheduledRoomTypeRates($id: Int!, $effectiveFrom: String!, $version: Int) {
    withdrawScheduledRoomTypeRates(id: $id, effectiveFrom: $effectiveFrom, version: $version) {
      ...RoomTypeFields
    }
  }
`);
