import { useQuery } from '@apollo/client/react';
import { formatBalance, parseMoney } from '@core/money';
import { formatShortUs } from '@core/stay-dates';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Skeleton } from '../../../ui/skeleton';
import { adjustmentLine, chargeLine, nightLine, paymentLine, taxName, type FolioLine } from '../folio-line';
import { FolioQuery } from '../graphql/folio-query';
import { useFolioActions } from '../hooks/use-folio-actions';
import { ChargeForm } from './charge-form';
import { FolioLines } from './folio-lines';
import { FolioNights } from './folio-nights';
import { PaymentForm } from './payment-form';
import './folio.css';

export interface FolioDialogProps {
  /** The booking whose folio is shown; null keeps the dialog closed. */
  bookingId: number | null;
  onClose: () => void;
}

/** Voids a line once the desk confirms: a voided line stays on the folio and the receipt, so a slip should not. */
function voidAfterAsking(line: FolioLine, run: (id: number) => Promise<boolean>): void {
  if (line.id === null || line.voidQuestion === null || !window.confirm(line.voidQuestion)) return;
  void run(line.id);
}

/**
 * A stay's folio (issue 14): the room, its taxes, extras and adjustments, the payments and refunds, the
 * balance. The desk adds an extra, takes a payment or gives a refund, voids a line (it stays listed, struck
 * through), and opens the receipt to print or hand over. Once the night audit has closed a day of the stay
 * (issue 25), its nights are listed with what they posted, and every line of a closed day is locked, with no Void.
 */
export function FolioDialog({ bookingId, onClose }: FolioDialogProps) {
  const open = bookingId !== null;
  const { data, loading, error } = useQuery(FolioQuery, {
    variables: { bookingId: bookingId ?? 0 },
    skip: !open,
    fetchPolicy: 'network-only',
  });
  const actions = useFolioActions(bookingId);
  // The latest folio: as read, then as each change answered it.
  const folio = actions.changed ?? data?.folio ?? null;

  const booking = folio?.booking;
  const title = `Folio of booking #${bookingId ?? ''}`;
  const description = booking
    ? `${booking.guest} · Room ${booking.room.roomNumber} · ${formatShortUs(booking.checkInDate)} to ${formatShortUs(booking.checkOutDate)}`
    : 'The charges and payments of this stay.';
  const receiptUrl = `/api/hotel/bookings/${bookingId ?? 0}/folio.pdf?inline=1`;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      description={description}
      size="lg"
      footer={
        <>
          <a className="folio-receipt-link" href={receiptUrl} target="_blank" rel="noopener">
            Print receipt
          </a>
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      {loading && !folio ? (
        <div role="status" aria-label="Loading the folio" className="folio-loading">
          <Skeleton className="folio-skeleton" />
          <Skeleton className="folio-skeleton" />
        </div>
      ) : error && !folio ? (
        <p className="folio-empty">Failed to load the folio of this booking</p>
      ) : folio ? (
        <div className="folio">
          {booking?.longStayAgreement && (
            // The written agreement that exempts the stay under long-stay tax rules (issue 26), as the receipt says it.
            <p className="folio-agreement" data-testid="folio-agreement">
              Long-stay agreement: Yes
            </p>
          )}
          <FolioLines
            caption="Charges"
            lines={[...folio.charges.map(chargeLine), ...folio.adjustments.map(adjustmentLine)]}
            totalLabel="Total charges"
            total={folio.totalCharges}
            onVoid={(line) => voidAfterAsking(line, actions.voidCharge)}
          />
          {folio.pricingNote && (
            <p className="folio-pricing-note" data-testid="folio-pricing-note">
              {folio.pricingNote}
            </p>
          )}
          {folio.nights.some((night) => night.closed) && (
            <FolioNights
              nights={folio.nights.map((night) => nightLine(night, folio.nights.length))}
              tax1Name={taxName(folio.charges, 'Tax 1')}
              tax2Name={taxName(folio.charges, 'Tax 2')}
            />
          )}
          <FolioLines
            caption="Payments"
            lines={folio.payments.map(paymentLine)}
            totalLabel="Total payments"
            total={folio.totalPayments}
            empty="No payments yet."
            onVoid={(line) => voidAfterAsking(line, actions.voidPayment)}
          />
          <p className={`folio-balance ${parseMoney(folio.balance) > 0 ? 'folio-balance-due' : 'folio-balance-clear'}`}>
            <span>{parseMoney(folio.balance) > 0 ? 'Balance due' : 'Balance'}</span>
            <output aria-label="Balance">{formatBalance(parseMoney(folio.balance))}</output>
          </p>
          {actions.problem && (
            <p role="alert" className="folio-problem">
              {actions.problem}
            </p>
          )}
          <div className="folio-forms">
            <PaymentForm
              busy={actions.paying}
              balance={folio.balance}
              defaultMethod={booking?.paymentMethod ?? 'Cash'}
              onSubmit={actions.addPayment}
            />
            <ChargeForm busy={actions.charging} onSubmit={actions.addCharge} />
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
