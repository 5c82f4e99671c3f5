import { formatMoney } from '@core/money';
import { csvCell } from '../../documents/csv-cell';
import type { Ledger, LedgerKind } from './ledger.service';

export interface LedgerLineDto {
  id: number;
  date: string;
  bookingId: number;
  roomNumber: string;
  guest: string;
  kind: LedgerKind;
  description: string;
  amount: string;
}

export interface LedgerDto {
  lines: LedgerLineDto[];
  totals: { room: string; tax1: string; tax2: string; extras: string; adjustments: string; payments: string };
}

export function toLedgerDto(ledger: Ledger): LedgerDto {
  const { totals } = ledger;
  return {
    lines: ledger.lines.map((line) => ({ ...line, amount: formatMoney(line.amount) })),
    totals: {
      room: formatMoney(totals.room),
      tax1: formatMoney(totals.tax1),
      tax2: formatMoney(totals.tax2),
      extras: formatMoney(totals.extras),
      adjustments: formatMoney(totals.adjustments),
      payments: formatMoney(totals.payments),
    },
  };
}

const HEADER = ['Line', 'Date', 'Booking', 'Room', 'Guest', 'Kind', 'Description', 'Amount'];

/**
 * GET /api/hotel/ledger.csv: the ledger's lines as data, as the reports' CSV (UTF-8 with a byte-order mark,
 * CRLF). Text cells are formula-safe; amounts are plain numbers ("-25.00") so a spreadsheet adds them.
 */
export function buildLedgerCsv(ledger: LedgerDto): string {
  const rows = ledger.lines.map((line) =>
    [String(line.id), line.date, String(line.bookingId), line.roomNumber, line.guest, line.kind, line.description]
      .map(csvCell)
      .concat(line.amount),
  );
  return `\uFEFF${[HEADER, ...rows].map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}
