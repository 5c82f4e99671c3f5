import { z } from 'zod';
import {
  booleanSchema,
  DATE_MAX,
  nullableMoneySchema,
  optionalCalendarDateSchema,
  optionalEmailSchema,
  optionalText,
} from './common';

export const EMPLOYEE_ROLES = ['manager', 'front_desk', 'housekeeping', 'maintenance'] as const;
export type EmployeeRole = (typeof EMPLOYEE_ROLES)[number];

export const EMPLOYEE_ROLE_LABELS: Readonly<Record<EmployeeRole, string>> = {
  manager: 'Manager',
  front_desk: 'Front Desk',
  housekeeping: 'Housekeeping',
  maintenance: 'Maintenance',
};

/** Unknown stored roles are shown raw. */
export function employeeRoleLabel(role: string): string {
  return (EMPLOYEE_ROLE_LABELS as Record<string, string>)[role] ?? role;
}

const NAME_MESSAGE = 'First name and last name are required';
const nameSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z.string({ error: NAME_MESSAGE }).min(1, NAME_MESSAGE).max(100, 'Names must be at most 100 characters'),
);

/** Accepts the value ("front_desk") or its label ("Front Desk"), ignoring case. */
const roleSchema = z.transform((value, ctx): EmployeeRole => {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  const role = EMPLOYEE_ROLES.find((entry) => entry === text || EMPLOYEE_ROLE_LABELS[entry].toLowerCase() === text);
  if (!role) {
    ctx.addIssue({
      code: 'custom',
      message: text ? 'Role must be Manager, Front Desk, Housekeeping or Maintenance' : 'Please choose a role',
    });
    return z.NEVER;
  }
  return role;
});

/** A staff roster entry. */
export const HIRE_DATE_MIN = '1900-01-01';

export const employeeSchema = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  role: roleSchema,
  email: optionalEmailSchema,
  phone: optionalText(40),
  // Staff may have been hired before 2000: a hire date reaches back further than a stay.
  hireDate: optionalCalendarDateSchema(() => 'Hire date must be a valid date', {
    min: HIRE_DATE_MIN,
    message: `Hire date must be between ${HIRE_DATE_MIN} and ${DATE_MAX}`,
  }),
  hourlyRate: nullableMoneySchema({
    negative: 'Hourly rate must be 0 or more',
    invalid: 'Hourly rate must be a number with at most 2 decimals',
  }),
  isActive: booleanSchema(true, 'Active must be true or false'),
  notes: optionalText(2000),
});
export type EmployeeInput = z.output<typeof employeeSchema>;
