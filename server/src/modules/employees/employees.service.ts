import { LIST_CAPS } from '@core/schemas/paging.schema';
import { parseMoney } from '@core/money';
import type { EmployeeInput } from '@core/schemas/employee.schema';
import type { RequestContext } from '../../context';
import { deleteLocked, lockForEdit } from '../../db/locked-edit';
import type { Em } from '../../db/orm';
import { requireHotelId } from '../accounts';
import { Employee } from './employee.entity';

/** The hotel's roster sorted by name; the tenant filter picks the hotel. */
export async function listEmployees(ctx: RequestContext): Promise<Employee[]> {
  requireHotelId(ctx);
  return ctx.em.find(Employee, {}, { orderBy: { lastName: 'asc', firstName: 'asc', id: 'asc' }, limit: LIST_CAPS.employees });
}

export async function createEmployee(ctx: RequestContext, input: EmployeeInput): Promise<Employee> {
  const employee = ctx.em.create(Employee, { hotel: requireHotelId(ctx), ...toColumns(input) });
  await ctx.em.flush();
  return employee;
}

/**
 * One edit at a time (the row is locked); `expectedVersion`, when given, is the version the edit was based
 * on, and an older one than the record's is refused (409) rather than overwriting someone else's change.
 */
export async function updateEmployee(
  ctx: RequestContext,
  id: number,
  input: EmployeeInput,
  expectedVersion: number | null = null,
): Promise<Employee> {
  requireHotelId(ctx);
  return ctx.em.transactional(async (em) => {
    const employee = await lockForEdit(em as Em, Employee, 'employee', id, expectedVersion);
    em.assign(employee, toColumns(input));
    return employee;
  });
}

export async function deleteEmployee(
  ctx: RequestContext,
  id: number,
  expectedVersion: number | null = null,
): Promise<{ message: string }> {
  requireHotelId(ctx);
  await deleteLocked(ctx.em, Employee, 'employee', id, expectedVersion);
  return { message: 'Employee deleted successfully' };
}

function toColumns({ hourlyRate, ...rest }: EmployeeInput) {
  return { ...rest, hourlyRateCents: hourlyRate === null ? null : parseMoney(hourlyRate) };
}
