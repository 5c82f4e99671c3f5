import { emailOnlySchema, loginSchema, registerSchema, resetPasswordSchema, tokenSchema } from '@core/schemas/auth.schema';
import { parseInput } from '@core/parse-input';
import { twoFactorCodeSchema } from '@core/schemas/two-factor.schema';
import type { RouteDef } from '../../rest/route';
import { requireSession } from './guards';
import { sessionAccountDto, toHotelAccountDto } from './account.mapper';
import * as auth from './auth.service';
import * as twoFactor from './two-factor.service';

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
    handle: async (ctx, req) => {
      const result = await auth.signIn(ctx, parseInput(loginSchema, req.body));
      return 'account' in result ? toHotelAccountDto(result.account) : { twoFactorRequired: true };
    },
  },
  {
    method: 'post',
    path: '/auth/login/verify',
    access: 'public',
    handle: async (ctx, req) =>
      toHotelAccountDto(await twoFactor.verifyPendingSignIn(ctx, parseInput(twoFactorCodeSchema, req.body).code)),
  },
  {
    method: 'post',
    path: '/auth/two-factor/setup',
    access: 'self',
    handle: (ctx) => twoFactor.setUpTwoFactor(ctx),
  },
  {
    method: 'post',
    path: '/auth/two-factor/enable',
    access: 'self',
    handle: (ctx, req) => twoFactor.enableTwoFactor(ctx, parseInput(twoFactorCodeSchema, req.body).code),
  },
  {
    method: 'post',
    path: '/auth/two-factor/disable',
    access: 'self',
    handle: (ctx, req) => twoFactor.disableTwoFactor(ctx, parseInput(twoFactorCodeSchema, req.body).code),
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
