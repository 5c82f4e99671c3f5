import { roomSchema, type RoomInput } from '@core/schemas/room.schema';
import { useEffect } from 'react';
import { FormDialog } from '../../../ui/form-dialog';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { useZodForm } from '../../../ui/use-zod-form';
import type { RoomTypeOption } from '../grid/room-type-options';
import type { LoadedRecord } from '../../../app/versioned-update';

export type RoomDialogMode = 'add' | 'edit' | 'duplicate';

export interface RoomDialogState {
  open: boolean;
  mode: RoomDialogMode;
  /** The room being edited (edit mode). */
  /** The room being edited, as loaded (its update names the version). */
  room: LoadedRecord | null;
  roomNumber: string;
  roomTypeId: number | null;
}

export const CLOSED_ROOM_DIALOG: RoomDialogState = { open: false, mode: 'add', room: null, roomNumber: '', roomTypeId: null };

const TITLES: Record<RoomDialogMode, string> = { add: 'Add New Room', edit: 'Edit Room', duplicate: 'Duplicate Room' };
export const DUPLICATE_HINT = 'Create a new room with the same type. Just enter the room number.';

type RoomFormValues = { roomNumber: string; roomTypeId: string };

const valuesOf = (state: RoomDialogState): RoomFormValues => ({
  roomNumber: state.roomNumber,
  roomTypeId: state.roomTypeId === null ? '' : String(state.roomTypeId),
});

export interface RoomDialogProps {
  state: RoomDialogState;
  roomTypes: readonly RoomTypeOption[];
  saving: boolean;
  onOpenChange: (open: boolean) => void;
  /** Resolves true when saved, which closes the dialog. */
  onSubmit: (input: RoomInput) => Promise<boolean>;
}

/** Add New Room, Edit Room and Duplicate Room (spec 2): checked with the core schema the server uses. */
export function RoomDialog({ state, roomTypes, saving, onOpenChange, onSubmit }: RoomDialogProps) {
  const form = useZodForm(roomSchema, valuesOf(state));
  const { reset } = form;

  useEffect(() => {
    if (state.open) reset(valuesOf(state));
    // Only a (re)opening loads the form; a list refresh must not overwrite what is being typed.
  }, [state.open, state.mode, state.room?.id]);

  const submit = form.handleSubmit(async (input) => {
    if (await onSubmit(input)) onOpenChange(false);
  });
  const typeOptions = [
    { value: '', label: 'No Room Type' },
    ...roomTypes.map((type) => ({ value: String(type.id), label: type.label })),
  ];

  return (
    <FormDialog
      open={state.open}
      onOpenChange={onOpenChange}
      size="sm"
      title={TITLES[state.mode]}
      description={state.mode === 'duplicate' ? DUPLICATE_HINT : undefined}
      submitLabel={state.mode === 'edit' ? 'Update Room' : 'Create Room'}
      saving={saving}
      formClassName="room-form"
      onSubmit={submit}
    >
      <FormField label="Room Number" error={form.errors.roomNumber}>
        <Input placeholder="e.g. 101 or 102A" autoFocus autoComplete="off" {...form.field('roomNumber')} />
      </FormField>
      <FormField label="Room Type" error={form.errors.roomTypeId}>
        <Select options={typeOptions} {...form.field('roomTypeId')} />
      </FormField>
    </FormDialog>
  );
}
