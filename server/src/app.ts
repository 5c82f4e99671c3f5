import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express } from 'express';
import cluster from 'node:cluster';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppServices, RequestContext } from './context';
import { contextOrUnavailable, databaseUnavailablePlugin } from './graphql/database-unavailable';
import { formatGraphqlError } from './graphql/format-error';
import { documentSizeLimit, MAX_TOKENS, queryLimitsRule } from './graphql/limits';
import { diskSpaceGuard } from './http/disk-space';
import { firstScreenHtml, readFirstScreenPreloads } from './http/first-screen-preloads';
import { jsonRequests } from './http/json-requests';
import { graphqlJsonOnly, sameOriginOnly } from './http/same-origin';
import { securityHeaders } from './http/security-headers';
import { apiErrorHandler } from './rest/error-handler';
import { buildAppSchema, type Resolvers } from './graphql/schema';
import { contextFor } from './rest/request-context';
import { createApiRouter } from './rest/router';
import type { RouteDef } from './rest/route';
import { AdminResolver } from './modules/admin/admin.resolver';
import { AmenitiesResolver } from './modules/amenities/amenities.resolver';
import { AuditResolver } from './modules/audit/audit.resolver';
import { AuthResolver } from './modules/accounts/auth.resolver';
import { BookingsResolver } from './modules/bookings/bookings.resolver';
import { FolioResolver } from './modules/folio/folio.resolver';
import { StayActionsResolver } from './modules/bookings/stay-actions.resolver';
import { LongStayResolver } from './modules/bookings/long-stay.resolver';
import { FrontDeskResolver } from './modules/front-desk/front-desk.resolver';
import { AvailabilityBoardResolver } from './modules/dashboard/availability-board.resolver';
import { DashboardResolver } from './modules/dashboard/dashboard.resolver';
import { EmployeesResolver } from './modules/employees/employees.resolver';
import { PeopleResolver } from './modules/people/people.resolver';
import { GuestsResolver } from './modules/guests/guests.resolver';
import { GuestStatementResolver } from './modules/guests/guest-statement.resolver';
import { HousekeepingResolver } from './modules/housekeeping/housekeeping.resolver';
import { LicensingResolver } from './modules/licensing/licensing.resolver';
import { OperationalDataResolver } from './modules/operational-data/operational-data.resolver';
import { RatePeriodsResolver } from './modules/rate-periods/rate-periods.resolver';
import { ReportsResolver } from './modules/reports/reports.resolver';
import { NightAuditResolver } from './modules/night-audit/night-audit.resolver';
import { LedgerResolver } from './modules/night-audit/ledger.resolver';
import { StatisticsResolver } from './modules/reports/statistics.resolver';
import { TaxReportResolver } from './modules/reports/tax-report.resolver';
import { RoomTypesResolver } from './modules/room-types/room-types.resolver';
import { RoomsResolver } from './modules/rooms/rooms.resolver';
import { SettingsResolver } from './modules/settings/settings.resolver';
import { OnlineBookingResolver } from './modules/online-booking/online-booking.resolver';
import { TaxRatesResolver } from './modules/tax-rates/tax-rates.resolver';
import { adminRoutes } from './modules/admin/admin.routes';
import { amenitiesRoutes } from './modules/amenities/amenities.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { authRoutes } from './modules/accounts/auth.routes';
import { bookingRoutes } from './modules/bookings/bookings.routes';
import { folioRoutes } from './modules/folio/folio.routes';
import { stayActionRoutes } from './modules/bookings/stay-actions.routes';
import { longStayRoutes } from './modules/bookings/long-stay.routes';
import { frontDeskRoutes } from './modules/front-desk/front-desk.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { employeesRoutes } from './modules/employees/employees.routes';
import { peopleRoutes } from './modules/people/people.routes';
import { guestDocumentRoutes } from './modules/guests/guest-documents.routes';
import { guestRoutes } from './modules/guests/guests.routes';
import { guestStatementRoutes } from './modules/guests/guest-statement.routes';
import { healthRoutes } from './modules/health/health.routes';
import { housekeepingRoutes } from './modules/housekeeping/housekeeping.routes';
import { licensingRoutes } from './modules/licensing/licensing.routes';
import { operationalDataRoutes } from './modules/operational-data/operational-data.routes';
import { ratePeriodRoutes } from './modules/rate-periods/rate-periods.routes';
import { reportDocumentRoutes } from './modules/reports/report-documents.routes';
import { reportRoutes } from './modules/reports/reports.routes';
import { dailyReportRoutes } from './modules/reports/daily-report.routes';
import { nightAuditRoutes } from './modules/night-audit/night-audit.routes';
import { ledgerRoutes } from './modules/night-audit/ledger.routes';
import { statisticsRoutes } from './modules/reports/statistics.routes';
import { taxReportRoutes } from './modules/reports/tax-report.routes';
import { roomRoutes } from './modules/rooms/rooms.routes';
import { roomTypeRoutes } from './modules/room-types/room-types.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { onlineBookingRoutes } from './modules/online-booking/online-booking.routes';
import { publicRoutes } from './modules/online-booking/public.routes';
import { taxRateRoutes } from './modules/tax-rates/tax-rates.routes';

/**
 * Every /api route and every resolver, listed here once and handed to the router and the schema builder:
 * a module adds its own to these lists, and no module sits below a file that imports them all.
 */
export const routes: RouteDef[] = [
  ...healthRoutes,
  ...authRoutes,
  ...settingsRoutes,
  ...amenitiesRoutes,
  ...employeesRoutes,
  ...peopleRoutes,
  ...taxRateRoutes,
  // Before guestRoutes: GET /hotel/guests/pdf must not reach GET /hotel/guests/:id.
  ...guestDocumentRoutes,
  ...guestStatementRoutes,
  ...guestRoutes,
  ...roomTypeRoutes,
  ...roomRoutes,
  ...housekeepingRoutes,
  ...ratePeriodRoutes,
  // Before bookingRoutes: the access walk voids the spare booking's folio lines before it deletes that booking.
  ...folioRoutes,
  ...bookingRoutes,
  ...stayActionRoutes,
  ...longStayRoutes,
  ...frontDeskRoutes,
  ...auditRoutes,
  ...dashboardRoutes,
  ...reportRoutes,
  ...statisticsRoutes,
  ...taxReportRoutes,
  ...dailyReportRoutes,
  ...nightAuditRoutes,
  ...ledgerRoutes,
  ...reportDocumentRoutes,
  ...licensingRoutes,
  ...adminRoutes,
  ...operationalDataRoutes,
  ...onlineBookingRoutes,
  // The guests' booking page and their own booking: no sign-in.
  ...publicRoutes,
];

export const resolvers: Resolvers = [
  AuthResolver,
  SettingsResolver,
  AmenitiesResolver,
  EmployeesResolver,
  PeopleResolver,
  TaxRatesResolver,
  GuestsResolver,
  GuestStatementResolver,
  RoomTypesResolver,
  RoomsResolver,
  HousekeepingResolver,
  RatePeriodsResolver,
  FolioResolver,
  BookingsResolver,
  StayActionsResolver,
  LongStayResolver,
  FrontDeskResolver,
  DashboardResolver,
  AvailabilityBoardResolver,
  ReportsResolver,
  NightAuditResolver,
  LedgerResolver,
  StatisticsResolver,
  TaxReportResolver,
  LicensingResolver,
  AdminResolver,
  OperationalDataResolver,
  AuditResolver,
  OnlineBookingResolver,
];

export const CLIENT_DIST = path.resolve(import.meta.dirname, '../../client/dist');

/** Wires HTTP: /api (REST shim), /graphql, and the built client with its routes. */
export async function createApp(services: AppServices): Promise<{ app: Express; stop: () => Promise<void> }> {
  const app = express();
  app.disable('x-powered-by');
  // X-Forwarded-* (client address, HTTPS, host) are believed only from the proxies TRUST_PROXY names: anyone
  // else could rotate X-Forwarded-For past the per-address limits. Off by default.
  app.set('trust proxy', services.config.trustProxy ?? false);
  // In a server of several processes (WEB_CONCURRENCY), which one answered: its number 1, 2, … (a restarted
  // one gets the next), to match an answer with the log lines of the process that wrote it.
  const worker = cluster.worker;
  if (worker) {
    app.use((_req, res, next) => {
      res.setHeader('Innkeep-Worker', String(worker.id));
      next();
    });
  }

  app.use(securityHeaders({ https: services.config.secureCookies }));
  app.use(['/api', '/graphql'], sameOriginOnly(services.config));
  app.use('/api', diskSpaceGuard(services.config), createApiRouter(services, routes));

  const apollo = new ApolloServer<RequestContext>({
    schema: await buildAppSchema(resolvers),
    formatError: formatGraphqlError,
    // No cache hints are used: without the cache-control plugin Apollo does not wrap every field's resolver
    // (a tenth of the time of a 200-booking page).
    plugins: [databaseUnavailablePlugin, ApolloServerPluginCacheControlDisabled()],
    introspection: !services.config.production,
    hideSchemaDetailsFromClientErrors: services.config.production,
    validationRules: [queryLimitsRule],
    // graphql-js stops parsing a document past this many tokens, before any rule measures it.
    parseOptions: { maxTokens: MAX_TOKENS },
    // main.ts stops Apollo, then closes the database; Apollo's own signal
    // handler would re-raise SIGTERM after its stop and end the process before those.
    stopOnTerminationSignals: false,
  });
  await apollo.start();
  app.use(
    '/graphql',
    graphqlJsonOnly,
    jsonRequests(),
    documentSizeLimit,
    diskSpaceGuard(services.config),
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
  const indexHtml = readFileSync(indexFile, 'utf8').replace('%HANDSONTABLE_LICENCE_KEY%', services.config.handsontableLicenceKey);
  const htmlFor = firstScreenHtml(indexHtml, readFirstScreenPreloads(CLIENT_DIST));
  app.use(express.static(CLIENT_DIST, { index: false, maxAge: '1h' }));
  app.get('/{*path}', (req, res) => {
    res.type('html').setHeader('Cache-Control', 'no-store').send(htmlFor(req.path));
  });
}
