import { personInviteSchema, type PersonInvite } from '@core/schemas/person.schema';
import type { Role } from '@core/roles';
import { useEffect } from 'react';
import { FormDialog } from '../../../ui/form-dialog';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { useZodForm } from '../../../ui/use-zod-form';

/** Who the sign-in is for: a roster entry (its name and email filled in) or someone new. */
export interface SignInFor {
  name: string;
  email: string;
  employeeId: number | null;
}

export interface GiveSignInDialogProps {
  open: boolean;
  /** The person it starts from; null starts blank. */
  person: SignInFor | null;
  /** The roles the signed-in person may give (a Manager cannot make an Owner). */
  roles: readonly Role[];
  saving: boolean;
  onOpenChange: (open: boolean) => void;
  /** Resolves true when the invitation went out, which closes the dialog. */
  onSubmit: (input: PersonInvite) => Promise<boolean>;
}

const valuesOf = (person: SignInFor | null) => ({
  name: person?.name ?? '',
  email: person?.email ?? '',
  role: '',
  employeeId: person?.employeeId ? String(person.employeeId) : '',
});

/** "Give sign-in" (issue 15): name, email and role, checked with the server's own schema; the link is mailed. */
export function GiveSignInDialog({ open, person, roles, saving, onOpenChange, onSubmit }: GiveSignInDialogProps) {
  const form = useZodForm(personInviteSchema, valuesOf(person));
  const { reset } = form;
  // Only a (re)opening loads the values: the people list refreshing behind the dialog must not overwrite typing.
  useEffect(() => {
    if (open) reset(valuesOf(person));
  }, [open, person?.employeeId, person?.email]);
  const submit = form.handleSubmit(async (input) => {
    if (await onSubmit(input)) onOpenChange(false);
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Give sign-in"
      description="The person gets an email with a link to set their password (valid 72 hours)."
      submitLabel="Give sign-in"
      saving={saving}
      formClassName="person-form"
      onSubmit={submit}
    >
      <FormField label="Name *" error={form.errors.name}>
        <Input autoComplete="off" autoFocus {...form.field('name')} />
      </FormField>
      <FormField label="Email *" error={form.errors.email}>
        <Input type="email" autoComplete="off" {...form.field('email')} />
      </FormField>
      <FormField label="Role *" error={form.errors.role}>
        <Select
          placeholder="Select a role"
          options={roles.map((role) => ({ value: role, label: role }))}
          {...form.field('role')}
        />
      </FormField>
    </FormDialog>
  );
}
