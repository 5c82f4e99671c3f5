import { DESK, MANAGERS } from '@core/roles';
import type { RouteDef } from '../../rest/route';
import { getSettingsList, updateSettings } from './settings.service';

/** Spec section 7: GET/PUT /api/hotel/settings. */
export const settingsRoutes: RouteDef[] = [
  { method: 'get', path: '/hotel/settings', access: DESK, handle: (ctx) => getSettingsList(ctx) },
  { method: 'put', path: '/hotel/settings', access: MANAGERS, handle: (ctx, req) => updateSettings(ctx, req.body) },
];
