import { emailOnlySchema, loginSchema, registerSchema, resetPasswordSchema, tokenSchema } from '@core/schemas/auth.schema';
import { parseInput } from '@core/parse-input';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Allow } from '../../graphql/access';
import { sessionAccountDto, toHotelAccountDto } from './account.mapper';
import {
  HotelAccountType,
  MessageResultType,
  RegisterInputType,
  SessionAccountType,
  VerifyEmailResultType,
} from './account.types';
import * as auth from './auth.service';

@Resolver()
export class AuthResolver {
  @Query(() => SessionAccountType, { nullable: true, description: 'The signed-in hotel and person, or null when signed out.' })
  @Allow('public')
  me(@Ctx() ctx: RequestContext): SessionAccountType | null {
    return ctx.session ? sessionAccountDto(ctx.session) : null;
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
    return toHotelAccountDto(await auth.signIn(ctx, parseInput(loginSchema, { email, password })));
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
