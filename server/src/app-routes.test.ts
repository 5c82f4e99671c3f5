import { describe, expect, it } from 'vitest';
import { ROLES } from '@core/roles';
import { routes } from './app';

describe('the /api routes', () => {
  it('each declare who may call them', () => {
    const declared = (access: unknown) =>
      access === 'public' ||
      access === 'self' ||
      access === 'admin' ||
      (Array.isArray(access) && access.length > 0 && access.every((role) => (ROLES as readonly unknown[]).includes(role)));
    const undeclared = routes.filter((route) => !declared(route.access));
    expect(undeclared.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('are declared once each', () => {
    const keys = routes.map((route) => `${route.method} ${route.path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('keep every spec path of /api/auth', () => {
    const keys = routes.map((route) => `${route.method.toUpperCase()} /api${route.path}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /api/auth/me',
        'POST /api/auth/login',
        'POST /api/auth/register',
        'POST /api/auth/logout',
        'GET /api/auth/verify-email',
        'POST /api/auth/resend-verification',
        'POST /api/auth/forgot-password',
        'POST /api/auth/reset-password',
        'GET /api/health',
      ]),
    );
  });
});
