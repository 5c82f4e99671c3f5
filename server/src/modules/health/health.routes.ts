import { databaseKind } from '../../db/orm';
import { withTimeout } from '../../db/pglite-watchdog';
import type { RouteDef } from '../../rest/route';

// Half a second, so that the answer (503) leaves within the second even on a loaded machine.
const HEALTH_TIMEOUT_MS = 500;

export const healthRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/health',
    access: 'public',
    handle: async (ctx) => {
      // Within a second in every case: a database that does not answer by then is reported unavailable (503).
      await withTimeout(ctx.em.getConnection().execute('select 1'), HEALTH_TIMEOUT_MS);
      return { status: 'ok', database: databaseKind(ctx.config) };
    },
  },
];
