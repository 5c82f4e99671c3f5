import { AMENITY_CATEGORIES } from '@core/amenity-catalog';
import { amenitySchema, type AmenityInput } from '@core/schemas/amenity.schema';
import type { AmenityFieldsFragment } from '../../../gql/graphql';
import { ActiveSwitch } from '../../../ui/active-switch';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { RecordFormDialog } from '../../../ui/record-form-dialog';
import { Select } from '../../../ui/select';
import type { RecordDialogProps } from '../../../ui/use-record-form';
import { IconPicker } from './icon-picker';

const NEW_AMENITY = { isActive: 'true', sortOrder: '0' };
const CATEGORY_OPTIONS = AMENITY_CATEGORIES.map((category) => ({ value: category, label: category }));

/** Add/Edit Amenity (spec 2): checked with the core schema, so the messages are the server's own. */
export function AmenityDialog(props: RecordDialogProps<AmenityFieldsFragment, AmenityInput>) {
  return (
    <RecordFormDialog
      {...props}
      schema={amenitySchema}
      noun="Amenity"
      words={{ addTitle: 'Add New Amenity' }}
      blank={NEW_AMENITY}
      size="lg"
      formClassName="amenity-form"
    >
      {(form) => (
        <>
          <div className="amenity-form-row">
            <FormField label="Name *" error={form.errors.name}>
              <Input placeholder="e.g. Swimming Pool" autoFocus {...form.field('name')} />
            </FormField>
            <FormField label="Category *" error={form.errors.category}>
              <Select placeholder="Select a category" options={CATEGORY_OPTIONS} {...form.field('category')} />
            </FormField>
          </div>
          <FormField label="Description" error={form.errors.description}>
            <textarea
              className="input amenity-textarea"
              rows={3}
              placeholder="Describe the amenity"
              {...form.field('description')}
            />
          </FormField>
          <FormField label="Icon *" error={form.errors.icon}>
            <IconPicker
              value={form.values.icon}
              category={form.values.category}
              onChange={(icon) => form.setValue('icon', icon)}
            />
          </FormField>
          <div className="amenity-form-row">
            <ActiveSwitch className="amenity-active" form={form} />
            <FormField label="Sort Order" error={form.errors.sortOrder}>
              <Input type="number" min={0} step={1} {...form.field('sortOrder')} />
            </FormField>
          </div>
        </>
      )}
    </RecordFormDialog>
  );
}
