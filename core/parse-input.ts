import type { z } from 'zod';
import { invalidInput } from './errors';

/**
 * Parses untrusted input with a core schema. The first issue's message becomes the error a person
 * reads, so schemas carry the spec's messages word for word.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  // PostgreSQL text cannot hold U+0000: refused here, for every schema, rather than failing in the database.
  if (containsNul(input)) throw invalidInput(NUL_MESSAGE);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  const message = issue?.message ?? 'Invalid input';
  // Messages written for people (ours) stand alone; zod's generic ones get the field name.
  throw invalidInput(isOwnMessage(message) ? message : `${field}${message}`);
}

export const NUL_MESSAGE = 'Text must not contain NUL characters';

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

function isOwnMessage(message: string): boolean {
  return !/^(Invalid|Expected|Too (small|big)|Unrecognized)/i.test(message) && !message.startsWith('Invalid input');
}
