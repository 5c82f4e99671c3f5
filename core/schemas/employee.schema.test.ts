import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import { EMPLOYEE_ROLES, employeeRoleLabel, employeeSchema } from './employee.schema';

const firstMessage = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0].message;
};

const valid = { firstName: ' Ana ', lastName: ' Lopez ', role: 'front_desk' };

describe('employeeSchema', () => {
  it('reads an employee with defaults', () => {
    expect(employeeSchema.parse(valid)).toEqual({
      firstName: 'Ana',
      lastName: 'Lopez',
      role: 'front_desk',
      email: null,
      phone: null,
      hireDate: null,
      hourlyRate: null,
      isActive: true,
      notes: null,
    });
  });

  it('reads every field', () => {
    expect(
      employeeSchema.parse({
        ...valid,
        role: 'Housekeeping',
        email: 'Ana@Hotel.com',
        phone: '555-0100',
        hireDate: '2024-02-29',
        hourlyRate: 17.5,
        isActive: 'no',
        notes: 'Nights',
      }),
    ).toEqual({
      firstName: 'Ana',
      lastName: 'Lopez',
      role: 'housekeeping',
      email: 'ana@hotel.com',
      phone: '555-0100',
      hireDate: '2024-02-29',
      hourlyRate: '17.50',
      isActive: false,
      notes: 'Nights',
    });
  });

  it.each([
    ['manager', 'manager'],
    ['Front Desk', 'front_desk'],
    ['FRONT_DESK', 'front_desk'],
    [' maintenance ', 'maintenance'],
  ])('role %j is %j', (role, expected) => {
    expect(employeeSchema.parse({ ...valid, role }).role).toBe(expected);
  });

  it.each([
    [{ firstName: '  ' }, 'First name and last name are required'],
    [{ lastName: undefined }, 'First name and last name are required'],
    [{ role: '' }, 'Please choose a role'],
    [{ role: undefined }, 'Please choose a role'],
    [{ role: 'chef' }, 'Role must be Manager, Front Desk, Housekeeping or Maintenance'],
    [{ email: 'nope' }, 'Please enter a valid email address'],
    [{ hireDate: '2025-02-29' }, 'Hire date must be a valid date'],
    [{ hourlyRate: -1 }, 'Hourly rate must be 0 or more'],
    [{ hourlyRate: '12.345' }, 'Hourly rate must be a number with at most 2 decimals'],
  ])('%j is refused with %j', (change, message) => {
    expect(firstMessage(employeeSchema, { ...valid, ...change })).toBe(message);
  });

  it('labels the roles', () => {
    expect(EMPLOYEE_ROLES.map(employeeRoleLabel)).toEqual(['Manager', 'Front Desk', 'Housekeeping', 'Maintenance']);
    expect(employeeRoleLabel('chef')).toBe('chef');
  });
});
