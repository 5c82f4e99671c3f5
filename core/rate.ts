import { invalidInput } from './errors';
import { cents } from './money';
import type { Cents } from './money';

/**
 * A tax rate as an exact decimal fraction in millionths: 0.0825 is 82500 micros. Six decimals hold any
 * percentage typed with up to four decimals; bigint keeps cents × micros exact however large.
 */
export type Rate = { readonly micros: bigint };

export const MICROS_PER_UNIT = 1_000_000n;
const MICROS_PER_PERCENT = 10_000n;

const RATE_MESSAGE = 'Tax rate must be a fraction between 0 and 1';
const PERCENT_MESSAGE = 'Tax rate must be a percentage between 0 and 100 with at most 4 decimals';

export const ZERO_RATE: Rate = Object.freeze({ micros: 0n });

/** Parses a fraction such as "0.0825", "0.08", 0.05 or "1" (0 ≤ rate ≤ 1, at most 6 decimals). */
export function parseRate(value: string | number): Rate {
  const micros = parseScaled(value, 6, RATE_MESSAGE);
  if (micros < 0n || micros > MICROS_PER_UNIT) throw invalidInput(RATE_MESSAGE);
  return { micros };
}

/** "8.25" (percent, as the tax form shows it) becomes the fraction 0.0825. */
export function rateFromPercent(value: string | number): Rate {
  // A percent with four decimals, scaled by 10^4, is the fraction in millionths: 8.25% → 82500.
  const micros = parseScaled(value, 4, PERCENT_MESSAGE);
  if (micros < 0n || micros > 100n * MICROS_PER_PERCENT) throw invalidInput(PERCENT_MESSAGE);
  return { micros };
}

/** The stored fraction: "0.08", "0.0825", "1.00", "0.00" (at least 2 decimals, no trailing zeros beyond). */
export function formatRate(r: Rate): string {
  const whole = r.micros / MICROS_PER_UNIT;
  const fraction = (r.micros % MICROS_PER_UNIT).toString().padStart(6, '0').replace(/0+$/, '').padEnd(2, '0');
  return `${whole}.${fraction}`;
}

/** The rate as a percent with a fixed number of decimals (0 to 4), rounded half-up: 0.0825 → "8.25" or "8.3". */
export function formatPercent(r: Rate, decimals = 2): string {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 4) {
    throw invalidInput('Percent decimals must be a whole number from 0 to 4');
  }
  const unit = 10n ** BigInt(4 - decimals);
  const scaled = roundHalfUpDiv(r.micros, unit);
  const scale = 10n ** BigInt(decimals);
  const whole = scaled / scale;
  if (decimals === 0) return whole.toString();
  const fraction = (scaled % scale).toString().padStart(decimals, '0');
  return `${whole}.${fraction}`;
}

/** c × r rounded half-up to the cent, exactly. */
export function applyRate(c: Cents, r: Rate): Cents {
  return toCents(roundHalfUpDiv(BigInt(c) * r.micros, MICROS_PER_UNIT));
}

export function addRates(...rates: Rate[]): Rate {
  return { micros: rates.reduce((sum, r) => sum + r.micros, 0n) };
}

/**
 * numerator / denominator rounded to the nearest integer, halves away from zero (so -2.5 → -3, the mirror
 * of 2.5 → 3): the one rounding rule for money.
 */
export function roundHalfUpDiv(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw invalidInput('Cannot divide by zero');
  if (denominator < 0n) return roundHalfUpDiv(-numerator, -denominator);
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const quotient = (magnitude * 2n + denominator) / (denominator * 2n);
  return negative ? -quotient : quotient;
}

/** A bigint count of cents back into Cents, refusing what a number cannot hold exactly. */
export function toCents(value: bigint): Cents {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw invalidInput('Amount is too large');
  }
  return cents(Number(value));
}

/** A decimal string or number scaled to an integer with `scale` decimals; exponents and excess digits refused. */
function parseScaled(value: string | number, scale: number, message: string): bigint {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw invalidInput(message);
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    throw invalidInput(message);
  }
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match) throw invalidInput(message);
  const [, sign, whole = '', rawFraction] = match;
  if (whole === '' && !rawFraction) throw invalidInput(message);
  const fraction = (rawFraction ?? '').replace(/0+$/, '');
  if (fraction.length > scale) throw invalidInput(message);
  if (whole.length > 15) throw invalidInput(message);
  const magnitude = BigInt(whole || '0') * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0') || '0');
  return sign === '-' ? -magnitude : magnitude;
}
