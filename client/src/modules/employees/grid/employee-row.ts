import { formatGuestName, parseGuestName } from '@core/guest-name';
import { EMPLOYEE_ROLE_LABELS, EMPLOYEE_ROLES, employeeRoleLabel } from '@core/schemas/employee.schema';
import type { EmployeeFieldsFragment, EmployeeInput } from '../../../gql/graphql';

/**
 * One roster row as the grid edits it: the name as one "Last, First" cell, the role by its label,
 * blanks as ''. Handsontable writes into these objects, so each render gets fresh copies.
 */
export interface EmployeeRow {
  id: number;
  /** The version the employee was loaded at: its update names it. */
  version: number;
  name: string;
  role: string;
  email: string;
  phone: string;
  hireDate: string;
  hourlyRate: string;
  isActive: boolean;
  notes: string | null;
  /**
   * Issue 15: whether the employee already signs in; false offers "Give sign-in" on the row. Left out while
   * the hotel's people are not known (or not the viewer's to see): no offer then.
   */
  hasSignIn?: boolean;
}

export const ROLE_LABELS: readonly string[] = EMPLOYEE_ROLES.map((role) => EMPLOYEE_ROLE_LABELS[role]);

export function toEmployeeRow(employee: EmployeeFieldsFragment): EmployeeRow {
  return {
    id: employee.id,
    version: employee.version,
    name: formatGuestName(employee.lastName, employee.firstName),
    role: employeeRoleLabel(employee.role),
    email: employee.email ?? '',
    phone: employee.phone ?? '',
    hireDate: employee.hireDate ?? '',
    hourlyRate: employee.hourlyRate ?? '',
    isActive: employee.isActive,
    notes: employee.notes,
  };
}

const cellText = (value: unknown): string => (value === null || value === undefined ? '' : String(value).trim());

/** The rate as typed: "$18.50" reads as "18.50" since the grid shows a $ in front. */
export function rateCellText(value: unknown): string {
  return cellText(value).replace(/^\$\s*/, '');
}

/** The update mutation's input for an edited row; the server's schema has the last word on every value. */
export function employeeInputFromRow(row: EmployeeRow): EmployeeInput {
  const { firstName, lastName } = parseGuestName(cellText(row.name));
  return {
    firstName,
    lastName,
    role: cellText(row.role),
    email: cellText(row.email),
    phone: cellText(row.phone),
    hireDate: cellText(row.hireDate),
    hourlyRate: rateCellText(row.hourlyRate),
    isActive: row.isActive === true,
    notes: row.notes,
  };
}
