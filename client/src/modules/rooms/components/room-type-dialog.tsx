import { roomTypeUpdateSchema, type RoomTypeUpdate } from '@core/schemas/room.schema';
import type { RoomTypeFieldsFragment } from '../../../gql/graphql';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { AmountInput } from '../../../ui/amount-input';
import { RecordFormDialog } from '../../../ui/record-form-dialog';
import type { RecordDialogProps } from '../../../ui/use-record-form';

const RATES = [
  ['dailyRate', 'Daily Rate ($)'],
  ['weeklyRate', 'Weekly Rate ($)'],
  ['monthlyRate', 'Monthly Rate ($)'],
] as const;

/**
 * Add/Edit Room Type (spec 2): a name and three rates, all required, checked with the core schema. Editing,
 * the rates may change from a later date (issue 26): "Effective From" blank changes them at once.
 */
export function RoomTypeDialog({ record, ...props }: RecordDialogProps<RoomTypeFieldsFragment, RoomTypeUpdate>) {
  // The form starts with no date: a record's fields fill the rest.
  const edited = record && { ...record, effectiveFrom: null };
  return (
    <RecordFormDialog
      {...props}
      record={edited}
      schema={roomTypeUpdateSchema}
      noun="Room Type"
      size="sm"
      formClassName="room-form"
    >
      {(form) => (
        <>
          <FormField label="Room Type Name" error={form.errors.name}>
            <Input placeholder="e.g. Standard Queen" autoFocus autoComplete="off" {...form.field('name')} />
          </FormField>
          {RATES.map(([name, label]) => (
            <FormField key={name} label={label} error={form.errors[name]}>
              <AmountInput placeholder="0.00" {...form.field(name)} />
            </FormField>
          ))}
          {record && (
            <FormField
              label="Effective From"
              hint="Leave blank to change the rates now; a date keeps today's rates for stays checking in before it"
              error={form.errors.effectiveFrom}
            >
              <Input type="date" {...form.field('effectiveFrom')} />
            </FormField>
          )}
        </>
      )}
    </RecordFormDialog>
  );
}
