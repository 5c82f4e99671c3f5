import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, parseCsv } from './csv';
import { readImportFile } from './import-file';
import { JsonSyntaxError, parseJsonWithLines, TOO_DEEP_MESSAGE } from './json-lines';

describe('parseCsv', () => {
  it('reads quoted fields with commas, quotes and line breaks, and remembers where each record starts', () => {
    const text = '\uFEFFname,notes\r\n"Lee, Ann","says ""hi"""\r\n\r\nBo,"two\nlines"\nCy,\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['name', 'notes'] },
      { line: 2, cells: ['Lee, Ann', 'says "hi"'] },
      { line: 4, cells: ['Bo', 'two\nlines'] },
      { line: 6, cells: ['Cy', ''] },
    ]);
  });

  it('reads a last record without a line break', () => {
    expect(parseCsv('a,b\n1,2')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1', '2'] },
    ]);
  });

  it.each([
    ['a,b\n1,"2\n3\n', 2, 'A quoted field is never closed'],
    ['a,b\n1,x"y"\n', 2, 'A quote inside an unquoted field: put the whole field in quotes and double the quote ("")'],
  ])('refuses %j at line %i', (text, line, message) => {
    expect(() => parseCsv(text)).toThrow(message);
    try {
      parseCsv(text);
    } catch (error) {
      expect(error).toBeInstanceOf(CsvSyntaxError);
      expect((error as CsvSyntaxError).line).toBe(line);
    }
  });
});

describe('parseJsonWithLines', () => {
  it('parses as JSON.parse does and tells where each object and array starts', () => {
    const text =
      '{\n  "hotels": [\n    { "name": "A", "n": -1.5e2, "ok": true, "x": null },\n    {\n      "name": "B\\u00e9"\n    }\n  ]\n}\n';
    const { value, lineOf } = parseJsonWithLines(text);
    expect(value).toEqual(JSON.parse(text));
    const hotels = (value as { hotels: object[] }).hotels;
    expect(lineOf(value as object)).toBe(1);
    expect(lineOf(hotels)).toBe(2);
    expect(hotels.map(lineOf)).toEqual([3, 4]);
  });

  it.each([
    ['{\n  "a": 1,\n}', 3, "Expected a field name in quotes but found '}'"],
    ['[1,\n2\n', 3, "Expected ']' but found the end of the file"],
    ['{"a": tru}', 1, "Unexpected 't'"],
    ['{"a": "open}', 1, 'A string is not closed, or holds a character JSON does not allow'],
    ['[] []', 1, "Unexpected '[' after the end of the JSON value"],
    [`[\n${'['.repeat(64)}${']'.repeat(64)}]`, 2, TOO_DEEP_MESSAGE],
  ])('refuses %j at line %i', (text, line, message) => {
    try {
      parseJsonWithLines(text);
      expect.fail('should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(JsonSyntaxError);
      expect(error).toMatchObject({ line, message });
    }
  });
});

describe('readImportFile', () => {
  it('reads a CSV of hotels only when there is no type column', () => {
    const file = readImportFile('Name,E-mail,Zip Code\nCreek Inn,creek@example.com,94105\n', 'csv');
    expect(file).toEqual({
      problems: [],
      rows: [{ line: 2, kind: 'hotel', fields: { name: 'Creek Inn', email: 'creek@example.com', zipCode: '94105' } }],
    });
  });

  it('reads typed CSV rows, child rows naming their hotel', () => {
    const file = readImportFile('type,hotel,roomNumber\nroom,creek@example.com,101\nRoom Type,creek@example.com,\n', 'csv');
    expect(file.problems).toEqual([]);
    expect(file.rows).toEqual([
      { line: 2, kind: 'room', fields: { roomNumber: '101' }, parent: { email: 'creek@example.com' } },
      { line: 3, kind: 'roomType', fields: { roomNumber: '' }, parent: { email: 'creek@example.com' } },
    ]);
  });

  it('reports the shape of a CSV: unknown columns, unknown row types, extra cells', () => {
    expect(readImportFile('name,email,fax\n', 'csv').problems).toEqual([{ line: 1, message: 'Unknown column fax' }]);
    expect(readImportFile('', 'csv').problems).toEqual([{ line: 1, message: 'The file is empty' }]);
    expect(readImportFile('type,name\nspa,x\n,y\nhotel,a,b\n', 'csv').problems).toEqual([
      { line: 2, message: 'Unknown row type spa: use hotel, room type, room or guest' },
      { line: 3, message: 'Say what this row is in the type column: hotel, room type, room or guest' },
      { line: 4, message: 'This row has 3 cells but the header has 2 columns' },
    ]);
    expect(readImportFile('name\n"open\n', 'csv').problems).toEqual([{ line: 2, message: 'A quoted field is never closed' }]);
  });

  it('reads JSON hotels with nested room types, rooms and guests, each with its line', () => {
    const text = JSON.stringify(
      {
        hotels: [
          {
            name: 'Creek Inn',
            email: 'c@example.com',
            rooms: [{ roomNumber: '1' }],
            guests: [{ firstName: 'A', lastName: 'B' }],
          },
        ],
      },
      null,
      2,
    );
    const file = readImportFile(text, 'json');
    expect(file.problems).toEqual([]);
    const [hotel, room, guest] = file.rows;
    expect(hotel).toEqual({ line: 3, kind: 'hotel', fields: { name: 'Creek Inn', email: 'c@example.com' } });
    expect(room).toEqual({ line: 7, kind: 'room', fields: { roomNumber: '1' }, parent: { row: hotel } });
    expect(guest).toEqual({ line: 12, kind: 'guest', fields: { firstName: 'A', lastName: 'B' }, parent: { row: hotel } });
    expect(readImportFile('[{"name": "A"}]', 'json').rows).toHaveLength(1);
  });

  it('says a deeply nested JSON file is nested too deeply (not that the stack overflowed)', () => {
    const depth = 200_000;
    const text = `{"hotels": ${'['.repeat(depth)}${']'.repeat(depth)}}`;
    expect(TOO_DEEP_MESSAGE).toBe('The file is nested too deeply: more than 64 levels of objects and arrays');
    expect(readImportFile(text, 'json')).toEqual({ rows: [], problems: [{ line: 1, message: TOO_DEEP_MESSAGE }] });
  });

  it('reports the shape of a JSON file', () => {
    expect(readImportFile('{"inns": []}', 'json').problems).toEqual([
      { line: 1, message: 'Expected a list of hotels: [ ... ] or { "hotels": [ ... ] }' },
    ]);
    expect(
      readImportFile('[\n  "Creek Inn",\n  {"name": "A", "rooms": {}},\n  {"name": "B", "guests": [1]}\n]', 'json').problems,
    ).toEqual([
      { line: 1, message: 'Each hotel must be an object of fields' },
      { line: 3, message: 'rooms must be a list' },
      { line: 4, message: 'Each entry of guests must be an object of fields' },
    ]);
    expect(readImportFile('[\n{"name": }\n]', 'json').problems).toEqual([{ line: 2, message: "Unexpected '}'" }]);
  });
});
