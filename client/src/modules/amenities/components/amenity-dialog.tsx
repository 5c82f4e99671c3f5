import { AMENITY_CATEGORIES } from '@core/amenity-catalog';
import { amenitySchema, type AmenityInput } from '@core/schemas/amenity.schema';
import type { AmenityFieldsFragment } from '../../../gql/graphql';
import { FormDialog, useRecordForm } from '../../../ui/form-dialog';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { LabelledSwitch } from '../../../ui/labelled-switch';
import { Select } from '../../../ui/select';
import { IconPicker } from './icon-picker';

const CATEGORY_OPTIONS = AMENITY_CATEGORIES.map((category) => ({ value: category, label: category }));

type AmenityFormValues = {
  name: string;
  category: string;
  description: string;
  icon: string;
  isActive: string;
  sortOrder: string;
};

const EMPTY: AmenityFormValues = { name: '', category: '', description: '', icon: '', isActive: 'true', sortOrder: '0' };

function valuesOf(amenity: AmenityFieldsFragment | null): AmenityFormValues {
  if (!amenity) return EMPTY;
  return {
    name: amenity.name,
    category: amenity.category,
    description: amenity.description ?? '',
    icon: amenity.icon,
    isActive: String(amenity.isActive),
    sortOrder: String(amenity.sortOrder),
  };
}

export interface AmenityDialogProps {
  open: boolean;
  /** The amenity being edited; null adds a new one. */
  amenity: AmenityFieldsFragment | null;
  saving: boolean;
  onOpenChange: (open: boolean) => void;
  /** Resolves true when saved, which closes the dialog. */
  onSubmit: (input: AmenityInput) => Promise<boolean>;
}

/** Add/Edit Amenity (spec 2): checked with the core schema, so the messages are the server's own. */
export function AmenityDialog({ open, amenity, saving, onOpenChange, onSubmit }: AmenityDialogProps) {
  const { form, submit } = useRecordForm(amenitySchema, valuesOf, { open, record: amenity, saving, onOpenChange, onSubmit });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={amenity ? 'Edit Amenity' : 'Add New Amenity'}
      submitLabel={amenity ? 'Update Amenity' : 'Create Amenity'}
      saving={saving}
      formClassName="amenity-form"
      onSubmit={submit}
    >
      <div className="amenity-form-row">
        <FormField label="Name *" error={form.errors.name}>
          <Input placeholder="e.g. Swimming Pool" autoFocus {...form.field('name')} />
        </FormField>
        <FormField label="Category *" error={form.errors.category}>
          <Select placeholder="Select a category" options={CATEGORY_OPTIONS} {...form.field('category')} />
        </FormField>
      </div>
      <FormField label="Description" error={form.errors.description}>
        <textarea className="input amenity-textarea" rows={3} placeholder="Describe the amenity" {...form.field('description')} />
      </FormField>
      <FormField label="Icon *" error={form.errors.icon}>
        <IconPicker value={form.values.icon} category={form.values.category} onChange={(icon) => form.setValue('icon', icon)} />
      </FormField>
      <div className="amenity-form-row">
        <LabelledSwitch
          className="amenity-active"
          label="Active"
          checked={form.values.isActive === 'true'}
          onCheckedChange={(checked) => form.setValue('isActive', String(checked))}
        />
        <FormField label="Sort Order" error={form.errors.sortOrder}>
          <Input type="number" min={0} step={1} {...form.field('sortOrder')} />
        </FormField>
      </div>
    </FormDialog>
  );
}
