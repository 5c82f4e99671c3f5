import { graphql } from '../../../gql';

/** A room with its type's rates, as the Rooms tab (and the booking room picker) shows it. */
export const RoomFieldsFragment = graphql(`
  fragment RoomFields on Room {
    id
    version
    roomNumber
    roomTypeId
    roomType {
      ...RoomTypeFields
    }
  }
`);
