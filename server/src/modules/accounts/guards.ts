import { forbidden, unauthenticated } from '@core/errors';
import { roleAllows, roleRefusal, type RoleGroup } from '@core/roles';
import { TWO_FACTOR_SETUP_MESSAGE } from '@core/schemas/two-factor.schema';
import type { ActiveSession, RequestContext } from '../../context';

/**
 * Who may call an endpoint. Every REST route and GraphQL field declares one of these: anyone; anyone signed
 * in, for their own sign-in ('self': two-factor set-up, which a person whose hotel requires it must reach
 * before anything else); the administrator in their own session; or the hotel's people of the roles it
 * names (core/roles.ts's groups).
 */
export type Access = 'public' | 'self' | 'admin' | RoleGroup;

export const ADMIN_ONLY_MESSAGE =
  "You don't have administrator privileges. Only authorized system administrators can access this area.";

export function requireSession(ctx: RequestContext): ActiveSession {
  if (!ctx.session) throw unauthenticated('Please sign in to continue');
  return ctx.session;
}

/** The hotel whose data this request may read and change. */
export function requireHotelId(ctx: RequestContext): number {
  return requireSession(ctx).actingHotel.id;
}

/** Admin calls are made by an admin in their own session, never while impersonating a hotel. */
export function requireAdmin(ctx: RequestContext): ActiveSession {
  const session = requireSession(ctx);
  if (!session.account.isAdmin || session.isImpersonating) throw forbidden(ADMIN_ONLY_MESSAGE);
  return session;
}

/** A hotel's people of these roles (an admin in their own session works on their own account, as its Owner). */
export function requireRole(ctx: RequestContext, roles: RoleGroup): ActiveSession {
  const session = requireSession(ctx);
  if (!roleAllows(roles, session.role)) throw forbidden(roleRefusal(session.role));
  return session;
}

export function checkAccess(ctx: RequestContext, access: Access): void {
  if (access === 'public') return;
  const session = requireSession(ctx);
  if (access === 'self') return;
  if (session.mustSetUpTwoFactor) throw forbidden(TWO_FACTOR_SETUP_MESSAGE);
  if (access === 'admin') requireAdmin(ctx);
  else requireRole(ctx, access);
}
