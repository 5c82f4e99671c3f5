import { getNamedType, isLeafType, isNonNullType, isObjectType, type GraphQLField, type GraphQLNamedType } from 'graphql';

/** How deep the walk's generated selections go (a connection's edges { node { room { ... } } } is 4). */
export const SELECTION_DEPTH = 4;

/** Every scalar field of a type, and its object fields down to `depth`; fields that need arguments are left out. */
export function selectionOf(type: GraphQLNamedType, depth = SELECTION_DEPTH): string {
  if (isLeafType(type)) return '';
  if (!isObjectType(type)) return '{ __typename }';
  const parts: string[] = [];
  for (const field of Object.values(type.getFields())) {
    if (field.args.some((arg) => isNonNullType(arg.type))) continue;
    const named = getNamedType(field.type);
    if (isLeafType(named)) parts.push(field.name);
    else if (depth > 1) parts.push(`${field.name} ${selectionOf(named, depth - 1)}`);
  }
  return `{ ${parts.length ? parts.join(' ') : '__typename'} }`;
}

/** A document calling one root field with the given arguments as variables, selecting everything it can. */
export function operationFor(
  operation: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  args: Record<string, unknown>,
): string {
  const used = field.args.filter((arg) => arg.name in args);
  const unknown = Object.keys(args).filter((name) => !field.args.some((arg) => arg.name === name));
  if (unknown.length) throw new Error(`${field.name} has no argument ${unknown.join(', ')}`);
  const definitions = used.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const call = used.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  return `${operation} Walk${definitions ? `(${definitions})` : ''} { ${field.name}${call ? `(${call})` : ''} ${selectionOf(getNamedType(field.type))} }`;
}
