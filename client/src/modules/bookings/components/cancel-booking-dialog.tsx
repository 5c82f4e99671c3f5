import { CANCEL_REASON_MAX } from '@core/schemas/stay-action.schema';
import { useState } from 'react';
import type { BookingFieldsFragment } from '../../../gql/graphql';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';

export interface CancelBookingDialogProps {
  /** The booking to cancel (null: closed). */
  booking: BookingFieldsFragment | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (booking: BookingFieldsFragment, reason: string) => void;
}

/**
 * Recent Bookings' Cancel booking, in the Front Desk's words: the booking and its payments are kept, the room
 * is freed, and the clerk may say why (the reason the booking's history keeps).
 */
export function CancelBookingDialog({ booking, ...props }: CancelBookingDialogProps) {
  // A fresh reason for every booking.
  return <CancelBookingForm key={booking?.id ?? 'closed'} booking={booking} {...props} />;
}

function CancelBookingForm({ booking, busy, onClose, onConfirm }: CancelBookingDialogProps) {
  const [reason, setReason] = useState('');
  const formId = 'recent-bookings-cancel-form';
  return (
    <Dialog
      open={booking !== null}
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      title="Cancel this booking?"
      description={
        booking
          ? `${booking.guest}, room ${booking.room.roomNumber} (booking #${booking.id}). The booking and its payments are kept; the room is freed for these dates.`
          : undefined
      }
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Keep booking
          </Button>
          <Button type="submit" form={formId} variant="destructive" disabled={busy}>
            Cancel booking
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          if (booking) onConfirm(booking, reason);
        }}
      >
        <FormField label="Reason (optional)">
          <Input value={reason} maxLength={CANCEL_REASON_MAX} onChange={(event) => setReason(event.target.value)} />
        </FormField>
      </form>
    </Dialog>
  );
}
