import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { resolvePlainFieldsByDefault } from './simple-fields';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export type Resolvers = NonEmptyArray<Function>;

let built: Promise<GraphQLSchema> | null = null;

/** The schema of app.ts's resolver list, built once per process (type-graphql keeps global metadata). */
export function buildAppSchema(resolvers: Resolvers): Promise<GraphQLSchema> {
  if (!built) {
    resolvePlainFieldsByDefault();
    built = buildSchema({ resolvers, validate: false });
  }
  return built;
}

/** The committed schema.graphql: sorted so that its diff shows only real changes. */
export async function printAppSchema(resolvers: Resolvers): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await buildAppSchema(resolvers)))}\n`;
}
