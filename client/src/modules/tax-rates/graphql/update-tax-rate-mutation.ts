import { graphql } from '../../../gql';

export const UpdateTaxRateMutation = graphql(`
  mutation UpdateTaxRate($id: Int!, $input: TaxRateInput!) {
    updateTaxRate(id: $id, input: $input) {
      ...TaxRateFields
    }
  }
`);
