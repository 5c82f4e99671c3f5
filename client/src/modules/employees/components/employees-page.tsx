import { useQuery } from '@apollo/client/react';
import { EMPLOYEE_ROLE_LABELS, EMPLOYEE_ROLES, type EmployeeInput } from '@core/schemas/employee.schema';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useAuth } from '../../../app/use-auth';
import { useRole } from '../../../app/use-role';
import type { EmployeeFieldsFragment } from '../../../gql/graphql';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import '../../../ui/grid/handsontable-setup';
import { Page } from '../../../ui/page';
import { Select } from '../../../ui/select';
import { Skeleton } from '../../../ui/skeleton';
import { useRecordDialog } from '../../../ui/use-record-dialog';
import { EmployeesQuery } from '../graphql/employees-query';
import { PeopleQuery } from '../graphql/people-query';
import { toEmployeeRow } from '../grid/employee-row';
import { useEmployeeActions } from '../hooks/use-employee-actions';
import { usePeopleActions } from '../hooks/use-people-actions';
import { assignableRoles } from '../person-roles';
import { EmployeeDialog } from './employee-dialog';
import { GiveSignInDialog, type SignInFor } from './give-sign-in-dialog';
import { PeopleCard } from './people-card';
import { RosterGrid } from './roster-grid';
import './employees.css';

const ALL_ROLES = 'all';
const ROLE_FILTER_OPTIONS = [
  { value: ALL_ROLES, label: 'All Roles' },
  ...EMPLOYEE_ROLES.map((role) => ({ value: role, label: EMPLOYEE_ROLE_LABELS[role] })),
];
const DELETE_CONFIRMATION = 'Are you sure you want to delete this employee?';

/**
 * The Employees tab: the staff roster, and the People who sign in (issue 15). The console loads this module
 * lazily (spec 2), hence the default export.
 */
export default function EmployeesPage() {
  const { data, loading, error } = useQuery(EmployeesQuery);
  const actions = useEmployeeActions();
  const { account } = useAuth();
  const role = useRole();
  const people = useQuery(PeopleQuery);
  const peopleActions = usePeopleActions();
  const [signIn, setSignIn] = useState<{ open: boolean; person: SignInFor | null }>({ open: false, person: null });
  const [roleFilter, setRoleFilter] = useState(ALL_ROLES);
  const employeeDialog = useRecordDialog<EmployeeFieldsFragment, EmployeeInput>({
    create: actions.createEmployee,
    update: actions.updateEmployee,
  });

  const employees = useMemo(() => data?.employees ?? [], [data]);
  const shown = useMemo(
    () => employees.filter((employee) => roleFilter === ALL_ROLES || employee.role === roleFilter),
    [employees, roleFilter],
  );
  // Fresh row objects on every change: the grid writes into them. Once the people are known, a row whose
  // employee has no sign-in offers one.
  const peopleList = people.data?.people;
  const rows = useMemo(() => {
    const signedIn = peopleList && new Set(peopleList.map((person) => person.employeeId));
    return shown.map((employee) => ({ ...toEmployeeRow(employee), hasSignIn: signedIn?.has(employee.id) }));
  }, [shown, peopleList]);
  const activeCount = employees.filter((employee) => employee.isActive).length;

  const openEdit = (id: number) => {
    const employee = employees.find((candidate) => candidate.id === id);
    if (employee) employeeDialog.openEdit(employee);
  };
  const giveSignInTo = (id: number) => {
    const employee = employees.find((candidate) => candidate.id === id);
    if (!employee) return;
    const name = `${employee.firstName} ${employee.lastName}`.trim();
    setSignIn({ open: true, person: { name, email: employee.email ?? '', employeeId: employee.id } });
  };
  const confirmDelete = (id: number) => {
    // The row as the clerk saw it: the deletion names its version.
    const employee = employees.find((candidate) => candidate.id === id);
    if (employee && window.confirm(DELETE_CONFIRMATION)) void actions.deleteEmployee(employee);
  };

  return (
    <Page
      title="Employees"
      subtitle="Your staff roster: edit a cell to save it"
      actions={
        <Button onClick={employeeDialog.openAdd}>
          <Plus aria-hidden="true" />
          Add Employee
        </Button>
      }
    >
      <div className="employee-stats">
        <Stat label="Total Staff" value={loading && !data ? null : employees.length} />
        <Stat label="Active" value={loading && !data ? null : activeCount} />
      </div>

      <Card>
        <CardHeader className="employee-roster-header">
          <CardTitle>Staff Roster ({shown.length})</CardTitle>
          <div className="employee-role-filter">
            <Select
              aria-label="Filter by role"
              options={ROLE_FILTER_OPTIONS}
              value={roleFilter}
              onChange={(event) => setRoleFilter(event.target.value)}
            />
          </div>
        </CardHeader>
        <CardContent>
          {loading && !data ? (
            <div className="employee-loading" aria-label="Loading employees" role="status">
              {Array.from({ length: 5 }, (_, index) => (
                <Skeleton key={index} className="employee-skeleton-row" />
              ))}
            </div>
          ) : error && !data ? (
            <p className="employee-error">Failed to load employees</p>
          ) : rows.length === 0 ? (
            <p className="employee-empty">
              {employees.length === 0
                ? 'No employees found. Add your first employee to get started.'
                : 'No employees with this role.'}
            </p>
          ) : (
            <RosterGrid
              rows={rows}
              onSaveRow={actions.updateEmployee}
              onEdit={openEdit}
              onDelete={confirmDelete}
              onGiveSignIn={giveSignInTo}
            />
          )}
        </CardContent>
      </Card>

      <PeopleCard
        people={peopleList ?? []}
        loading={people.loading && !people.data}
        failed={!!people.error && !people.data}
        actor={role}
        selfId={account?.isImpersonating ? null : (account?.user.id ?? null)}
        busy={peopleActions.changing}
        onGiveSignIn={() => setSignIn({ open: true, person: null })}
        onChangeRole={(person, next) => void peopleActions.changeRole(person, next)}
        onTurnOff={(person) => {
          if (window.confirm(`Turn off ${person.name}'s sign-in? They are signed out at once.`))
            void peopleActions.turnOff(person);
        }}
        onTurnOn={(person) => void peopleActions.turnOn(person)}
      />

      <GiveSignInDialog
        open={signIn.open}
        person={signIn.person}
        roles={assignableRoles(role)}
        saving={peopleActions.inviting}
        onOpenChange={(open) => setSignIn((current) => ({ ...current, open }))}
        onSubmit={peopleActions.invitePerson}
      />

      <EmployeeDialog {...employeeDialog.dialog} saving={actions.saving} />
    </Page>
  );
}

function Stat({ label, value }: { label: string; value: number | null }) {
  return (
    <Card className="employee-stat">
      <CardContent>
        <p className="employee-stat-label">{label}</p>
        {value === null ? <Skeleton className="employee-stat-skeleton" /> : <p className="employee-stat-value">{value}</p>}
      </CardContent>
    </Card>
  );
}
