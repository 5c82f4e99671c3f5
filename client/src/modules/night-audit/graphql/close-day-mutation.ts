import { graphql } from '../../../gql';

/** Closes one ended day; refused with the day's problems (extensions.problems) while stays are left hanging. */
export const CloseDayMutation = graphql(`
  mutation CloseDay($date: String!) {
    closeDay(date: $date) {
      date
      closed
    }
  }
`);
