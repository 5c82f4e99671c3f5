import { MANAGERS } from '@core/roles';
import { parseInput } from '@core/parse-input';
import { employeeSchema } from '@core/schemas/employee.schema';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { Allow } from '../../graphql/access';
import { MessageResultType } from '../accounts';
import { toEmployeeDto } from './employee.mapper';
import { EmployeeInputType, EmployeeType } from './employee.types';
import { createEmployee, deleteEmployee, listEmployees, updateEmployee } from './employees.service';
import { applyVersionedDelete, applyVersionedUpdate, VERSION_ARG } from '../../versioned-update';

@Resolver()
export class EmployeesResolver {
  @Query(() => [EmployeeType], { description: "The hotel's staff roster, by last then first name." })
  @Allow(MANAGERS)
  async employees(@Ctx() ctx: RequestContext): Promise<EmployeeType[]> {
    return (await listEmployees(ctx)).map(toEmployeeDto);
  }

  @Mutation(() => EmployeeType)
  @Allow(MANAGERS)
  async createEmployee(
    @Arg('input', () => EmployeeInputType) input: EmployeeInputType,
    @Ctx() ctx: RequestContext,
  ): Promise<EmployeeType> {
    return toEmployeeDto(await createEmployee(ctx, parseInput(employeeSchema, input)));
  }

  @Mutation(() => EmployeeType)
  @Allow(MANAGERS)
  async updateEmployee(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => EmployeeInputType) input: EmployeeInputType,
    @Ctx() ctx: RequestContext,
  ): Promise<EmployeeType> {
    return toEmployeeDto(await applyVersionedUpdate(ctx, id, input, employeeSchema, updateEmployee));
  }

  @Mutation(() => MessageResultType)
  @Allow(MANAGERS)
  deleteEmployee(
    @Arg('id', () => Int) id: number,
    @Arg('version', () => Int, { nullable: true, description: VERSION_ARG }) version: number | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<MessageResultType> {
    return applyVersionedDelete(ctx, id, version, deleteEmployee);
  }
}
