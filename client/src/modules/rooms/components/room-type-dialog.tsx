import { roomTypeSchema, type RoomTypeInput } from '@core/schemas/room.schema';
import { useEffect, useId } from 'react';
import type { RoomTypeFieldsFragment } from '../../../gql/graphql';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Spinner } from '../../../ui/spinner';
import { useZodForm } from '../../../ui/use-zod-form';

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
  const formId = useId();
  const form = useZodForm(roomTypeSchema, valuesOf(roomType));
  const { reset } = form;

  useEffect(() => {
    if (open) reset(valuesOf(roomType));
    // Only a (re)opening loads the form; a list refresh must not overwrite what is being typed.
  }, [open, roomType?.id]);

  const submit = form.handleSubmit(async (input) => {
    if (await onSubmit(input)) onOpenChange(false);
  });
  const rate = (name: 'dailyRate' | 'weeklyRate' | 'monthlyRate', label: string) => (
    <FormField label={label} error={form.errors[name]}>
      <Input type="number" inputMode="decimal" min={0} step={0.01} placeholder="0.00" {...form.field(name)} />
    </FormField>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={roomType ? 'Edit Room Type' : 'Add Room Type'}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            {saving && <Spinner label="" />}
            {roomType ? 'Update Room Type' : 'Create Room Type'}
          </Button>
        </>
      }
    >
      <form id={formId} className="room-form" onSubmit={submit} noValidate>
        <FormField label="Room Type Name" error={form.errors.name}>
          <Input placeholder="e.g. Standard Queen" autoFocus autoComplete="off" {...form.field('name')} />
        </FormField>
        {rate('dailyRate', 'Daily Rate ($)')}
        {rate('weeklyRate', 'Weekly Rate ($)')}
        {rate('monthlyRate', 'Monthly Rate ($)')}
      </form>
    </Dialog>
  );
}
