/**
 * JSON.parse that also tells on which line each object and array starts, so an import can report "line 14"
 * for a bad guest in a JSON file as it does for a CSV row. A plain recursive-descent reader of RFC 8259.
 */
export interface JsonWithLines {
  value: unknown;
  /** The 1-based line where an object or array of `value` opens. */
  lineOf: (node: object) => number | undefined;
}

export class JsonSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
    this.name = 'JsonSyntaxError';
  }
}

/**
 * An import file needs four levels ({ hotels: [ { guests: [ ... ] } ] }); far deeper is not an import file, and
 * the reader stops there instead of running out of stack.
 */
export const MAX_JSON_DEPTH = 64;
export const TOO_DEEP_MESSAGE = `The file is nested too deeply: more than ${MAX_JSON_DEPTH} levels of objects and arrays`;

export function parseJsonWithLines(text: string): JsonWithLines {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const lines = new WeakMap<object, number>();
  let index = 0;
  let line = 1;

  const fail = (message: string): never => {
    throw new JsonSyntaxError(line, message);
  };
  const skipSpace = () => {
    while (index < source.length) {
      const char = source[index];
      if (char === '\n') line++;
      else if (char !== ' ' && char !== '\t' && char !== '\r') break;
      index++;
    }
  };
  const describe = () => (index < source.length ? `'${source[index]}'` : 'the end of the file');
  const expect = (char: string) => {
    skipSpace();
    if (source[index] !== char) fail(`Expected '${char}' but found ${describe()}`);
    index++;
  };

  const readString = (): string => {
    const start = index;
    const match = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
    match.lastIndex = start;
    if (!match.exec(source)) fail('A string is not closed, or holds a character JSON does not allow');
    index = match.lastIndex;
    return JSON.parse(source.slice(start, index)) as string;
  };

  const readValue = (depth = 0): unknown => {
    skipSpace();
    const char = source[index];
    if ((char === '{' || char === '[') && depth >= MAX_JSON_DEPTH) fail(TOO_DEEP_MESSAGE);
    if (char === '{') {
      const object: Record<string, unknown> = {};
      lines.set(object, line);
      index++;
      skipSpace();
      if (source[index] === '}') {
        index++;
        return object;
      }
      for (;;) {
        skipSpace();
        if (source[index] !== '"') fail(`Expected a field name in quotes but found ${describe()}`);
        const key = readString();
        expect(':');
        object[key] = readValue(depth + 1);
        skipSpace();
        if (source[index] === ',') {
          index++;
          continue;
        }
        expect('}');
        return object;
      }
    }
    if (char === '[') {
      const array: unknown[] = [];
      lines.set(array, line);
      index++;
      skipSpace();
      if (source[index] === ']') {
        index++;
        return array;
      }
      for (;;) {
        array.push(readValue(depth + 1));
        skipSpace();
        if (source[index] === ',') {
          index++;
          continue;
        }
        expect(']');
        return array;
      }
    }
    if (char === '"') return readString();
    const literal = /true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
    literal.lastIndex = index;
    const found = literal.exec(source);
    if (!found) return fail(`Unexpected ${describe()}`);
    index = literal.lastIndex;
    return JSON.parse(found[0]) as unknown;
  };

  const value = readValue();
  skipSpace();
  if (index < source.length) fail(`Unexpected ${describe()} after the end of the JSON value`);
  return { value, lineOf: (node) => lines.get(node) };
}
