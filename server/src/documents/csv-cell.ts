/**
 * A text cell as RFC 4180 wants it, and safe to open: a value a spreadsheet would take for a formula
 * (=, +, -, @ first; a tax name is free text) is prefixed with an apostrophe.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
