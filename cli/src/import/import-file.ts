import type { ImportProblem, ImportRow } from '@core/hotel-import';
import { IMPORT_FIELDS, readImportRowKind, type ImportRowKind } from '@core/schemas/hotel-import.schema';
import { CsvSyntaxError, parseCsv } from './csv';
import { JsonSyntaxError, parseJsonWithLines } from './json-lines';

/**
 * Reads an import file into rows for core/hotel-import.ts, with what is wrong with its shape (an unknown
 * column, a row type nobody knows, a syntax error) as problems on their lines.
 *
 * CSV: a header row of field names. Without a `type` column every row is a hotel; with one, each row says
 * what it is (hotel, room type, room, guest) and the others name their hotel's email in a `hotel` column.
 *
 * JSON: `{ "hotels": [ ... ] }` or just the array; each hotel object may carry `roomTypes`, `rooms` and
 * `guests` arrays. This is also what `innkeep hotel export` writes.
 */
export interface ImportFile {
  rows: ImportRow[];
  problems: ImportProblem[];
}

const KIND_WORDS = 'hotel, room type, room or guest';
const CHILD_LISTS: Record<string, ImportRowKind> = { roomTypes: 'roomType', rooms: 'room', guests: 'guest' };

export function readImportFile(text: string, format: 'csv' | 'json'): ImportFile {
  try {
    return format === 'csv' ? readCsv(text) : readJson(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError || error instanceof JsonSyntaxError) {
      return { rows: [], problems: [{ line: error.line, message: error.message }] };
    }
    throw error;
  }
}

const normalise = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Column names as people write them ("Daily Rate", "zip_code") mapped to the fields. */
const COLUMNS = new Map<string, string>([
  ...[...new Set(Object.values(IMPORT_FIELDS).flat())].map((field): [string, string] => [normalise(field), field]),
  ['type', 'type'],
  ['rowtype', 'type'],
  ['hotel', 'hotel'],
  ['hotelemail', 'hotel'],
]);

function readCsv(text: string): ImportFile {
  const [header, ...records] = parseCsv(text);
  if (!header) return { rows: [], problems: [{ line: 1, message: 'The file is empty' }] };
  const problems: ImportProblem[] = [];
  const columns = header.cells.map((cell) => {
    const column = COLUMNS.get(normalise(cell));
    if (!column) problems.push({ line: header.line, message: `Unknown column ${cell.trim() || '(blank)'}` });
    return column;
  });
  if (problems.length) return { rows: [], problems };
  const hasType = columns.includes('type');

  const rows: ImportRow[] = [];
  for (const record of records) {
    if (record.cells.length > columns.length) {
      problems.push({
        line: record.line,
        message: `This row has ${record.cells.length} cells but the header has ${columns.length} columns`,
      });
      continue;
    }
    const cells: Record<string, string> = {};
    columns.forEach((column, index) => (cells[column!] = (record.cells[index] ?? '').trim()));
    const { type, hotel, ...fields } = cells;
    const kind = hasType ? readImportRowKind(type) : 'hotel';
    if (!kind) {
      problems.push({
        line: record.line,
        message: type ? `Unknown row type ${type}: use ${KIND_WORDS}` : `Say what this row is in the type column: ${KIND_WORDS}`,
      });
      continue;
    }
    rows.push(
      kind === 'hotel' ? { line: record.line, kind, fields } : { line: record.line, kind, fields, parent: { email: hotel } },
    );
  }
  return { rows, problems };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readJson(text: string): ImportFile {
  const { value, lineOf } = parseJsonWithLines(text);
  const hotels = Array.isArray(value) ? value : isObject(value) ? value.hotels : undefined;
  if (!Array.isArray(hotels)) {
    return { rows: [], problems: [{ line: 1, message: 'Expected a list of hotels: [ ... ] or { "hotels": [ ... ] }' }] };
  }
  const problems: ImportProblem[] = [];
  const rows: ImportRow[] = [];
  const lineNear = (node: unknown, fallback: number) =>
    typeof node === 'object' && node !== null ? (lineOf(node) ?? fallback) : fallback;

  for (const hotel of hotels) {
    const line = lineNear(hotel, lineNear(hotels, 1));
    if (!isObject(hotel)) {
      problems.push({ line, message: 'Each hotel must be an object of fields' });
      continue;
    }
    const fields: Record<string, unknown> = {};
    const hotelRow: ImportRow = { line, kind: 'hotel', fields };
    rows.push(hotelRow);
    for (const [key, entry] of Object.entries(hotel)) {
      const kind = CHILD_LISTS[key];
      if (!kind) {
        fields[key] = entry;
        continue;
      }
      if (!Array.isArray(entry)) {
        problems.push({ line: lineNear(entry, line), message: `${key} must be a list` });
        continue;
      }
      for (const child of entry) {
        const childLine = lineNear(child, lineNear(entry, line));
        if (isObject(child)) rows.push({ line: childLine, kind, fields: child, parent: { row: hotelRow } });
        else problems.push({ line: childLine, message: `Each entry of ${key} must be an object of fields` });
      }
    }
  }
  return { rows, problems };
}
