import { graphql } from '../../../gql';

/** The Financial Reports tab: one year's monthly table and its quarters, money as "0.00" strings. */
export const FinancialReportQuery = graphql(`
  query FinancialReport($year: Int!) {
    monthlyReport(year: $year) {
      year
      tax1Name
      tax2Name
      months {
        month
        taxable
        nonTaxable
        subtotal
        tax1
        tax2
        grandTotal
      }
      totalTaxable
      totalNonTaxable
      totalSubtotal
      totalTax1
      totalTax2
      totalGrandTotal
      totalExtras
      totalWithExtras
    }
    quarterlyReport(year: $year) {
      year
      quarters {
        quarter
        taxable
        nonTaxable
        subtotal
        tax1
        tax2
        grandTotal
      }
      totalGrandTotal
    }
  }
`);
