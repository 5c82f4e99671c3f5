/**
 * The tax-rates module's front door: what other modules, the rest of the server and the CLI may use.
 * Re-exports only; everything else in this folder is the module's own (docs/conventions.md, "Who may import whom").
 */
export {
  datedHotelTaxes,
  loadHotelTaxes,
  taxRateLikeOf,
  TAX_RATE_COLUMNS,
  TAX_RATE_ORDER,
  taxRateChangesSql,
  type TaxRateRow,
} from './hotel-taxes.service';
export { type TaxRateChangeRow } from './tax-rate-values';
export { TaxRate } from './tax-rate.entity';
export { TaxRateChange } from './tax-rate-change.entity';
