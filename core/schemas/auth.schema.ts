import { z } from 'zod';
import { emailSchema, optionalPositiveInt, optionalText } from './common';

export const PASSWORD_MIN_LENGTH = 6;
const passwordSchema = z
  .string({ error: 'Password must be at least 6 characters' })
  .min(PASSWORD_MIN_LENGTH, 'Password must be at least 6 characters')
  .max(200, 'Password must be at most 200 characters');

export const loginSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});
export type LoginInput = z.output<typeof loginSchema>;

/** The signup payload of spec section 3, as the server receives it (no confirmPassword). */
export const registerSchema = z.object({
  name: z
    .string({ error: 'Hotel name must be at least 2 characters' })
    .trim()
    .min(2, 'Hotel name must be at least 2 characters')
    .max(120, 'Hotel name must be at most 120 characters'),
  email: emailSchema,
  password: passwordSchema,
  phoneNumber: optionalText(40),
  address: optionalText(200),
  city: optionalText(100),
  state: optionalText(2),
  zipCode: optionalText(20),
  country: optionalText(100),
  website: optionalText(200),
  numberOfRooms: optionalPositiveInt('Number of rooms must be a positive number'),
});
export type RegisterInput = z.output<typeof registerSchema>;

/** The signup form adds a confirmation that must match. */
export const signupFormSchema = registerSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });

export const emailOnlySchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({
  token: z.string({ error: 'Invalid reset token' }).trim().min(1, 'Invalid reset token').max(200, 'Invalid reset token'),
  password: passwordSchema,
});

export const resetPasswordFormSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: z.string().min(PASSWORD_MIN_LENGTH, 'Please confirm your password'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });

export const tokenSchema = z.object({
  token: z.string({ error: 'No verification token provided' }).trim().min(1, 'No verification token provided').max(200),
});
