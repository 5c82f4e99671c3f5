import { roomTypeSchema, type RoomTypeInput } from '@core/schemas/room.schema';
import type { RoomTypeFieldsFragment } from '../../../gql/graphql';
import { FormDialog, useRecordForm } from '../../../ui/form-dialog';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';

type RoomTypeFormValues = { name: string; dailyRate: string; weeklyRate: string; monthlyRate: string };

const valuesOf = (roomType: RoomTypeFieldsFragment | null): RoomTypeFormValues =>
  roomType
    ? { name: roomType.name, dailyRate: roomType.dailyRate, weeklyRate: roomType.weeklyRate, monthlyRate: roomType.monthlyRate }
    : { name: '', dailyRate: '', weeklyRate: '', monthlyRate: '' };

export interface RoomTypeDialogProps {
  open: boolean;
  /** The room type being edited; null adds a new one. */
  roomType: RoomTypeFieldsFragment | null;
  saving: boolean;
  onOpenChange: (open: boolean) => void;
  /** Resolves true when saved, which closes the dialog. */
  onSubmit: (input: RoomTypeInput) => Promise<boolean>;
}

/** Add/Edit Room Type (spec 2): a name and three rates, all required, checked with the core schema. */
export function RoomTypeDialog({ open, roomType, saving, onOpenChange, onSubmit }: RoomTypeDialogProps) {
  const { form, submit } = useRecordForm(roomTypeSchema, valuesOf, { open, record: roomType, saving, onOpenChange, onSubmit });
  const rate = (name: 'dailyRate' | 'weeklyRate' | 'monthlyRate', label: string) => (
    <FormField label={label} error={form.errors[name]}>
      <Input type="number" inputMode="decimal" min={0} step={0.01} placeholder="0.00" {...form.field(name)} />
    </FormField>
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={roomType ? 'Edit Room Type' : 'Add Room Type'}
      submitLabel={roomType ? 'Update Room Type' : 'Create Room Type'}
      saving={saving}
      formClassName="room-form"
      onSubmit={submit}
    >
      <FormField label="Room Type Name" error={form.errors.name}>
        <Input placeholder="e.g. Standard Queen" autoFocus autoComplete="off" {...form.field('name')} />
      </FormField>
      {rate('dailyRate', 'Daily Rate ($)')}
      {rate('weeklyRate', 'Weekly Rate ($)')}
      {rate('monthlyRate', 'Monthly Rate ($)')}
    </FormDialog>
  );
}
