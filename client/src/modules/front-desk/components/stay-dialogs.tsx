import { CANCEL_REASON_MAX } from '@core/schemas/stay-action.schema';
import { useState } from 'react';
import type { FrontDeskStayFragment } from '../../../gql/graphql';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';

/** Which confirmation is open, on which stay. */
export type StayDialog =
  | { kind: 'cancel'; stay: FrontDeskStayFragment }
  | { kind: 'no-show'; stay: FrontDeskStayFragment }
  | { kind: 'balance-due'; stay: FrontDeskStayFragment; message: string };

export interface StayDialogsProps {
  dialog: StayDialog | null;
  busy: boolean;
  onClose: () => void;
  onCancelStay: (stay: FrontDeskStayFragment, reason: string) => void;
  onNoShow: (stay: FrontDeskStayFragment) => void;
  onForceCheckOut: (stay: FrontDeskStayFragment) => void;
}

const describe = (stay: FrontDeskStayFragment) => `${stay.guest}, room ${stay.room.roomNumber} (booking #${stay.id})`;

/** The Front Desk's confirmations: cancel (with an optional reason), no-show, and a check-out with money owed. */
export function StayDialogs({ dialog, busy, onClose, onCancelStay, onNoShow, onForceCheckOut }: StayDialogsProps) {
  return (
    <>
      <CancelStayDialog
        // A fresh reason for every booking.
        key={dialog?.kind === 'cancel' ? dialog.stay.id : 'closed'}
        stay={dialog?.kind === 'cancel' ? dialog.stay : null}
        busy={busy}
        onClose={onClose}
        onConfirm={onCancelStay}
      />
      <Dialog
        open={dialog?.kind === 'no-show'}
        onOpenChange={(open) => !open && onClose()}
        size="sm"
        title="Mark as no-show?"
        description={
          dialog?.kind === 'no-show'
            ? `${describe(dialog.stay)} did not arrive. The booking and its payments are kept and the room is freed.`
            : undefined
        }
        footer={
          <>
            <Button variant="outline" onClick={onClose}>
              Keep booking
            </Button>
            <Button variant="destructive" disabled={busy} onClick={() => dialog?.kind === 'no-show' && onNoShow(dialog.stay)}>
              Mark no-show
            </Button>
          </>
        }
      />
      <Dialog
        open={dialog?.kind === 'balance-due'}
        onOpenChange={(open) => !open && onClose()}
        size="sm"
        title="Balance due"
        description={dialog?.kind === 'balance-due' ? `${describe(dialog.stay)}` : undefined}
        footer={
          <>
            <Button variant="outline" onClick={onClose}>
              Not yet
            </Button>
            <Button
              variant="destructive"
              disabled={busy}
              onClick={() => dialog?.kind === 'balance-due' && onForceCheckOut(dialog.stay)}
            >
              Check out anyway
            </Button>
          </>
        }
      >
        {dialog?.kind === 'balance-due' && (
          <p className="front-desk-balance-message" role="alert">
            {dialog.message}
          </p>
        )}
      </Dialog>
    </>
  );
}

function CancelStayDialog({
  stay,
  busy,
  onClose,
  onConfirm,
}: {
  stay: FrontDeskStayFragment | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (stay: FrontDeskStayFragment, reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <Dialog
      open={stay !== null}
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      title="Cancel this booking?"
      description={
        stay ? `${describe(stay)}. The booking and its payments are kept; the room is freed for these dates.` : undefined
      }
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Keep booking
          </Button>
          <Button type="submit" form="front-desk-cancel-form" variant="destructive" disabled={busy}>
            Cancel booking
          </Button>
        </>
      }
    >
      <form
        id="front-desk-cancel-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (stay) onConfirm(stay, reason);
        }}
      >
        <FormField label="Reason (optional)">
          <Input value={reason} maxLength={CANCEL_REASON_MAX} onChange={(event) => setReason(event.target.value)} />
        </FormField>
      </form>
    </Dialog>
  );
}
