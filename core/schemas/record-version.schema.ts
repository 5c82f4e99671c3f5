import { z } from 'zod';
import { numberOf } from './common';

export const VERSION_MESSAGE = 'Version must be a whole number of 1 or more';

/**
 * The version of a record that an edit was based on, as the client loaded it; null when not given (blank,
 * null or missing), and the edit then goes ahead whatever changed meanwhile.
 */
export const versionSchema = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? null : numberOf(value)),
  z
    .number({ error: VERSION_MESSAGE })
    .int(VERSION_MESSAGE)
    .min(1, VERSION_MESSAGE)
    .max(2_147_483_647, VERSION_MESSAGE)
    .nullable(),
);

/**
 * An update's body or GraphQL input: only its version is read here, beside the record's own schema, so
 * that no record's fields can carry it into the row.
 */
export const editVersionSchema = z.object({ version: versionSchema }, { error: 'The body must be an object' });
export type EditVersion = z.output<typeof editVersionSchema>;
