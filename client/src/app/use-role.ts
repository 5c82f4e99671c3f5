import { roleAllows, type Role, type RoleGroup } from '@core/roles';
import { roleOf } from './role';
import { useAuth } from './use-auth';

/** The signed-in person's role (issue 15); null while signed out. */
export function useRole(): Role | null {
  const { account } = useAuth();
  return roleOf(account?.user.role);
}

/**
 * Whether the signed-in person's role is in the group (core/roles.ts), the same group the server names for
 * the action: a button for something the role may not do is not shown.
 */
export function useRoleAllows(group: RoleGroup): boolean {
  const role = useRole();
  return role !== null && roleAllows(group, role);
}
