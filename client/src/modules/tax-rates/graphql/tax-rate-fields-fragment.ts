import { graphql } from '../../../gql';

/** A tax rate as the Tax Rates tab shows and edits it, as in force today, and its changes from later dates. */
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
    longStay {
      nights
      mode
      agreementExempts
      earlyDepartureDue
    }
    scheduled {
      effectiveFrom
      name
      rate
      isPercentage
      flatAmount
      applyTo
      isActive
      sortOrder
      longStay {
        nights
        mode
        agreementExempts
        earlyDepartureDue
      }
    }
  }
`);
