/**
 * A small RFC 4180 reader that remembers where each record starts: quoted fields may hold commas, quotes
 * ("") and line breaks, so a record's line is not its index. A UTF-8 byte-order mark (Excel writes one)
 * and blank lines are skipped; CRLF and LF both end a record.
 */
export interface CsvRecord {
  /** 1-based line of the file where the record starts. */
  line: number;
  cells: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
    this.name = 'CsvSyntaxError';
  }
}

export function parseCsv(text: string): CsvRecord[] {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let line = 1;
  let start = 1;
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let quoteLine = 0;
  let fieldStart = true;

  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== '') records.push({ line: start, cells });
    cells = [];
    cell = '';
    fieldStart = true;
  };

  for (let index = 0; index < input.length; index++) {
    const char = input[index]!;
    if (quoted) {
      if (char === '"') {
        if (input[index + 1] === '"') {
          cell += '"';
          index++;
        } else {
          quoted = false;
        }
      } else {
        if (char === '\n') line++;
        cell += char;
      }
      continue;
    }
    if (char === '"' && fieldStart) {
      quoted = true;
      quoteLine = line;
      fieldStart = false;
    } else if (char === '"') {
      throw new CsvSyntaxError(line, 'A quote inside an unquoted field: put the whole field in quotes and double the quote ("")');
    } else if (char === ',') {
      cells.push(cell);
      cell = '';
      fieldStart = true;
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && input[index + 1] === '\n') index++;
      endRecord();
      line++;
      start = line;
    } else {
      cell += char;
      fieldStart = false;
    }
  }
  if (quoted) throw new CsvSyntaxError(quoteLine, 'A quoted field is never closed');
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}
