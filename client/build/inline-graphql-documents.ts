import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The generated `graphql()` (client/src/gql/gql.ts) finds a document in a map of every document of the app,
 * keyed by its text: whichever screen calls it, the whole map (every screen's queries, and their text twice)
 * rides in the first JavaScript every page loads. This build step puts each document's parsed form where it is
 * written instead, as codegen generated it (client/src/gql/graphql.ts), so a lazy screen's documents load with
 * the screen, and the map, no longer called, is left out of the bundle. (What the client preset's Babel plugin
 * does, without Babel.) Tests and the dev server keep the map.
 */
export function inlineGraphqlDocuments(srcDir: string): Plugin {
  const gqlDir = path.join(srcDir, 'gql');
  let documents: Map<string, string> | null = null;
  return {
    name: 'innkeep-inline-graphql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      documents = null;
    },
    transform(code, id) {
      if (!id.startsWith(srcDir) || id.startsWith(gqlDir) || !code.includes('graphql(`')) return null;
      documents ??= generatedDocuments(gqlDir);
      const known = documents;
      // A document is plain text: no ${…} and no escapes, so the source's text is the map's key as written.
      const inlined = code.replace(/\bgraphql\(`([^`\\]*)`\)/g, (_call, source: string) => {
        const document = source.includes('${') ? undefined : known.get(source);
        if (!document) throw new Error(`${path.relative(srcDir, id)}: a GraphQL document codegen has not seen (npm run codegen)`);
        return document;
      });
      return { code: inlined, map: null };
    },
  };
}

/** Each document's text (the map's key in gql.ts) → its parsed form as JSON (graphql.ts's constant). */
function generatedDocuments(gqlDir: string): Map<string, string> {
  const parsed = new Map<string, string>();
  const types = readFileSync(path.join(gqlDir, 'graphql.ts'), 'utf8');
  for (const [, name, json] of types.matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode</gm))
    parsed.set(name!, json!);
  const byText = new Map<string, string>();
  const gql = readFileSync(path.join(gqlDir, 'gql.ts'), 'utf8');
  for (const [, key, name] of gql.matchAll(/^ {4}("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm)) {
    const json = parsed.get(name!);
    if (json) byText.set(JSON.parse(key!) as string, json);
  }
  if (byText.size === 0) throw new Error('No GraphQL documents found in client/src/gql: run npm run codegen');
  return byText;
}
