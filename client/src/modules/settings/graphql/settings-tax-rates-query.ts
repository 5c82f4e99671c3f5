import { graphql } from '../../../gql';

/** Whether the Tax Rates tab has rates: those win over the two taxes of the financial settings. */
export const SettingsTaxRatesQuery = graphql(`
  query SettingsTaxRates {
    taxRates {
      id
      isActive
    }
  }
`);
