import { graphql } from '../../../gql';

export const CreateTaxRateMutation = graphql(`
  mutation CreateTaxRate($input: TaxRateInput!) {
    createTaxRate(input: $input) {
      ...TaxRateFields
    }
  }
`);
