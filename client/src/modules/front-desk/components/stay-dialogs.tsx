import { CANCEL_REASON_MAX } from '@core/schemas/stay-action.schema';
import { EXTEND_PERIODS_MAX } from '@core/renewal';
import { useState } from 'react';
import type { FrontDeskStayFragment } from '../../../gql/graphql';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { BALANCE_DUE_PREFIX } from '@core/stay-status';
import { CheckOutPayment } from './check-out-payment';

/** Which confirmation is open, on which stay. */
export type StayDialog =
  | { kind: 'cancel'; stay: FrontDeskStayFragment }
  | { kind: 'no-show'; stay: FrontDeskStayFragment }
  | { kind: 'balance-due'; stay: FrontDeskStayFragment; message: string }
  | { kind: 'room-not-ready'; stay: FrontDeskStayFragment; question: string }
  | { kind: 'extend'; stay: FrontDeskStayFragment };

export interface StayDialogsProps {
  dialog: StayDialog | null;
  busy: boolean;
  onClose: () => void;
  onCancelStay: (stay: FrontDeskStayFragment, reason: string) => void;
  onNoShow: (stay: FrontDeskStayFragment) => void;
  onForceCheckOut: (stay: FrontDeskStayFragment) => void;
  /** The balance-due dialog's payment, then the check-out. */
  onPayAndCheckOut: (stay: FrontDeskStayFragment, amount: string, method: string) => void;
  /** Check-in to a room that is not Clean or Inspected, once the desk said so. */
  onCheckInAnyway: (stay: FrontDeskStayFragment) => void;
  /** The Extend dialog's periods (and a Daily stay's nights of each). */
  onExtend?: (stay: FrontDeskStayFragment, periods: number, nights: number | null) => void;
}

/** "113.00" of the check-out's "Balance due: $113.00". */
const dueOf = (message: string) => message.slice(BALANCE_DUE_PREFIX.length).replace(/[$,]/g, '');

const describe = (stay: FrontDeskStayFragment) => `${stay.guest}, room ${stay.room.roomNumber} (booking #${stay.id})`;

/** The Front Desk's confirmations: cancel (with an optional reason), no-show, and a check-out with money owed. */
export function StayDialogs({
  dialog,
  busy,
  onClose,
  onCancelStay,
  onNoShow,
  onForceCheckOut,
  onPayAndCheckOut,
  onCheckInAnyway,
  onExtend,
}: StayDialogsProps) {
  return (
    <>
      <ExtendStayDialog
        key={dialog?.kind === 'extend' ? dialog.stay.id : 'closed'}
        stay={dialog?.kind === 'extend' ? dialog.stay : null}
        busy={busy}
        onClose={onClose}
        onConfirm={onExtend ?? (() => {})}
      />
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
        // Three buttons along the bottom.
        size="md"
        title="Balance due"
        description={dialog?.kind === 'balance-due' ? `${describe(dialog.stay)}` : undefined}
        footer={
          <>
            <Button variant="outline" onClick={onClose}>
              Not yet
            </Button>
            <Button
              variant="outline"
              disabled={busy}
              onClick={() => dialog?.kind === 'balance-due' && onForceCheckOut(dialog.stay)}
            >
              Check out anyway
            </Button>
            <Button type="submit" form="front-desk-check-out-payment" disabled={busy}>
              Take payment and check out
            </Button>
          </>
        }
      >
        {dialog?.kind === 'balance-due' && (
          <>
            <p className="front-desk-balance-message" role="alert">
              {dialog.message}
            </p>
            <CheckOutPayment
              // A fresh amount for each refusal (a part payment leaves a smaller balance).
              key={`${dialog.stay.id}-${dialog.message}`}
              due={dueOf(dialog.message)}
              defaultMethod={dialog.stay.paymentMethod}
              busy={busy}
              onPay={(amount, method) => onPayAndCheckOut(dialog.stay, amount, method)}
            />
          </>
        )}
      </Dialog>
      <Dialog
        open={dialog?.kind === 'room-not-ready'}
        onOpenChange={(open) => !open && onClose()}
        size="sm"
        title="Room not ready"
        description={dialog?.kind === 'room-not-ready' ? describe(dialog.stay) : undefined}
        footer={
          <>
            <Button variant="outline" onClick={onClose}>
              Not yet
            </Button>
            <Button disabled={busy} onClick={() => dialog?.kind === 'room-not-ready' && onCheckInAnyway(dialog.stay)}>
              Check in anyway
            </Button>
          </>
        }
      >
        {dialog?.kind === 'room-not-ready' && (
          <p className="front-desk-balance-message" role="alert">
            {dialog.question}
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

/** What one period of a stay is, as Extend adds it. */
const PERIOD_OF: Record<string, string> = { Daily: 'night', Weekly: 'week', Monthly: 'month' };

/**
 * Extend (issue 26): the next bookings of the stay, one per period after its chain's last (a Weekly stay by
 * weeks, a Monthly one by months, a Daily one by nights, or by periods of several nights).
 */
function ExtendStayDialog({
  stay,
  busy,
  onClose,
  onConfirm,
}: {
  stay: FrontDeskStayFragment | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (stay: FrontDeskStayFragment, periods: number, nights: number | null) => void;
}) {
  const [periods, setPeriods] = useState('1');
  const [nights, setNights] = useState('1');
  const daily = stay?.rateType === 'Daily';
  const unit = PERIOD_OF[stay?.rateType ?? 'Daily'] ?? 'period';
  return (
    <Dialog
      open={stay !== null}
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      title="Extend this stay?"
      description={
        stay
          ? `${describe(stay)}: new ${stay.rateType} bookings after the stay's last one, at the same rate, in the same room.`
          : undefined
      }
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Not now
          </Button>
          <Button type="submit" form="front-desk-extend-form" disabled={busy}>
            Extend
          </Button>
        </>
      }
    >
      <form
        id="front-desk-extend-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (stay) onConfirm(stay, Number(periods), daily ? Number(nights) : null);
        }}
      >
        <FormField label={`Periods (${unit}s, 1 to ${EXTEND_PERIODS_MAX})`}>
          <Input
            type="number"
            min={1}
            max={EXTEND_PERIODS_MAX}
            required
            autoFocus
            value={periods}
            onChange={(event) => setPeriods(event.target.value)}
          />
        </FormField>
        {daily && (
          <FormField label="Nights of each period">
            <Input type="number" min={1} required value={nights} onChange={(event) => setNights(event.target.value)} />
          </FormField>
        )}
      </form>
    </Dialog>
  );
}
