import { graphql } from '../../../gql';

/** The close of one day, for the Reports tab's Daily Report card: its figures and its stays by name. */
export const DailyReportQuery = graphql(`
  query DailyReport($date: String!) {
    dailyReport(date: $date) {
      ...DailyReportFigures
      arrivalStays {
        ...DailyReportStay
      }
      departureStays {
        ...DailyReportStay
      }
      inHouseStays {
        ...DailyReportStay
      }
    }
  }
`);
