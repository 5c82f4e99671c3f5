import type { z } from 'zod';

/** A field of a core object schema, as a form names it. */
export type SchemaField<S extends z.ZodObject> = keyof z.output<S> & string;

/** A form's text for each field of a core object schema: what its inputs hold before the schema reads them. */
export type SchemaText<S extends z.ZodObject> = Record<SchemaField<S>, string>;

/** A record that carries every field of the schema (a renamed schema field fails the build here). */
export type SchemaRecord<S extends z.ZodObject> = { id: number } & Record<SchemaField<S>, unknown>;

/** The fields of a core object schema, in its order. */
export function schemaFields<S extends z.ZodObject>(schema: S): SchemaField<S>[] {
  return Object.keys(schema.shape) as SchemaField<S>[];
}

/**
 * Each field's text: a record's value as text (blank for none), or for a new record the blank form's value
 * ('' unless given, as a switch that starts on is 'true').
 */
export function textValuesOf<K extends string>(
  fields: readonly K[],
  record: Partial<Record<K, unknown>> | null,
  blank: Partial<Record<K, string>> = {},
): Record<K, string> {
  const textOf = (field: K): string => {
    if (!record) return blank[field] ?? '';
    const value = record[field];
    return value === null || value === undefined ? '' : String(value);
  };
  return Object.fromEntries(fields.map((field) => [field, textOf(field)])) as Record<K, string>;
}
