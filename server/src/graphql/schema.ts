import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { resolvers } from './resolvers';

let built: Promise<GraphQLSchema> | null = null;

/** The schema is built once per process (type-graphql keeps global metadata). */
export function buildAppSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({ resolvers, validate: false });
  return built;
}

/** The committed schema.graphql: sorted so that its diff shows only real changes. */
export async function printAppSchema(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await buildAppSchema()))}\n`;
}
