import { emailOnlySchema, loginSchema, registerSchema, resetPasswordSchema, tokenSchema } from '@core/schemas/auth.schema';
import { parseInput } from '@core/parse-input';
import { twoFactorCodeSchema } from '@core/schemas/two-factor.schema';
import { GraphQLError } from 'graphql';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Allow } from '../../graphql/access';
import { sessionAccountTwoFactorDto, toHotelAccountDto } from './account.mapper';
import {
  HotelAccountType,
  MessageResultType,
  PasswordLinkType,
  RegisterInputType,
  SessionAccountType,
  TwoFactorSetupType,
  VerifyEmailResultType,
} from './account.types';
import * as auth from './auth.service';
import * as twoFactor from './two-factor.service';

@Resolver()
export class AuthResolver {
  @Query(() => SessionAccountType, { nullable: true, description: 'The signed-in hotel and person, or null when signed out.' })
  @Allow('public')
  me(@Ctx() ctx: RequestContext): SessionAccountType | null {
    return ctx.session ? sessionAccountTwoFactorDto(ctx.session) : null;
  }

  @Mutation(() => HotelAccountType)
  @Allow('public')
  async register(
    @Arg('input', () => RegisterInputType) input: RegisterInputType,
    @Ctx() ctx: RequestContext,
  ): Promise<HotelAccountType> {
    return toHotelAccountDto(await auth.registerHotel(ctx, parseInput(registerSchema, input)));
  }

  @Mutation(() => HotelAccountType)
  @Allow('public')
  async login(
    @Arg('email', () => String) email: string,
    @Arg('password', () => String) password: string,
    @Ctx() ctx: RequestContext,
  ): Promise<HotelAccountType> {
    const result = await auth.signIn(ctx, parseInput(loginSchema, { email, password }));
    // The one answer of login that is not an account: the pending sign-in's cookie is set, and
    // verifyLogin takes the code. An error with its own code keeps login's type what clients know.
    if (!('account' in result))
      throw new GraphQLError(twoFactor.TWO_FACTOR_CODE_NEEDED, { extensions: { code: 'TWO_FACTOR_REQUIRED' } });
    return toHotelAccountDto(result.account);
  }

  @Mutation(() => HotelAccountType, { description: 'The two-factor code of a sign-in that login answered TWO_FACTOR_REQUIRED.' })
  @Allow('public')
  async verifyLogin(@Arg('code', () => String) code: string, @Ctx() ctx: RequestContext): Promise<HotelAccountType> {
    return toHotelAccountDto(await twoFactor.verifyPendingSignIn(ctx, parseInput(twoFactorCodeSchema, { code }).code));
  }

  @Mutation(() => TwoFactorSetupType, { description: 'A new secret for your authenticator app; enableTwoFactor turns it on.' })
  @Allow('self')
  setUpTwoFactor(@Ctx() ctx: RequestContext): Promise<TwoFactorSetupType> {
    return twoFactor.setUpTwoFactor(ctx);
  }

  @Mutation(() => [String], { description: 'Turns two-factor sign-in on with a first code; answers ten recovery codes.' })
  @Allow('self')
  async enableTwoFactor(@Arg('code', () => String) code: string, @Ctx() ctx: RequestContext): Promise<string[]> {
    return (await twoFactor.enableTwoFactor(ctx, parseInput(twoFactorCodeSchema, { code }).code)).recoveryCodes;
  }

  @Mutation(() => MessageResultType)
  @Allow('self')
  disableTwoFactor(@Arg('code', () => String) code: string, @Ctx() ctx: RequestContext): Promise<MessageResultType> {
    return twoFactor.disableTwoFactor(ctx, parseInput(twoFactorCodeSchema, { code }).code);
  }

  @Mutation(() => Boolean)
  @Allow('public')
  async logout(@Ctx() ctx: RequestContext): Promise<boolean> {
    await auth.signOut(ctx);
    return true;
  }

  @Mutation(() => VerifyEmailResultType)
  @Allow('public')
  async verifyEmail(@Arg('token', () => String) token: string, @Ctx() ctx: RequestContext): Promise<VerifyEmailResultType> {
    const result = await auth.verifyEmail(ctx, parseInput(tokenSchema, { token }).token);
    return { message: result.message, hotelName: result.hotel.name };
  }

  @Mutation(() => MessageResultType)
  @Allow('public')
  resendVerification(@Arg('email', () => String) email: string, @Ctx() ctx: RequestContext): Promise<MessageResultType> {
    return auth.resendVerification(ctx, parseInput(emailOnlySchema, { email }).email);
  }

  @Mutation(() => MessageResultType)
  @Allow('public')
  forgotPassword(@Arg('email', () => String) email: string, @Ctx() ctx: RequestContext): Promise<MessageResultType> {
    return auth.requestPasswordReset(ctx, parseInput(emailOnlySchema, { email }).email);
  }

  @Query(() => PasswordLinkType, {
    description: 'What a mailed password link is (an invitation or a reset), without using it; refused once it no longer works.',
  })
  @Allow('public')
  passwordLink(@Arg('token', () => String) token: string, @Ctx() ctx: RequestContext): Promise<PasswordLinkType> {
    return auth.passwordLink(ctx, parseInput(resetPasswordSchema.pick({ token: true }), { token }).token);
  }

  @Mutation(() => MessageResultType)
  @Allow('public')
  resetPassword(
    @Arg('token', () => String) token: string,
    @Arg('password', () => String) password: string,
    @Ctx() ctx: RequestContext,
  ): Promise<MessageResultType> {
    const input = parseInput(resetPasswordSchema, { token, password });
    return auth.resetPassword(ctx, input.token, input.password);
  }
}
