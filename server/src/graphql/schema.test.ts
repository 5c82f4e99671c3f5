import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { declaredAccess } from './access';
import { resolvers } from '../app';
import { buildAppSchema, printAppSchema } from './schema';

describe('the GraphQL schema', () => {
  it('matches the committed schema.graphql (run `npm run schema` after changing a resolver)', async () => {
    const committed = readFileSync(path.resolve(import.meta.dirname, '../../../schema.graphql'), 'utf8');
    expect(await printAppSchema(resolvers)).toBe(committed);
  });

  it('declares who may call every query and mutation', async () => {
    const schema = await buildAppSchema(resolvers);
    const fields = [schema.getQueryType(), schema.getMutationType()].flatMap((type) => Object.keys(type?.getFields() ?? {}));
    const undeclared = fields.filter((field) => !declaredAccess.has(field));
    expect(undeclared).toEqual([]);
    expect(fields.length).toBeGreaterThanOrEqual(8);
  });
});
