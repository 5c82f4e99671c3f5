import { graphql } from '../../../gql';

/** A room type as the Room Types tab shows and edits it; rates are money text "79.99", and those scheduled from a later date. */
export const RoomTypeFieldsFragment = graphql(`
  fragment RoomTypeFields on RoomType {
    id
    version
    name
    dailyRate
    weeklyRate
    monthlyRate
    scheduled {
      effectiveFrom
      dailyRate
      weeklyRate
      monthlyRate
    }
  }
`);
