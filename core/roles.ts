/**
 * The people of a hotel and what each may do (issue 15). The role names are the API's, written exactly so;
 * the groups below are what routes, GraphQL fields and the client's screens name, so the table of who may
 * do what is written once.
 */
export const ROLES = ['Owner', 'Manager', 'Front Desk', 'Housekeeping'] as const;
export type Role = (typeof ROLES)[number];

/** The hotel's people who may do something. */
export type RoleGroup = readonly Role[];

/** Clear Operational Data, licence validation, requiring two-factor sign-in: the Owner alone. */
export const OWNERS: RoleGroup = ['Owner'];
/** Set-up writes, the monthly and quarterly reports, people, the activity log, employees. */
export const MANAGERS: RoleGroup = ['Owner', 'Manager'];
/** The desk's day: bookings, guests, the front desk, folios, the daily report, and reads of the set-up. */
export const DESK: RoleGroup = ['Owner', 'Manager', 'Front Desk'];
/** The housekeeping list and room status changes: everyone of the hotel. */
export const EVERYONE: RoleGroup = ROLES;

export const roleRefusal = (role: Role) => `Your role (${role}) does not allow this`;

export function roleAllows(group: RoleGroup, role: Role): boolean {
  return group.includes(role);
}

/**
 * Who may change a person's sign-in: Owners change anyone; a Manager changes no Owner and makes nobody one.
 * `target` is the person's role before the change, `next` the role asked for (the same when unchanged).
 */
export function mayManagePerson(actor: Role, target: Role | null, next: Role): boolean {
  if (actor === 'Owner') return true;
  if (actor !== 'Manager') return false;
  return target !== 'Owner' && next !== 'Owner';
}
