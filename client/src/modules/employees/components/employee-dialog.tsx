import { EMPLOYEE_ROLE_LABELS, EMPLOYEE_ROLES, employeeSchema, type EmployeeInput } from '@core/schemas/employee.schema';
import type { EmployeeFieldsFragment } from '../../../gql/graphql';
import { ActiveSwitch } from '../../../ui/active-switch';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { AmountInput } from '../../../ui/amount-input';
import { RecordFormDialog } from '../../../ui/record-form-dialog';
import { Select } from '../../../ui/select';
import type { RecordDialogProps } from '../../../ui/use-record-form';

const ROLE_OPTIONS = EMPLOYEE_ROLES.map((role) => ({ value: role, label: EMPLOYEE_ROLE_LABELS[role] }));

/** Add/Edit Employee: checked with the core schema, so its messages are the server's own. */
export function EmployeeDialog(props: RecordDialogProps<EmployeeFieldsFragment, EmployeeInput>) {
  return (
    <RecordFormDialog
      {...props}
      schema={employeeSchema}
      noun="Employee"
      words={{ create: 'Add Employee' }}
      blank={{ isActive: 'true' }}
      size="lg"
      formClassName="employee-form"
    >
      {(form) => (
        <>
          <FormField label="First Name *" error={form.errors.firstName}>
            <Input autoComplete="off" autoFocus {...form.field('firstName')} />
          </FormField>
          <FormField label="Last Name *" error={form.errors.lastName}>
            <Input autoComplete="off" {...form.field('lastName')} />
          </FormField>
          <FormField label="Role *" error={form.errors.role}>
            <Select placeholder="Select a role" options={ROLE_OPTIONS} {...form.field('role')} />
          </FormField>
          <FormField label="Email" error={form.errors.email}>
            <Input type="email" autoComplete="off" {...form.field('email')} />
          </FormField>
          <FormField label="Phone" error={form.errors.phone}>
            <Input type="tel" autoComplete="off" {...form.field('phone')} />
          </FormField>
          <FormField label="Hire Date" error={form.errors.hireDate}>
            <Input type="date" {...form.field('hireDate')} />
          </FormField>
          <FormField label="Hourly Rate ($)" error={form.errors.hourlyRate}>
            <AmountInput {...form.field('hourlyRate')} />
          </FormField>
          <ActiveSwitch className="employee-active" form={form} />
          <FormField label="Notes" error={form.errors.notes} className="employee-form-wide">
            <textarea className="input employee-textarea" rows={3} {...form.field('notes')} />
          </FormField>
        </>
      )}
    </RecordFormDialog>
  );
}
