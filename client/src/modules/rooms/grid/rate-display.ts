import { formatUsd, parseMoney } from '@core/money';

/** A rate as people read it: "129.00" -> "$129.00"; 'N/A' for a room without a type. */
export function displayRate(rate: string | null | undefined): string {
  if (rate === null || rate === undefined || rate === '') return 'N/A';
  return formatUsd(parseMoney(rate));
}
