import { graphql } from '../../../gql';

/** A tax rate as the Tax Rates tab shows and edits it. */
export const TaxRateFieldsFragment = graphql(`
  fragment TaxRateFields on TaxRate {
    id
    version
    name
    rate
    isPercentage
    flatAmount
    applyTo
    isActive
    sortOrder
  }
`);
