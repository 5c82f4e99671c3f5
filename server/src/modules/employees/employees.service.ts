import { LIST_CAPS } from '@core/schemas/paging.schema';
import { notFound } from '@core/errors';
import { parseMoney } from '@core/money';
import type { EmployeeInput } from '@core/schemas/employee.schema';
import type { RequestContext } from '../../context';
import { requireHotelId } from '../accounts/guards';
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

export async function updateEmployee(ctx: RequestContext, id: number, input: EmployeeInput): Promise<Employee> {
  const employee = await findEmployee(ctx, id);
  ctx.em.assign(employee, toColumns(input));
  await ctx.em.flush();
  return employee;
}

export async function deleteEmployee(ctx: RequestContext, id: number): Promise<{ message: string }> {
  const employee = await findEmployee(ctx, id);
  ctx.em.remove(employee);
  await ctx.em.flush();
  return { message: 'Employee deleted successfully' };
}

async function findEmployee(ctx: RequestContext, id: number): Promise<Employee> {
  requireHotelId(ctx);
  const employee = await ctx.em.findOne(Employee, { id });
  if (!employee) throw notFound('Employee');
  return employee;
}

function toColumns({ hourlyRate, ...rest }: EmployeeInput) {
  return { ...rest, hourlyRateCents: hourlyRate === null ? null : parseMoney(hourlyRate) };
}
