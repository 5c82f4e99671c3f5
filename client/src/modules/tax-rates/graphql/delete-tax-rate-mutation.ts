import { graphql } from '../../../gql';

export const DeleteTaxRateMutation = graphql(`
  mutation DeleteTaxRate($id: Int!) {
    deleteTaxRate(id: $id) {
      message
    }
  }
`);
