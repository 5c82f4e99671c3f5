import { getMetadataStorage } from 'type-graphql';

type FieldMetadata = ReturnType<typeof getMetadataStorage>['fields'][number];

/**
 * Every plain field of an output type resolved by graphql-js's default resolver (a property read), once for
 * all types, so a new type cannot forget it. Otherwise type-graphql wraps each @Field in a resolver of its own
 * (createBasicFieldResolver: an object and a middleware dispatch per field of every row), the most of what a
 * GraphQL list costs beyond its REST twin: the front desk's 500 rows are 13,000 fields. A field keeps the
 * wrapper where it needs it: a schema name other than its property (the wrapper reads the property), or
 * middlewares or roles of its own (the default resolver would skip them). Getters, methods and
 * @FieldResolvers are type-graphql's own resolvers either way. Runs before buildSchema reads the metadata.
 */
export function resolvePlainFieldsByDefault(): void {
  const storage = getMetadataStorage();
  const needsWrapper = (field: FieldMetadata) =>
    field.schemaName !== field.name ||
    storage.middlewares.some((entry) => entry.target === field.target && entry.fieldName === field.name) ||
    storage.resolverMiddlewares.some((entry) => entry.target === field.target) ||
    storage.authorizedFields.some((entry) => entry.target === field.target && entry.fieldName === field.name) ||
    storage.authorizedResolver.some((entry) => entry.target === field.target);
  for (const type of storage.objectTypes) type.simpleResolvers ??= true;
  for (const field of storage.fields) if (field.simple === undefined && needsWrapper(field)) field.simple = false;
}
