import 'reflect-metadata';
import { graphql, isObjectType, type GraphQLObjectType } from 'graphql';
import { buildSchema, Field, ObjectType, Query, Resolver, UseMiddleware } from 'type-graphql';
import { describe, expect, it } from 'vitest';
import { resolvers } from '../app';
import { buildAppSchema } from './schema';
import { resolvePlainFieldsByDefault } from './simple-fields';

/** What a resolver returns: the DTO's properties, as the services' mappers build them. */
const RETURNED = { plain: 'plain value', property: 'renamed value', guarded: 'guarded value' };
const guardRuns: string[] = [];

@ObjectType('SimpleFieldsProbe')
class ProbeType {
  @Field(() => String) plain!: string;
  @Field(() => String, { name: 'renamed' }) property!: string;
  @Field(() => String)
  @UseMiddleware(async (_, next) => {
    guardRuns.push('guarded');
    return `${String(await next())} (checked)`;
  })
  guarded!: string;
  @Field(() => String) get derived(): string {
    return `${this.plain} derived`;
  }
}

@Resolver()
class ProbeResolver {
  @Query(() => ProbeType)
  probe(): ProbeType {
    return Object.assign(new ProbeType(), RETURNED);
  }
}

describe('plain fields resolved by default (server/src/graphql/simple-fields.ts)', () => {
  it("leaves no output type's plain field to a type-graphql wrapper in the app's schema", async () => {
    const schema = await buildAppSchema(resolvers);
    const roots = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]);
    const types = Object.values(schema.getTypeMap()).filter(
      (type) => isObjectType(type) && !roots.has(type) && !type.name.startsWith('__'),
    );
    const wrapped = types.flatMap((type) =>
      isObjectType(type)
        ? Object.values(type.getFields())
            .filter((field) => field.resolve !== undefined)
            .map((field) => `${type.name}.${field.name}`)
        : [],
    );
    expect(wrapped).toEqual([]);
    expect(types.length).toBeGreaterThan(40);
  });

  it('keeps the wrapper of a renamed field, of a field with a middleware and of a getter', async () => {
    resolvePlainFieldsByDefault();
    const schema = await buildSchema({ resolvers: [ProbeResolver], validate: false });
    const fields = (schema.getType('SimpleFieldsProbe') as GraphQLObjectType).getFields();
    expect(fields.plain!.resolve).toBeUndefined();
    const result = await graphql({ schema, source: '{ probe { plain renamed guarded derived } }' });
    expect(result).toEqual({
      data: {
        probe: {
          plain: 'plain value',
          renamed: 'renamed value',
          guarded: 'guarded value (checked)',
          derived: 'plain value derived',
        },
      },
    });
    expect(guardRuns).toEqual(['guarded']);
  });
});
