import { Eraser, Save, UserPlus, X } from 'lucide-react';
import { useId, useState, type FormEvent, type Ref } from 'react';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { Checkbox } from '../../../ui/checkbox';
import { FormField } from '../../../ui/form-field';
import type { FieldErrors } from '../../../ui/form-errors';
import { Input } from '../../../ui/input';
import { cx } from '../../../ui/class-names';
import {
  ID_TYPE_SUGGESTIONS,
  checkGuestForm,
  parsedGuestName,
  tidyGuestNameText,
  type GuestFormValues,
  type GuestTextField,
} from '../guest-form';
import type { GuestInput } from '@core/schemas/guest.schema';

export interface GuestFormCardProps {
  values: GuestFormValues;
  onChange: (values: GuestFormValues) => void;
  /** The guest being edited, or null for a new guest. */
  editingId: number | null;
  saving: boolean;
  /** Saves; resolves true when saved (the page then resets the form). */
  onSubmit: (input: GuestInput) => Promise<boolean>;
  onCancel: () => void;
  onClear: () => void;
  nameInputRef?: Ref<HTMLInputElement>;
}

/** The Guest Entry Form (spec 2): 'Guest Entry Form' or 'Edit Guest #{id}'. */
export function GuestFormCard({
  values,
  onChange,
  editingId,
  saving,
  onSubmit,
  onCancel,
  onClear,
  nameInputRef,
}: GuestFormCardProps) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const idTypeListId = useId();
  const editing = editingId !== null;
  const parsed = parsedGuestName(values.name);

  const update = (next: GuestFormValues) => {
    onChange(next);
    if (attempted) {
      const check = checkGuestForm(next);
      setErrors(check.ok ? {} : check.errors);
    }
  };
  const text = (name: GuestTextField) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => update({ ...values, [name]: event.target.value }),
  });

  const reset = () => {
    setErrors({});
    setAttempted(false);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setAttempted(true);
    const check = checkGuestForm(values);
    if (!check.ok) {
      setErrors(check.errors);
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    if (await onSubmit(check.input)) reset();
  };

  return (
    <Card className={cx('guest-form-card', editing && 'is-editing')}>
      <CardHeader className="guest-form-header">
        <div>
          <CardTitle>{editing ? `Edit Guest #${editingId}` : 'Guest Entry Form'}</CardTitle>
          <CardDescription>
            {editing
              ? 'Change the details below and click UPDATE GUEST to save them.'
              : 'Type the name as "Last, First" (or "First Last"): it is split into last and first names as you type.'}
          </CardDescription>
        </div>
        {editing && <Badge className="guest-editing-badge">Editing</Badge>}
      </CardHeader>
      <CardContent>
        <form
          className="guest-form"
          onSubmit={submit}
          noValidate
          aria-label={editing ? `Edit Guest #${editingId}` : 'Guest Entry Form'}
        >
          <FormField
            label="Name"
            className="guest-field-name"
            error={errors.name}
            hint={
              <span className="guest-parsed" aria-live="polite">
                <span>
                  Last name: <strong data-parsed="last">{parsed.lastName || '—'}</strong>
                </span>
                <span>
                  First name: <strong data-parsed="first">{parsed.firstName || '—'}</strong>
                </span>
              </span>
            }
          >
            <Input
              {...text('name')}
              ref={nameInputRef}
              placeholder="Last, First"
              autoComplete="off"
              onBlur={() => {
                const tidy = tidyGuestNameText(values.name);
                if (tidy !== values.name) update({ ...values, name: tidy });
              }}
            />
          </FormField>
          <FormField label="Email" error={errors.email}>
            <Input {...text('email')} type="email" placeholder="guest@example.com" autoComplete="off" />
          </FormField>
          <FormField label="Phone" error={errors.phone}>
            <Input {...text('phone')} type="tel" placeholder="(555) 555-0100" autoComplete="off" />
          </FormField>
          <FormField label="Address" className="guest-field-wide" error={errors.address}>
            <Input {...text('address')} placeholder="Street address" autoComplete="off" />
          </FormField>
          <FormField label="City" error={errors.city}>
            <Input {...text('city')} autoComplete="off" />
          </FormField>
          <FormField label="State" error={errors.state}>
            <Input {...text('state')} autoComplete="off" />
          </FormField>
          <FormField label="Zip" error={errors.zipCode}>
            <Input {...text('zipCode')} autoComplete="off" />
          </FormField>
          <FormField label="Country" error={errors.country}>
            <Input {...text('country')} autoComplete="off" />
          </FormField>
          <FormField label="ID Type" error={errors.idType}>
            <Input {...text('idType')} list={idTypeListId} placeholder="e.g. Passport" autoComplete="off" />
          </FormField>
          <FormField label="ID Number" error={errors.idNumber}>
            <Input {...text('idNumber')} autoComplete="off" />
          </FormField>
          <datalist id={idTypeListId}>
            {ID_TYPE_SUGGESTIONS.map((option) => (
              <option key={option} value={option} />
            ))}
          </datalist>
          <FormField label="Notes" className="guest-field-notes" error={errors.notes}>
            <textarea {...text('notes')} className="input guest-notes" rows={2} placeholder="Preferences, special requests…" />
          </FormField>
          <div className="guest-vip-field">
            <label className="guest-vip-label">
              <Checkbox checked={values.vip} onCheckedChange={(vip) => update({ ...values, vip })} />
              <span>
                VIP
                <small>Show a VIP badge wherever this guest appears</small>
              </span>
            </label>
          </div>
          <div className="guest-form-actions">
            <Button type="submit" disabled={saving}>
              {editing ? <Save aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
              {editing ? 'UPDATE GUEST' : 'ADD GUEST'}
            </Button>
            {editing && (
              <Button
                variant="outline"
                onClick={() => {
                  reset();
                  onCancel();
                }}
              >
                <X aria-hidden="true" />
                CANCEL
              </Button>
            )}
            <Button
              variant="ghost"
              onClick={() => {
                reset();
                onClear();
              }}
            >
              <Eraser aria-hidden="true" />
              CLEAR
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
