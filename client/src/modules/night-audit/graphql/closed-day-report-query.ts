import { graphql } from '../../../gql';

/** A closed day's report as it stood at close, with who closed it: the Night Audit screen's last word. */
export const ClosedDayReportQuery = graphql(`
  query ClosedDayReport($date: String!) {
    dailyReport(date: $date) {
      ...DailyReportFigures
      closed
      closedAt
      closedBy
    }
  }
`);
