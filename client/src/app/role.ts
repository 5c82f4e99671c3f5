import { ROLES, type Role } from '@core/roles';

/** The role the server names ("Front Desk"), or null for one this client does not know (it may then do nothing). */
export function roleOf(name: string | null | undefined): Role | null {
  return ROLES.find((role) => role === name) ?? null;
}
