import { graphql } from '../../../gql';

/** Withdraws the values a tax rate was to take from a later date. */
export const WithdrawScheduledTaxRateMutation = graphql(`
  mutation WithdrawScheduledTaxRate($id: Int!, $effectiveFrom: String!, $version: Int) {
    withdrawScheduledTaxRate(id: $id, effectiveFrom: $effectiveFrom, version: $version) {
      ...TaxRateFields
    }
  }
`);
