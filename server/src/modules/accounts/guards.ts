import { forbidden, unauthenticated } from '@core/errors';
import type { ActiveSession, RequestContext } from '../../context';

/** Who may call an endpoint. Every REST route and GraphQL field declares one of these. */
export type Access = 'public' | 'hotel' | 'admin';

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

export function checkAccess(ctx: RequestContext, access: Access): void {
  if (access === 'hotel') requireHotelId(ctx);
  if (access === 'admin') requireAdmin(ctx);
}
