import { graphql } from '../../../gql';

/**
 * How a stay is priced where the rules surprise (issue 23 item 11): the dynamic rate's note for the room type,
 * check-in date, rate type and nights of an entry row.
 */
export const BookingRateNoteQuery = graphql(`
  query BookingRateNote($roomTypeId: Int!, $checkInDate: String!, $rateType: String, $nights: Int) {
    dynamicRate(roomTypeId: $roomTypeId, checkInDate: $checkInDate, rateType: $rateType, nights: $nights) {
      note
    }
  }
`);
