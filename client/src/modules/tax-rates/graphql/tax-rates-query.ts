import { graphql } from '../../../gql';

export const TaxRatesQuery = graphql(`
  query TaxRates {
    taxRates {
      ...TaxRateFields
    }
  }
`);
