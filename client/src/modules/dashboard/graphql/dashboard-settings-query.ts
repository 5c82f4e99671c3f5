import { graphql } from '../../../gql';

/** The settings the dashboard reads: the hotel's timezone decides which day is today. */
export const DashboardSettingsQuery = graphql(`
  query DashboardSettings {
    settings {
      key
      value
    }
  }
`);
