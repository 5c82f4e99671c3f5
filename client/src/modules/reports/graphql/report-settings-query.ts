import { graphql } from '../../../gql';

/** The settings the reports tab reads: the hotel's name for the Report Information card, its timezone for 'this year'. */
export const ReportSettingsQuery = graphql(`
  query ReportSettings {
    settings {
      key
      value
    }
  }
`);
