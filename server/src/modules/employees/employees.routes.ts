import { MANAGERS } from '@core/roles';
import { employeeSchema } from '@core/schemas/employee.schema';
import { crudRoutes } from '../../rest/crud-routes';
import type { RouteDef } from '../../rest/route';
import { toEmployeeDto } from './employee.mapper';
import { createEmployee, deleteEmployee, listEmployees, updateEmployee } from './employees.service';

/** The staff roster: GET/POST /api/hotel/employees, PUT/DELETE /api/hotel/employees/{id}, for managers only. */
export const employeesRoutes: RouteDef[] = crudRoutes({
  path: '/hotel/employees',
  readers: MANAGERS,
  writers: MANAGERS,
  schema: employeeSchema,
  service: { list: listEmployees, create: createEmployee, update: updateEmployee, remove: deleteEmployee },
  toDto: toEmployeeDto,
});
