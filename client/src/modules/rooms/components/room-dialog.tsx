import { roomSchema, type RoomInput } from '@core/schemas/room.schema';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { RecordFormDialog } from '../../../ui/record-form-dialog';
import { Select } from '../../../ui/select';
import type { RoomTypeOption } from '../grid/room-type-options';
import type { LoadedRecord } from '../../../app/versioned-update';

export type RoomDialogMode = 'add' | 'edit' | 'duplicate';

export interface RoomDialogState {
  open: boolean;
  mode: RoomDialogMode;
  /** The room being edited, as loaded (its update names the version). */
  room: LoadedRecord | null;
  roomNumber: string;
  roomTypeId: number | null;
}

export const CLOSED_ROOM_DIALOG: RoomDialogState = { open: false, mode: 'add', room: null, roomNumber: '', roomTypeId: null };

export const DUPLICATE_HINT = 'Create a new room with the same type. Just enter the room number.';

export interface RoomDialogProps {
  state: RoomDialogState;
  roomTypes: readonly RoomTypeOption[];
  saving: boolean;
  onOpenChange: (open: boolean) => void;
  /** Resolves true when saved, which closes the dialog. */
  onSubmit: (input: RoomInput) => Promise<boolean>;
}

/** Add New Room, Edit Room and Duplicate Room (spec 2): checked with the core schema the server uses. */
export function RoomDialog({ state, roomTypes, ...props }: RoomDialogProps) {
  // The form starts from the state's number and type (a duplicate's type, blank to add): its own record.
  const record = { id: state.room?.id ?? 0, roomNumber: state.roomNumber, roomTypeId: state.roomTypeId };
  const typeOptions = [
    { value: '', label: 'No Room Type' },
    ...roomTypes.map((type) => ({ value: String(type.id), label: type.label })),
  ];

  return (
    <RecordFormDialog
      {...props}
      open={state.open}
      record={record}
      schema={roomSchema}
      noun="Room"
      editing={state.mode === 'edit'}
      words={{ addTitle: state.mode === 'duplicate' ? 'Duplicate Room' : 'Add New Room' }}
      description={state.mode === 'duplicate' ? DUPLICATE_HINT : undefined}
      size="sm"
      formClassName="room-form"
    >
      {(form) => (
        <>
          <FormField label="Room Number" error={form.errors.roomNumber}>
            <Input placeholder="e.g. 101 or 102A" autoFocus autoComplete="off" {...form.field('roomNumber')} />
          </FormField>
          <FormField label="Room Type" error={form.errors.roomTypeId}>
            <Select options={typeOptions} {...form.field('roomTypeId')} />
          </FormField>
        </>
      )}
    </RecordFormDialog>
  );
}
