import { graphql } from '../../../gql';

/** Imported events over stays, not over yet and not dismissed: the dashboard's and the Front Desk's warning. */
export const CalendarConflictsQuery = graphql(`
  query CalendarConflicts {
    calendarConflicts {
      message
      blockId
      bookingId
      roomNumber
      guestName
    }
  }
`);
