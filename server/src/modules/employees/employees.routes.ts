import { MANAGERS } from '@core/roles';
import { parseInput } from '@core/parse-input';
import { employeeSchema } from '@core/schemas/employee.schema';
import type { RouteDef } from '../../rest/route';
import { toEmployeeDto } from './employee.mapper';
import { createEmployee, deleteEmployee, listEmployees, updateEmployee } from './employees.service';
import { versionedDeleteRoute, versionedUpdateRoute } from '../../versioned-update';

/** The staff roster: GET/POST /api/hotel/employees, PUT/DELETE /api/hotel/employees/{id}. */
export const employeesRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/hotel/employees',
    access: MANAGERS,
    handle: async (ctx) => (await listEmployees(ctx)).map(toEmployeeDto),
  },
  {
    method: 'post',
    path: '/hotel/employees',
    access: MANAGERS,
    status: 201,
    handle: async (ctx, req) => toEmployeeDto(await createEmployee(ctx, parseInput(employeeSchema, req.body))),
  },
  versionedUpdateRoute('/hotel/employees/:id', MANAGERS, employeeSchema, updateEmployee, toEmployeeDto),
  versionedDeleteRoute('/hotel/employees/:id', MANAGERS, deleteEmployee),
];
