import { emailOnlySchema, loginSchema, registerSchema, resetPasswordSchema, tokenSchema } from '@core/schemas/auth.schema';
import { parseInput } from '@core/parse-input';
import type { RouteDef } from '../../rest/route';
import { requireSession } from './guards';
import { sessionAccountDto, toHotelAccountDto } from './account.mapper';
import * as auth from './auth.service';

/** Spec section 7, /api/auth/*. */
export const authRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/auth/me',
    access: 'public',
    handle: (ctx) => sessionAccountDto(requireSession(ctx)),
  },
  {
    method: 'post',
    path: '/auth/register',
    access: 'public',
    status: 201,
    handle: async (ctx, req) => toHotelAccountDto(await auth.registerHotel(ctx, parseInput(registerSchema, req.body))),
  },
  {
    method: 'post',
    path: '/auth/login',
    access: 'public',
    handle: async (ctx, req) => toHotelAccountDto(await auth.signIn(ctx, parseInput(loginSchema, req.body))),
  },
  {
    method: 'post',
    path: '/auth/logout',
    access: 'public',
    handle: async (ctx) => {
      await auth.signOut(ctx);
      return { success: true };
    },
  },
  {
    method: 'get',
    path: '/auth/verify-email',
    access: 'public',
    handle: (ctx, req) => auth.verifyEmail(ctx, parseInput(tokenSchema, req.query).token),
  },
  {
    method: 'post',
    path: '/auth/resend-verification',
    access: 'public',
    handle: (ctx, req) => auth.resendVerification(ctx, parseInput(emailOnlySchema, req.body).email),
  },
  {
    method: 'post',
    path: '/auth/forgot-password',
    access: 'public',
    handle: (ctx, req) => auth.requestPasswordReset(ctx, parseInput(emailOnlySchema, req.body).email),
  },
  {
    method: 'post',
    path: '/auth/reset-password',
    access: 'public',
    handle: (ctx, req) => {
      const input = parseInput(resetPasswordSchema, req.body);
      return auth.resetPassword(ctx, input.token, input.password);
    },
  },
];
