import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../testing/api-client';
import { signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let hotel: SignedInHotel;
beforeAll(async () => {
  app = await startTestApp();
  hotel = await signUpHotel(app, 'employees@inn.test', { name: 'Harbor Inn' });
});
afterAll(async () => app?.close());

const ana = {
  firstName: 'Ana',
  lastName: 'Lopez',
  role: 'front_desk',
  email: 'ana@harbor.test',
  phone: '617-555-0100',
  hireDate: '2024-02-29',
  hourlyRate: '18.50',
  isActive: true,
  notes: 'Night shift',
};

async function createEmployee(body: Record<string, unknown>) {
  const response = await hotel.api.post('/api/hotel/employees', body);
  expect(response.status).toBe(201);
  return response.body as { id: number };
}

const roster = async () => (await hotel.api.get('/api/hotel/employees')).body as { id: number }[];

describe('POST /api/hotel/employees', () => {
  it('creates an employee and answers 201 with it', async () => {
    const response = await hotel.api.post('/api/hotel/employees', ana);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(Number), version: 1, ...ana });
    expect(await roster()).toContainEqual({ id: response.body.id, version: 1, ...ana });
  });

  it('fills the defaults and reads the role label, email case and money forms', async () => {
    const response = await hotel.api.post('/api/hotel/employees', {
      firstName: ' Bo ',
      lastName: ' Chen ',
      role: 'Housekeeping',
      email: 'Bo@Harbor.TEST',
      hourlyRate: 17,
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      version: 1,
      firstName: 'Bo',
      lastName: 'Chen',
      role: 'housekeeping',
      email: 'bo@harbor.test',
      phone: null,
      hireDate: null,
      hourlyRate: '17.00',
      isActive: true,
      notes: null,
    });
  });

  it('keeps cents exact', async () => {
    const response = await hotel.api.post('/api/hotel/employees', { ...ana, firstName: 'Cy', hourlyRate: '0.1' });
    expect(response.body.hourlyRate).toBe('0.10');
    const blank = await hotel.api.post('/api/hotel/employees', { ...ana, firstName: 'Di', hourlyRate: '' });
    expect(blank.body.hourlyRate).toBeNull();
  });

  it.each([
    [{ firstName: '  ' }, 'First name and last name are required'],
    [{ lastName: undefined }, 'First name and last name are required'],
    [{ role: '' }, 'Please choose a role'],
    [{ role: 'chef' }, 'Role must be Manager, Front Desk, Housekeeping or Maintenance'],
    [{ email: 'nope' }, 'Please enter a valid email address'],
    [{ hireDate: '2025-02-29' }, 'Hire date must be a valid date'],
    [{ hourlyRate: '-1' }, 'Hourly rate must be 0 or more'],
    [{ hourlyRate: '12.345' }, 'Hourly rate must be a number with at most 2 decimals'],
    [{ hourlyRate: 'twelve' }, 'Hourly rate must be a number with at most 2 decimals'],
    [{ isActive: 'maybe' }, 'Active must be true or false'],
  ])('refuses %j with 422 and creates nothing', async (change, message) => {
    const before = await roster();
    const response = await hotel.api.post('/api/hotel/employees', { ...ana, ...change });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ error: message });
    expect(await roster()).toEqual(before);
  });

  it('needs a signed-in hotel', async () => {
    const response = await new ApiClient(app.url).post('/api/hotel/employees', ana);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'Please sign in to continue' });
  });
});

describe('GET /api/hotel/employees', () => {
  it('lists by last name, then first name', async () => {
    const other = await signUpHotel(app, 'employees-order@inn.test');
    for (const [firstName, lastName] of [
      ['Zoe', 'Adams'],
      ['Al', 'Young'],
      ['Amy', 'Adams'],
    ]) {
      await other.api.post('/api/hotel/employees', { firstName, lastName, role: 'maintenance' });
    }
    const response = await other.api.get('/api/hotel/employees');
    expect(response.status).toBe(200);
    expect(response.body.map((e: { firstName: string; lastName: string }) => `${e.lastName}, ${e.firstName}`)).toEqual([
      'Adams, Amy',
      'Adams, Zoe',
      'Young, Al',
    ]);
  });

  it('needs a signed-in hotel', async () => {
    expect((await new ApiClient(app.url).get('/api/hotel/employees')).status).toBe(401);
  });
});

describe('PUT /api/hotel/employees/{id}', () => {
  it('replaces the employee and answers with it', async () => {
    const { id } = await createEmployee({ ...ana, firstName: 'Eve' });
    const change = { ...ana, firstName: 'Eve', role: 'manager', hourlyRate: '24.75', isActive: false, email: '', notes: null };
    const response = await hotel.api.put(`/api/hotel/employees/${id}`, change);
    const expected = { id, version: 2, ...change, email: null, notes: null };
    expect(response.status).toBe(200);
    expect(response.body).toEqual(expected);
    expect((await roster()).find((employee) => employee.id === id)).toEqual(expected);
  });

  it.each([
    [{ firstName: '' }, 'First name and last name are required'],
    [{ role: 'janitor' }, 'Role must be Manager, Front Desk, Housekeeping or Maintenance'],
    [{ email: 'x@' }, 'Please enter a valid email address'],
    [{ hireDate: '03/01/2024' }, 'Hire date must be a valid date'],
    [{ hourlyRate: '-0.01' }, 'Hourly rate must be 0 or more'],
  ])('refuses %j with 422 and changes nothing', async (change, message) => {
    const { id } = await createEmployee({ ...ana, firstName: 'Finn' });
    const before = await roster();
    const response = await hotel.api.put(`/api/hotel/employees/${id}`, { ...ana, lastName: 'Changed', ...change });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ error: message });
    expect(await roster()).toEqual(before);
  });

  it('answers 404 for an id that does not exist, and 422 for one that is not an id', async () => {
    expect(await hotel.api.put('/api/hotel/employees/999999', ana)).toMatchObject({
      status: 404,
      body: { error: 'Employee could not be found' },
    });
    expect(await hotel.api.put('/api/hotel/employees/0', ana)).toMatchObject({ status: 422, body: { error: 'Invalid id' } });
  });
});

describe('DELETE /api/hotel/employees/{id}', () => {
  it('deletes the employee', async () => {
    const { id } = await createEmployee({ ...ana, firstName: 'Gus' });
    const response = await hotel.api.delete(`/api/hotel/employees/${id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Employee deleted successfully' });
    expect((await roster()).map((employee) => employee.id)).not.toContain(id);
    expect((await hotel.api.delete(`/api/hotel/employees/${id}`)).status).toBe(404);
  });

  it('needs a signed-in hotel', async () => {
    const { id } = await createEmployee({ ...ana, firstName: 'Hal' });
    expect((await new ApiClient(app.url).delete(`/api/hotel/employees/${id}`)).status).toBe(401);
    expect((await roster()).map((employee) => employee.id)).toContain(id);
  });
});

describe('GraphQL employees', () => {
  const FIELDS = 'id firstName lastName role email phone hireDate hourlyRate isActive notes';

  it('creates, lists, updates and deletes', async () => {
    const created = await hotel.api.graphql(`mutation($input: EmployeeInput!) { createEmployee(input: $input) { ${FIELDS} } }`, {
      input: { firstName: 'Ivy', lastName: 'Park', role: 'Maintenance', hourlyRate: '21.5', hireDate: '2023-06-01' },
    });
    expect(created.body.errors).toBeUndefined();
    const employee = created.body.data.createEmployee;
    expect(employee).toEqual({
      id: expect.any(Number),
      firstName: 'Ivy',
      lastName: 'Park',
      role: 'maintenance',
      email: null,
      phone: null,
      hireDate: '2023-06-01',
      hourlyRate: '21.50',
      isActive: true,
      notes: null,
    });

    const listed = await hotel.api.graphql(`{ employees { ${FIELDS} } }`);
    expect(listed.body.data.employees).toContainEqual(employee);

    const updated = await hotel.api.graphql(
      `mutation($id: Int!, $input: EmployeeInput!) { updateEmployee(id: $id, input: $input) { ${FIELDS} } }`,
      { id: employee.id, input: { firstName: 'Ivy', lastName: 'Park', role: 'manager', hourlyRate: '30', isActive: false } },
    );
    expect(updated.body.data.updateEmployee).toEqual({
      ...employee,
      role: 'manager',
      hourlyRate: '30.00',
      hireDate: null,
      isActive: false,
    });

    const deleted = await hotel.api.graphql(`mutation($id: Int!) { deleteEmployee(id: $id) { message } }`, { id: employee.id });
    expect(deleted.body.data.deleteEmployee).toEqual({ message: 'Employee deleted successfully' });
  });

  it('gives the schema message and changes nothing', async () => {
    const { id } = await createEmployee({ ...ana, firstName: 'Jo' });
    const before = await roster();
    const response = await hotel.api.graphql(
      `mutation($id: Int!, $input: EmployeeInput!) { updateEmployee(id: $id, input: $input) { id } }`,
      { id, input: { ...ana, hourlyRate: '9.999' } },
    );
    expect(response.body.errors?.[0]).toMatchObject({
      message: 'Hourly rate must be a number with at most 2 decimals',
      extensions: { code: 'INVALID_INPUT' },
    });
    expect(await roster()).toEqual(before);
  });

  it("cannot reach another hotel's employee", async () => {
    const { id } = await createEmployee({ ...ana, firstName: 'Kim' });
    const other = await signUpHotel(app, 'employees-other@inn.test');
    const update = await other.api.graphql(
      `mutation($id: Int!, $input: EmployeeInput!) { updateEmployee(id: $id, input: $input) { id } }`,
      { id, input: { firstName: 'Taken', lastName: 'Over', role: 'manager' } },
    );
    expect(update.body.errors?.[0]).toMatchObject({ message: 'Employee could not be found', extensions: { code: 'NOT_FOUND' } });
    const remove = await other.api.graphql(`mutation($id: Int!) { deleteEmployee(id: $id) { message } }`, { id });
    expect(remove.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await other.api.graphql('{ employees { id } }')).body.data.employees).toEqual([]);
    const list = (await hotel.api.get('/api/hotel/employees')).body as { id: number; firstName: string }[];
    expect(list.find((employee) => employee.id === id)?.firstName).toBe('Kim');
  });

  it('needs a signed-in hotel', async () => {
    const response = await new ApiClient(app.url).graphql('{ employees { id } }');
    expect(response.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
