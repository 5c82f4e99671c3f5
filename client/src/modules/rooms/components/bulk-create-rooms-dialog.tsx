import { bulkPreview, bulkRoomsSchema, type BulkRoomsInput } from '@core/schemas/room.schema';
import { useEffect, useId } from 'react';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { Spinner } from '../../../ui/spinner';
import { useZodForm } from '../../../ui/use-zod-form';
import type { RoomTypeOption } from '../grid/room-type-options';

type BulkFormValues = { roomTypeId: string; prefix: string; startNumber: string; endNumber: string };

const emptyValues = (roomTypes: readonly RoomTypeOption[]): BulkFormValues => ({
  roomTypeId: roomTypes[0] ? String(roomTypes[0].id) : '',
  prefix: '',
  startNumber: '',
  endNumber: '',
});

export interface BulkCreateRoomsDialogProps {
  open: boolean;
  roomTypes: readonly RoomTypeOption[];
  creating: boolean;
  onOpenChange: (open: boolean) => void;
  /** Resolves true when every room was created, which closes the dialog. */
  onSubmit: (input: BulkRoomsInput) => Promise<boolean>;
}

/**
 * Bulk Create (spec 2): rooms prefix + start ... prefix + end, each number padded to at least 2 digits,
 * all of one type. The server creates all of them or none.
 */
export function BulkCreateRoomsDialog({ open, roomTypes, creating, onOpenChange, onSubmit }: BulkCreateRoomsDialogProps) {
  const formId = useId();
  const form = useZodForm(bulkRoomsSchema, emptyValues(roomTypes));
  const { reset } = form;

  useEffect(() => {
    if (open) reset(emptyValues(roomTypes));
    // Only opening resets the form; a refresh of the room types must not clear what is typed.
  }, [open]);

  const submit = form.handleSubmit(async (input) => {
    if (await onSubmit(input)) onOpenChange(false);
  });
  const { prefix, startNumber, endNumber } = form.values;
  const preview = bulkPreview(prefix, startNumber, endNumber);
  const count = preview ? Number(endNumber) - Number(startNumber) + 1 : 0;
  const typeOptions = [
    { value: '', label: 'No Room Type' },
    ...roomTypes.map((type) => ({ value: String(type.id), label: type.label })),
  ];

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Bulk Create Rooms"
      description="Create a run of numbered rooms of one room type at once."
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={creating}>
            {creating && <Spinner label="" />}
            {creating ? 'Creating...' : 'Create Rooms'}
          </Button>
        </>
      }
    >
      <form id={formId} className="room-form" onSubmit={submit} noValidate>
        <FormField label="Room Type" error={form.errors.roomTypeId}>
          <Select options={typeOptions} {...form.field('roomTypeId')} />
        </FormField>
        <FormField label="Prefix (optional)" hint="e.g. 1 for 101" error={form.errors.prefix}>
          <Input placeholder="e.g. 1" autoComplete="off" {...form.field('prefix')} />
        </FormField>
        <div className="room-form-row">
          <FormField label="Start Number" error={form.errors.startNumber}>
            <Input type="number" inputMode="numeric" min={0} step={1} placeholder="1" {...form.field('startNumber')} />
          </FormField>
          <FormField label="End Number" error={form.errors.endNumber}>
            <Input type="number" inputMode="numeric" min={0} step={1} placeholder="12" {...form.field('endNumber')} />
          </FormField>
        </div>
        <p className="bulk-preview" aria-live="polite">
          {preview ? (
            <>
              Preview: <strong>{preview}</strong>
              {count > 0 && <span className="bulk-preview-count"> ({count === 1 ? '1 room' : `${count} rooms`})</span>}
            </>
          ) : (
            'Enter a start and end number to preview the room numbers.'
          )}
        </p>
      </form>
    </Dialog>
  );
}
