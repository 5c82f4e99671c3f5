import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from './app';
import { API_DOC_COMMAND, API_DOC_PATH, documentedRoutes, readDescriptions, renderApiDoc, routeKey } from './rest/api-doc';

/**
 * docs/api.md lists every REST route of app.ts with who may call it, and nothing else: a route added without
 * its row, a row left for a route that is gone, or a changed access or status fails here.
 */
const file = path.resolve(import.meta.dirname, '../..', API_DOC_PATH);
const doc = readFileSync(file, 'utf8');

describe(API_DOC_PATH, () => {
  it('lists every REST route, and only those', () => {
    const listed = documentedRoutes(doc);
    const declared = routes.map(routeKey);
    expect(
      declared.filter((key) => !listed.includes(key)),
      `routes missing from ${API_DOC_PATH}: run ${API_DOC_COMMAND}`,
    ).toEqual([]);
    expect(
      listed.filter((key) => !declared.includes(key)),
      `${API_DOC_PATH} lists routes that do not exist`,
    ).toEqual([]);
  });

  it('says of each route what app.ts declares (regenerate with npm run docs:api)', async () => {
    expect(doc, `${API_DOC_PATH} differs from the routes: run ${API_DOC_COMMAND}`).toBe(await renderApiDoc(doc, routes, file));
  });

  it('describes every route', () => {
    const descriptions = readDescriptions(doc);
    expect(
      routes.map(routeKey).filter((key) => !descriptions.get(key)),
      `describe these in ${API_DOC_PATH}`,
    ).toEqual([]);
  });
});
