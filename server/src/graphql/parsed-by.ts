import type { z } from 'zod';

/** A nullable GraphQL input field: null when sent as null, undefined when left out. */
export type InputMaybe<T> = T | null | undefined;

/** GraphQL carries a choice of words as a String and a choice of numbers as an Int: the schema picks. */
type Transported<T> = T extends string ? string : T extends number ? number : T extends boolean ? boolean : T;

/** The named keys of a schema's input (a loose object's index signature is not a field). */
type FieldNames<T> = keyof { [K in keyof T as string extends K ? never : number extends K ? never : K]: unknown };

/**
 * What a GraphQL input class declares for the core zod schema its resolver parses it with: a field for every
 * key the schema reads, so renaming a field on either side fails the build. A field may be looser than the
 * schema by null and by its GraphQL scalar (a nullable String for a choice of words): the schema refuses
 * what does not fit with its own message. `Except` names keys the schema also reads that GraphQL does not
 * carry (REST's alternative names).
 */
export type ParsedBy<S extends z.ZodType, Except extends keyof z.input<S> = never> = {
  [K in Exclude<FieldNames<z.input<S>>, Except>]: InputMaybe<Transported<z.input<S>[K]>>;
};
