import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppServices, RequestContext } from './context';
import { contextOrUnavailable, databaseUnavailablePlugin } from './graphql/database-unavailable';
import { formatGraphqlError } from './graphql/format-error';
import { documentSizeLimit, MAX_TOKENS, queryLimitsRule } from './graphql/limits';
import { graphqlJsonOnly, sameOriginOnly } from './http/same-origin';
import { securityHeaders } from './http/security-headers';
import { apiErrorHandler } from './rest/error-handler';
import { buildAppSchema } from './graphql/schema';
import { contextFor } from './rest/request-context';
import { createApiRouter } from './rest/router';

export const CLIENT_DIST = path.resolve(import.meta.dirname, '../../client/dist');

/** Wires HTTP: /api (REST shim), /graphql, and the built client with its routes. */
export async function createApp(services: AppServices): Promise<{ app: Express; stop: () => Promise<void> }> {
  const app = express();
  app.disable('x-powered-by');
  // X-Forwarded-* (client address, HTTPS, host) are believed only from the proxies TRUST_PROXY names: anyone
  // else could rotate X-Forwarded-For past the per-address limits. Off by default.
  app.set('trust proxy', services.config.trustProxy ?? false);

  app.use(securityHeaders({ https: services.config.secureCookies }));
  app.use(['/api', '/graphql'], sameOriginOnly(services.config));
  app.use('/api', createApiRouter(services));

  const apollo = new ApolloServer<RequestContext>({
    schema: await buildAppSchema(),
    formatError: formatGraphqlError,
    // No cache hints are used: without the cache-control plugin Apollo does not wrap every field's resolver
    // (a tenth of the time of a 200-booking page).
    plugins: [databaseUnavailablePlugin, ApolloServerPluginCacheControlDisabled()],
    introspection: !services.config.production,
    hideSchemaDetailsFromClientErrors: services.config.production,
    validationRules: [queryLimitsRule],
    // graphql-js stops parsing a document past this many tokens, before any rule measures it.
    parseOptions: { maxTokens: MAX_TOKENS },
    // main.ts stops Apollo, then closes the database and removes DATA_DIR/server.pid; Apollo's own signal
    // handler would re-raise SIGTERM after its stop and end the process before those.
    stopOnTerminationSignals: false,
  });
  await apollo.start();
  app.use(
    '/graphql',
    graphqlJsonOnly,
    express.json({ limit: '1mb' }),
    documentSizeLimit,
    expressMiddleware(apollo, { context: ({ req, res }) => contextOrUnavailable(() => contextFor(services, req, res)) }),
    // Bodies that never reach Apollo (too large, malformed JSON) answer like /api: 413 or 400 with {"error"}.
    apiErrorHandler,
  );

  serveClient(app, services);
  return { app, stop: () => apollo.stop() };
}

/** The built client; every other GET is one of its routes (its 404 card handles unknown ones). */
function serveClient(app: Express, services: AppServices): void {
  const indexFile = path.join(CLIENT_DIST, 'index.html');
  if (!existsSync(indexFile)) {
    app.get('/{*path}', (_req, res) => {
      res.status(503).type('text').send('The client is not built. Run `npm start` (or `npm run build:client`).');
    });
    return;
  }
  // The grids' licence key is read at run time, so one build serves every deployment.
  const indexHtml = readFileSync(indexFile, 'utf8').replace('%HANDSONTABLE_LICENSE_KEY%', services.config.handsontableLicenseKey);
  app.use(express.static(CLIENT_DIST, { index: false, maxAge: '1h' }));
  app.get('/{*path}', (_req, res) => {
    res.type('html').setHeader('Cache-Control', 'no-store').send(indexHtml);
  });
}
