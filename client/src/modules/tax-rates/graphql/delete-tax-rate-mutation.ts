import { graphql } from '../../../gql';

export const DeleteTaxRateMutation = graphql(`
  mutation DeleteTaxRate($id: Int!, $version: Int) {
    deleteTaxRate(id: $id, version: $version) {
      message
    }
  }
`);
