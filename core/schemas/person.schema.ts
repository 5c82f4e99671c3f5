import { z } from 'zod';
import { ROLES, type Role } from '../roles';
import { emailSchema, nullableIdSchema, requiredText } from './common';

const ROLE_MESSAGE = `Role must be ${ROLES.slice(0, -1).join(', ')} or ${ROLES.at(-1)}`;

/** A role as the API writes it ("Front Desk"); a form's or the CLI's other casing is taken too. */
export const roleSchema = z.transform((value, ctx): Role => {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  const role = ROLES.find((entry) => entry.toLowerCase() === text);
  if (!role) {
    ctx.addIssue({ code: 'custom', message: text ? ROLE_MESSAGE : 'Please choose a role' });
    return z.NEVER;
  }
  return role;
});

const personName = requiredText("Please enter the person's name", 120, 'Names must be at most 120 characters');

/** "Give sign-in": a person of the hotel (an employee of the roster, or someone new) and their role. */
export const personInviteSchema = z.object({
  name: personName,
  email: emailSchema,
  role: roleSchema,
  employeeId: nullableIdSchema('Invalid employee'),
});
export type PersonInvite = z.output<typeof personInviteSchema>;

/** PUT /api/hotel/users/{id}: any of a new name, a new role, and turning the sign-in off or on again. */
export const personUpdateSchema = z
  .object({
    name: personName.optional(),
    role: roleSchema.optional(),
    active: z.boolean({ error: 'active must be true or false' }).optional(),
  })
  .refine((input) => input.name !== undefined || input.role !== undefined || input.active !== undefined, {
    message: 'Nothing to change: send a name, a role or active',
  });
export type PersonUpdate = z.output<typeof personUpdateSchema>;
