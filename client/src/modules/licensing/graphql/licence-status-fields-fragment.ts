import { graphql } from '../../../gql';

/** The hotel's licence as the header, the licence card and the setup wizard read it. */
export const LicenceStatusFieldsFragment = graphql(`
  fragment LicenceStatusFields on LicenceStatus {
    label
    licensed
    expired
    daysLeft
    transactionsLeft
    expiredReason
    licenceKey
    installationDate
    expirationDate
    transactionCount
    transactionLimit
  }
`);
