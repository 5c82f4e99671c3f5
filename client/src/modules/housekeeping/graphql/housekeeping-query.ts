import { graphql } from '../../../gql';

/** The Housekeeping screen's rooms: status, note, who leaves or comes today (the hotel's today), who is in. */
export const HousekeepingQuery = graphql(`
  query Housekeeping {
    housekeeping {
      roomId
      roomNumber
      roomTypeName
      version
      housekeepingStatus
      housekeepingNote
      departsToday
      arrivesToday
      occupied
    }
  }
`);
