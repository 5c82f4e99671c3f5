import { Plus, Save, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { AdminHotelFieldsFragment, AdminHotelInput, AdminHotelUpdateInput } from '../../../gql/graphql';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { Checkbox } from '../../../ui/checkbox';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Label } from '../../../ui/label';
import { useToast } from '../../../ui/toast';
import { checkHotelForm, EMPTY_HOTEL_FORM, hotelFormFromAccount, type HotelFormValues } from '../hotel-form';

export interface HotelFormCardProps {
  /** The hotel being edited, or null to add one. */
  editing: AdminHotelFieldsFragment | null;
  saving: boolean;
  onAdd: (input: AdminHotelInput) => Promise<boolean>;
  onUpdate: (input: AdminHotelUpdateInput) => Promise<boolean>;
  onCancel: () => void;
}

type TextField = Exclude<keyof HotelFormValues, 'isEmailVerified'>;

const FIELDS: { name: TextField; label: string; type?: string; placeholder?: string; wide?: boolean }[] = [
  { name: 'hotelName', label: 'Hotel Name *', placeholder: 'Harbor Inn' },
  { name: 'hotelEmail', label: 'Hotel Email *', type: 'email', placeholder: 'frontdesk@hotel.com' },
  { name: 'phoneNumber', label: 'Phone Number', type: 'tel' },
  { name: 'website', label: 'Website' },
  { name: 'address', label: 'Address', wide: true },
  { name: 'city', label: 'City' },
  { name: 'state', label: 'State', placeholder: 'MA' },
  { name: 'zipCode', label: 'Zip Code' },
  { name: 'country', label: 'Country' },
  { name: 'numberOfRooms', label: 'Number of Rooms', type: 'number' },
];

/** The admin's add/update hotel form (spec 2 and 5). A hotel added here gets a set-password email. */
export function HotelFormCard({ editing, saving, onAdd, onUpdate, onCancel }: HotelFormCardProps) {
  const { toast } = useToast();
  const [values, setValues] = useState<HotelFormValues>(() => (editing ? hotelFormFromAccount(editing) : EMPTY_HOTEL_FORM));
  const set = (name: keyof HotelFormValues, value: string | boolean) => setValues((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkHotelForm(values);
    if (!check.ok) {
      toast({ variant: 'destructive', title: check.title, description: check.description });
      return;
    }
    const saved = editing
      ? await onUpdate({ ...check.input, id: editing.id, isEmailVerified: values.isEmailVerified })
      : await onAdd(check.input);
    if (saved && !editing) setValues(EMPTY_HOTEL_FORM);
  };

  return (
    <Card className="admin-hotel-form-card">
      <CardHeader>
        <CardTitle>{editing ? `Edit Hotel: ${editing.name}` : 'Add Hotel'}</CardTitle>
        <CardDescription>
          {editing
            ? 'Change the hotel account. Saving does not change its settings or its license.'
            : 'Creates a hotel account in demo mode. The hotel receives an email to set its own password.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="admin-hotel-form"
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label={editing ? 'Edit hotel' : 'Add hotel'}
        >
          <div className="admin-hotel-form-grid">
            {FIELDS.map((field) => (
              <FormField key={field.name} label={field.label} className={field.wide ? 'admin-field-wide' : undefined}>
                <Input
                  name={field.name}
                  type={field.type}
                  min={field.type === 'number' ? 0 : undefined}
                  placeholder={field.placeholder}
                  value={values[field.name]}
                  onChange={(event) => set(field.name, event.target.value)}
                />
              </FormField>
            ))}
          </div>
          {editing && (
            <div className="admin-checkbox-row">
              <Checkbox
                id="admin-email-verified"
                checked={values.isEmailVerified}
                onCheckedChange={(checked) => set('isEmailVerified', checked)}
              />
              <Label htmlFor="admin-email-verified">Email verified</Label>
            </div>
          )}
          <div className="admin-form-actions">
            <Button type="submit" disabled={saving}>
              {editing ? <Save aria-hidden="true" /> : <Plus aria-hidden="true" />}
              {saving ? (editing ? 'Updating...' : 'Adding...') : editing ? 'Update Hotel' : 'Add Hotel'}
            </Button>
            {editing ? (
              <Button variant="outline" onClick={onCancel}>
                <X aria-hidden="true" />
                Cancel
              </Button>
            ) : (
              <Button variant="ghost" onClick={() => setValues(EMPTY_HOTEL_FORM)}>
                Clear
              </Button>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
