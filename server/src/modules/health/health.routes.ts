import { databaseKind } from '../../db/orm';
import type { RouteDef } from '../../rest/route';

export const healthRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/health',
    access: 'public',
    handle: async (ctx) => {
      await ctx.em.getConnection().execute('select 1');
      return { status: 'ok', database: databaseKind(ctx.config) };
    },
  },
];
