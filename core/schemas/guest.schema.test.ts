import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import { guestSchema } from './guest.schema';

const firstMessage = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0].message;
};

describe('guestSchema', () => {
  it("reads the booking screen's short guest", () => {
    expect(guestSchema.parse({ firstName: 'John', lastName: 'Smith', vip: false })).toEqual({
      firstName: 'John',
      lastName: 'Smith',
      email: null,
      phone: null,
      address: null,
      city: null,
      state: null,
      zipCode: null,
      country: null,
      idType: null,
      idNumber: null,
      notes: null,
      vip: false,
    });
  });

  it('reads the full guest form, trimming and blanking', () => {
    expect(
      guestSchema.parse({
        firstName: ' Mary ',
        lastName: " O'Neil ",
        email: ' Mary@Example.com ',
        phone: '555-0101',
        address: '1 Main St',
        city: 'Springfield',
        state: 'IL',
        zipCode: '62701',
        country: 'USA',
        idType: "Driver's License",
        idNumber: 'D123',
        notes: '',
        vip: 'true',
      }),
    ).toEqual({
      firstName: 'Mary',
      lastName: "O'Neil",
      email: 'mary@example.com',
      phone: '555-0101',
      address: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      country: 'USA',
      idType: "Driver's License",
      idNumber: 'D123',
      notes: null,
      vip: true,
    });
  });

  it.each([
    [{ firstName: '', lastName: 'Smith' }, 'First name and last name are required'],
    [{ firstName: 'John', lastName: '   ' }, 'First name and last name are required'],
    [{ lastName: 'Smith' }, 'First name and last name are required'],
    [{ firstName: 'John' }, 'First name and last name are required'],
    [{ firstName: 'John', lastName: 'Smith', email: 'john@' }, 'Please enter a valid email address'],
    [{ firstName: 'John', lastName: 'Smith', vip: 'perhaps' }, 'VIP must be true or false'],
    [{ firstName: 'x'.repeat(101), lastName: 'Smith' }, 'Names must be at most 100 characters'],
  ])('%j is refused with %j', (input, message) => {
    expect(firstMessage(guestSchema, input)).toBe(message);
  });

  it('takes a blank email as none', () => {
    expect(guestSchema.parse({ firstName: 'A', lastName: 'B', email: '  ' }).email).toBeNull();
  });
});
