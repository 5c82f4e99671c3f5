import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
  visit,
} from 'graphql';
import type { RequestHandler } from 'express';

/** The deepest and the largest document the API answers; every query the client sends stays well below both. */
export const MAX_QUERY_DEPTH = 10;
/**
 * Introspection (development only: production turns it off) nests __type { ofType { ofType ... } } 15 levels
 * deep in the standard query that GraphiQL and Apollo Sandbox send.
 */
export const MAX_INTROSPECTION_DEPTH = 15;
export const MAX_QUERY_COST = 600;
/** Aliases per document: the client uses none; each alias of a field runs its resolver once more. */
export const MAX_ALIASES = 50;
/** Tokens per document (graphql-js stops parsing past it): the client's largest document has a few hundred. */
export const MAX_TOKENS = 5000;
/** The query text's size, checked before parsing; far below the 1 MB body limit that variables share. */
export const MAX_DOCUMENT_BYTES = 100_000;
/** Each top-level field runs a resolver that reads the database: it weighs as much as this many plain fields. */
export const ROOT_FIELD_COST = 10;

interface Measure {
  depth: number;
  cost: number;
}

/**
 * Measures a selection set: its depth (a field with no selection is depth 1) and its cost (one per field,
 * __typename and every alias included, each fragment counted every time it is spread). __typename was once
 * free: 55,000 aliases of it cost 1.2 s of CPU signed out. Fragments are measured once each, so a document
 * that spreads fragments into fragments cannot make this walk explode.
 */
function measure(
  selectionSet: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  memo: Map<string, Measure>,
  visiting: Set<string>,
): Measure {
  let depth = 0;
  let cost = 0;
  for (const selection of selectionSet.selections) {
    let inner: Measure;
    if (selection.kind === Kind.FIELD) {
      const child = selection.selectionSet ? measure(selection.selectionSet, fragments, memo, visiting) : { depth: 0, cost: 0 };
      inner = { depth: child.depth + 1, cost: child.cost + 1 };
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      inner = measure(selection.selectionSet, fragments, memo, visiting);
    } else {
      const name = selection.name.value;
      const fragment = fragments[name];
      // Unknown or cyclic fragments are reported by graphql's own rules.
      if (!fragment || visiting.has(name)) continue;
      if (!memo.has(name)) {
        visiting.add(name);
        memo.set(name, measure(fragment.selectionSet, fragments, memo, visiting));
        visiting.delete(name);
      }
      inner = memo.get(name)!;
    }
    depth = Math.max(depth, inner.depth);
    cost += inner.cost;
  }
  return { depth, cost };
}

/** The fields a selection set selects at its own level, through its fragments (the resolvers a root level runs). */
function countFields(
  selectionSet: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  memo: Map<string, number>,
  visiting: Set<string>,
): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) count += selection.name.value.startsWith('__') ? 0 : 1;
    else if (selection.kind === Kind.INLINE_FRAGMENT) count += countFields(selection.selectionSet, fragments, memo, visiting);
    else {
      const name = selection.name.value;
      const fragment = fragments[name];
      if (!fragment || visiting.has(name)) continue;
      if (!memo.has(name)) {
        visiting.add(name);
        memo.set(name, countFields(fragment.selectionSet, fragments, memo, visiting));
        visiting.delete(name);
      }
      count += memo.get(name)!;
    }
  }
  return count;
}

/** Aliased fields in the whole document (each definition once). */
function countAliases(context: Pick<ValidationContext, 'getDocument'>): number {
  let aliases = 0;
  visit(context.getDocument(), {
    Field(node) {
      if (node.alias) aliases += 1;
    },
  });
  return aliases;
}

/** The size of each operation of a document: depth, and cost with the root fields weighted. */
export interface OperationSize {
  name: string;
  depth: number;
  cost: number;
  /** Asks only for __schema / __type. */
  introspection: boolean;
}

export function operationSizes(context: Pick<ValidationContext, 'getDocument'>): OperationSize[] {
  const document = context.getDocument();
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  }
  const memo = new Map<string, Measure>();
  const rootMemo = new Map<string, number>();
  return document.definitions.flatMap((definition) => {
    if (definition.kind !== Kind.OPERATION_DEFINITION) return [];
    const rootFields = countFields(definition.selectionSet, fragments, rootMemo, new Set());
    const size = measure(definition.selectionSet, fragments, memo, new Set());
    const introspection = definition.selectionSet.selections.every(
      (selection) => selection.kind === Kind.FIELD && selection.name.value.startsWith('__'),
    );
    return [
      {
        name: definition.name?.value ?? 'anonymous',
        depth: size.depth,
        cost: size.cost + rootFields * (ROOT_FIELD_COST - 1),
        introspection,
      },
    ];
  });
}

/** Refuses documents nested deeper than MAX_QUERY_DEPTH or costing more than MAX_QUERY_COST, before anything runs. */
export const queryLimitsRule: ValidationRule = (context: ValidationContext): ASTVisitor => ({
  Document: {
    leave() {
      const aliases = countAliases(context);
      if (aliases > MAX_ALIASES) {
        context.reportError(new GraphQLError(`Query has too many aliases: ${aliases}, at most ${MAX_ALIASES} are allowed`));
      }
      for (const size of operationSizes(context)) {
        const maxDepth = size.introspection ? MAX_INTROSPECTION_DEPTH : MAX_QUERY_DEPTH;
        if (size.depth > maxDepth) {
          context.reportError(new GraphQLError(`Query is too deep: ${size.depth} levels, at most ${maxDepth} are allowed`));
        }
        if (size.cost > MAX_QUERY_COST) {
          context.reportError(new GraphQLError(`Query is too large: cost ${size.cost}, at most ${MAX_QUERY_COST} is allowed`));
        }
      }
    },
  },
});

/**
 * Refuses a query text over MAX_DOCUMENT_BYTES before graphql-js parses it (413, like a body over the
 * limit), so that parsing a huge document cannot hold the event loop.
 */
export const documentSizeLimit: RequestHandler = (req, res, next) => {
  const query: unknown = (req.body as { query?: unknown } | undefined)?.query;
  if (typeof query === 'string' && Buffer.byteLength(query) > MAX_DOCUMENT_BYTES) {
    res.status(413).json({ error: `The GraphQL document is too large: at most ${MAX_DOCUMENT_BYTES / 1000} kB` });
    return;
  }
  next();
};
