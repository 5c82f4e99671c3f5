import { EMPLOYEE_ROLE_LABELS, EMPLOYEE_ROLES, employeeSchema, type EmployeeInput } from '@core/schemas/employee.schema';
import type { EmployeeFieldsFragment } from '../../../gql/graphql';
import { FormDialog, useRecordForm } from '../../../ui/form-dialog';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { LabelledSwitch } from '../../../ui/labelled-switch';
import { Select } from '../../../ui/select';

const ROLE_OPTIONS = EMPLOYEE_ROLES.map((role) => ({ value: role, label: EMPLOYEE_ROLE_LABELS[role] }));

type EmployeeFormValues = {
  firstName: string;
  lastName: string;
  role: string;
  email: string;
  phone: string;
  hireDate: string;
  hourlyRate: string;
  isActive: string;
  notes: string;
};

const EMPTY: EmployeeFormValues = {
  firstName: '',
  lastName: '',
  role: '',
  email: '',
  phone: '',
  hireDate: '',
  hourlyRate: '',
  isActive: 'true',
  notes: '',
};

function valuesOf(employee: EmployeeFieldsFragment | null): EmployeeFormValues {
  if (!employee) return EMPTY;
  return {
    firstName: employee.firstName,
    lastName: employee.lastName,
    role: employee.role,
    email: employee.email ?? '',
    phone: employee.phone ?? '',
    hireDate: employee.hireDate ?? '',
    hourlyRate: employee.hourlyRate ?? '',
    isActive: String(employee.isActive),
    notes: employee.notes ?? '',
  };
}

export interface EmployeeDialogProps {
  open: boolean;
  /** The employee being edited; null adds a new one. */
  employee: EmployeeFieldsFragment | null;
  saving: boolean;
  onOpenChange: (open: boolean) => void;
  /** Resolves true when saved, which closes the dialog. */
  onSubmit: (input: EmployeeInput) => Promise<boolean>;
}

/** Add/Edit Employee: checked with the core schema, so its messages are the server's own. */
export function EmployeeDialog({ open, employee, saving, onOpenChange, onSubmit }: EmployeeDialogProps) {
  const { form, submit } = useRecordForm(employeeSchema, valuesOf, { open, record: employee, saving, onOpenChange, onSubmit });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={employee ? 'Edit Employee' : 'Add Employee'}
      submitLabel={employee ? 'Update Employee' : 'Add Employee'}
      saving={saving}
      formClassName="employee-form"
      onSubmit={submit}
    >
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
        <Input type="number" min={0} step={0.01} inputMode="decimal" {...form.field('hourlyRate')} />
      </FormField>
      <LabelledSwitch
        className="employee-active"
        label="Active"
        checked={form.values.isActive === 'true'}
        onCheckedChange={(checked) => form.setValue('isActive', String(checked))}
      />
      <FormField label="Notes" error={form.errors.notes} className="employee-form-wide">
        <textarea className="input employee-textarea" rows={3} {...form.field('notes')} />
      </FormField>
    </FormDialog>
  );
}
