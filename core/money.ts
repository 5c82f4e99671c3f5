import { invalidInput } from './errors';

/**
 * Money is a whole number of cents. The brand keeps a plain number (a dollar amount, a count) from being
 * passed where cents are meant; floating-point arithmetic never touches it.
 */
export type Cents = number & { readonly __brand: 'Cents' };

const MONEY_MESSAGE = 'Amount must be a number with at most 2 decimals';

/** Brands a whole number of cents; anything else is a programming or input error. */
export function cents(n: number): Cents {
  if (!Number.isSafeInteger(n)) throw invalidInput('Amount must be a whole number of cents');
  // -0 would print as "0.00" anyway, but Object.is and toEqual tell it apart from 0.
  return (n === 0 ? 0 : n) as Cents;
}

export const ZERO: Cents = cents(0);

// Sign, whole part, and at most two decimals; trailing zeros past the second decimal are harmless ("12.500").
const MONEY_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * Parses "12", "12.3", "12.34", ".5", "-0" or the number 12.34 into cents, digit by digit. Numbers go
 * through String(n), so 0.1 + 0.2 (0.30000000000000004) and exponent forms (1e21, 1e-7) are rejected.
 * Negative amounts parse; schemas decide where they are allowed.
 */
export function parseMoney(value: string | number): Cents {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw invalidInput(MONEY_MESSAGE);
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    throw invalidInput(MONEY_MESSAGE);
  }
  const match = MONEY_PATTERN.exec(text);
  if (!match) throw invalidInput(MONEY_MESSAGE);
  const [, sign, whole = '', rawFraction] = match;
  const fraction = (rawFraction ?? '').replace(/0+$/, '');
  if (whole === '' && (rawFraction === undefined || rawFraction === '')) throw invalidInput(MONEY_MESSAGE);
  if (fraction.length > 2) throw invalidInput(MONEY_MESSAGE);
  const magnitude = BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0'));
  if (magnitude > BigInt(Number.MAX_SAFE_INTEGER)) throw invalidInput('Amount is too large');
  const amount = Number(magnitude);
  return cents(sign === '-' ? -amount : amount);
}

/** "1234.50", "-5.00": the wire format for money (no thousands separator). */
export function formatMoney(c: Cents): string {
  const negative = c < 0;
  const magnitude = Math.abs(c);
  const whole = Math.floor(magnitude / 100);
  const fraction = String(magnitude % 100).padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** "$1,234.50", "-$5.00": for people (reports, print-outs). */
export function formatUsd(c: Cents): string {
  const negative = c < 0;
  const [whole = '0', fraction = '00'] = formatMoney(cents(Math.abs(c))).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}$${grouped}.${fraction}`;
}

/** A booking's balance as shown: "$339.00" while due, "Credit $151.21" when the guest paid more than the total. */
export function formatBalance(c: Cents): string {
  return c < 0 ? `Credit ${formatUsd(cents(-c))}` : formatUsd(c);
}

export function addMoney(...amounts: Cents[]): Cents {
  return sumMoney(amounts);
}

export function subtractMoney(a: Cents, b: Cents): Cents {
  return checked(a - b);
}

/** Cents times a whole factor (nights, weeks, quantities). */
export function multiplyCents(c: Cents, integerFactor: number): Cents {
  if (!Number.isSafeInteger(integerFactor)) throw invalidInput('Factor must be a whole number');
  return checked(c * integerFactor);
}

export function sumMoney(list: readonly Cents[]): Cents {
  let total = 0;
  // Checked at each step: past 2^53 a sum loses cents silently.
  for (const amount of list) total = checked(total + amount);
  return cents(total);
}

function checked(n: number): Cents {
  if (!Number.isSafeInteger(n)) throw invalidInput('Amount is too large');
  return cents(n);
}
