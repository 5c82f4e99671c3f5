import { mayManagePerson, ROLES, type Role } from '@core/roles';

/** The roles the signed-in person may give (issue 15): an Owner any, a Manager any but Owner, others none. */
export function assignableRoles(actor: Role | null): Role[] {
  return actor ? ROLES.filter((role) => mayManagePerson(actor, null, role)) : [];
}

/** Whether the signed-in person may change this person at all (a Manager leaves an Owner alone). */
export function mayChangePerson(actor: Role | null, target: Role): boolean {
  return actor !== null && mayManagePerson(actor, target, target);
}

/** The role choices of a person's row: what the actor may give, and the person's own role so it shows. */
export function roleChoices(actor: Role | null, current: Role): Role[] {
  const given = assignableRoles(actor);
  return ROLES.filter((role) => role === current || given.includes(role));
}
