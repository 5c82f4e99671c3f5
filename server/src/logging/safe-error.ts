/** An error as a log line holds it: what an operator needs to find the fault, nothing a guest or a person typed. */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  code?: string;
  sqlState?: string;
  constraint?: string;
  table?: string;
  column?: string;
}

/** PostgreSQL names an object after these words in double quotes; any other quoted text is a value. */
const NAMED_OBJECT =
  /\b(constraint|relation|column|table|index|function|type|schema|sequence|trigger|view|database|role|extension|operator|savepoint|domain|collation|cursor)\s+"[^"]*"|"[^"]*"|'[^']*'/gi;

/** A database message with the values it quotes ('invalid input syntax for type integer: "Jane"') taken out. */
export function withoutQuotedValues(message: string): string {
  return message.replace(NAMED_OBJECT, (match, objectWord: string | undefined) => (objectWord ? match : '"[value]"'));
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/**
 * pino's serializer of `err`. Not pino's own, which copies every property of the error: a database error
 * carries its statement, its values (PGlite's `params`, MikroORM's inlined query) and PostgreSQL's `detail`
 * ("Key (email)=(…) already exists"). Only the type, the message (a database's without the values it
 * quotes), the stack's frames and the database's codes and object names are kept.
 */
export function safeError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const fields = error as Error & Record<string, unknown>;
  const sqlState =
    text(fields.sqlState) ?? (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code) ? fields.code : undefined);
  const message = sqlState ? withoutQuotedValues(error.message) : error.message;
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  const logged: LoggedError = { type: error.name, message, stack: [`${error.name}: ${message}`, ...frames].join('\n') };
  const code = text(fields.code);
  if (code) logged.code = code;
  if (sqlState) {
    logged.sqlState = sqlState;
    for (const name of ['constraint', 'table', 'column'] as const) {
      const value = text(fields[name]);
      if (value) logged[name] = value;
    }
  }
  return logged;
}
