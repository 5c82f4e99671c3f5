import { signupFormSchema } from '@core/schemas/auth.schema';
import { describe, expect, it } from 'vitest';
import { fieldErrorsFrom } from './form-errors';

describe('fieldErrorsFrom', () => {
  it('keeps the first message of each field', () => {
    expect(
      fieldErrorsFrom([
        { path: ['email'], message: 'Please enter a valid email address' },
        { path: ['email'], message: 'second' },
        { path: ['password'], message: 'Password must be at least 6 characters' },
        { path: [], message: 'form-level' },
      ]),
    ).toEqual({ email: 'Please enter a valid email address', password: 'Password must be at least 6 characters' });
  });

  it("gives the signup form's messages word for word", () => {
    const result = signupFormSchema.safeParse({
      name: 'A',
      email: 'nope',
      password: '123',
      confirmPassword: '1234',
      numberOfRooms: '0',
    });
    expect(result.success).toBe(false);
    expect(fieldErrorsFrom(result.error?.issues ?? [])).toEqual({
      name: 'Hotel name must be at least 2 characters',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
      numberOfRooms: 'Number of rooms must be a positive number',
      confirmPassword: "Passwords don't match",
    });
  });

  it("says passwords don't match once the fields are valid", () => {
    const result = signupFormSchema.safeParse({ name: 'Inn', email: 'a@b.co', password: '123456', confirmPassword: '1234567' });
    expect(fieldErrorsFrom(result.error?.issues ?? [])).toEqual({ confirmPassword: "Passwords don't match" });
  });
});
