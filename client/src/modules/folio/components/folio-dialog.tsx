import { useMutation, useQuery } from '@apollo/client/react';
import { PAYMENT_METHODS } from '@core/booking-choices';
import { formatBalance, formatUsd, parseMoney } from '@core/money';
import { formatShortUs } from '@core/stay-dates';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { Skeleton } from '../../../ui/skeleton';
import type { FolioFieldsFragment } from '../../../gql/graphql';
import { AddFolioChargeMutation } from '../graphql/add-folio-charge-mutation';
import { AddFolioPaymentMutation } from '../graphql/add-folio-payment-mutation';
import { FolioQuery } from '../graphql/folio-query';
import { VoidFolioChargeMutation } from '../graphql/void-folio-charge-mutation';
import { VoidFolioPaymentMutation } from '../graphql/void-folio-payment-mutation';
import './folio.css';

export interface FolioDialogProps {
  /** The booking whose folio is shown; null keeps the dialog closed. */
  bookingId: number | null;
  onClose: () => void;
}

type Folio = FolioFieldsFragment;
const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method, label: method }));
const usd = (amount: string) => formatUsd(parseMoney(amount));
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A stay's folio (issue 14): the room, its taxes and extras, the payments and refunds, the balance. The desk
 * adds an extra, takes a payment or gives a refund, voids a line (it stays listed, struck through), and
 * opens the receipt to print or hand over.
 */
export function FolioDialog({ bookingId, onClose }: FolioDialogProps) {
  const open = bookingId !== null;
  const { data, loading, error } = useQuery(FolioQuery, {
    variables: { bookingId: bookingId ?? 0 },
    skip: !open,
    fetchPolicy: 'network-only',
  });
  // The latest folio: as read, then as each change answered it.
  const [changed, setChanged] = useState<Folio | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    setChanged(null);
    setProblem(null);
  }, [bookingId]);
  const folio = changed && changed.bookingId === bookingId ? changed : (data?.folio ?? null);

  const [addCharge, charging] = useMutation(AddFolioChargeMutation);
  const [addPayment, paying] = useMutation(AddFolioPaymentMutation);
  const [voidCharge] = useMutation(VoidFolioChargeMutation);
  const [voidPayment] = useMutation(VoidFolioPaymentMutation);

  /** Runs a change; its answer is the folio now, a refusal is shown as the server worded it. */
  const change = async (run: () => Promise<Folio | null | undefined>): Promise<boolean> => {
    setProblem(null);
    try {
      const next = await run();
      if (next) setChanged(next);
      return Boolean(next);
    } catch (failure) {
      setProblem(messageOf(failure));
      return false;
    }
  };
  const id = bookingId ?? 0;

  const booking = folio?.booking;
  const title = `Folio of booking #${bookingId ?? ''}`;
  const description = booking
    ? `${booking.guest} · Room ${booking.room.roomNumber} · ${formatShortUs(booking.checkInDate)} to ${formatShortUs(booking.checkOutDate)}`
    : 'The charges and payments of this stay.';
  const receiptUrl = `/api/hotel/bookings/${id}/folio.pdf?inline=1`;

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
          <FolioLines
            caption="Charges"
            lines={folio.charges.map((charge) => ({
              key: charge.id === null ? `stay-${charge.kind}` : `extra-${charge.id}`,
              date: charge.date,
              text: charge.description,
              amount: charge.amount,
              voided: charge.voided,
              voidedAt: charge.voidedAt ?? null,
              voidedBy: charge.voidedBy ?? null,
              onVoid:
                charge.id === null || charge.voided
                  ? null
                  : () => {
                      if (!window.confirm(`Void the charge "${charge.description}" of ${usd(charge.amount)}?`)) return;
                      void change(async () => {
                        const result = await voidCharge({ variables: { bookingId: id, chargeId: charge.id! } });
                        return result.data ? result.data.voidFolioCharge : null;
                      });
                    },
            }))}
            totalLabel="Total charges"
            total={folio.totalCharges}
          />
          <FolioLines
            caption="Payments"
            lines={folio.payments.map((payment) => ({
              key: `payment-${payment.id}`,
              date: payment.date,
              text: `${payment.amount.startsWith('-') ? 'Refund' : 'Payment'}, ${payment.method}${payment.reference ? ` (${payment.reference})` : ''}`,
              amount: payment.amount,
              voided: payment.voided,
              voidedAt: payment.voidedAt ?? null,
              voidedBy: payment.voidedBy ?? null,
              onVoid: payment.voided
                ? null
                : () => {
                    if (
                      !window.confirm(
                        `Void this ${payment.amount.startsWith('-') ? 'refund' : 'payment'} of ${usd(payment.amount)}?`,
                      )
                    )
                      return;
                    void change(async () => {
                      const result = await voidPayment({ variables: { bookingId: id, paymentId: payment.id } });
                      return result.data ? result.data.voidFolioPayment : null;
                    });
                  },
            }))}
            totalLabel="Total payments"
            total={folio.totalPayments}
            empty="No payments yet."
          />
          <p className={`folio-balance ${parseMoney(folio.balance) > 0 ? 'folio-balance-due' : 'folio-balance-clear'}`}>
            <span>{parseMoney(folio.balance) > 0 ? 'Balance due' : 'Balance'}</span>
            <output aria-label="Balance">{formatBalance(parseMoney(folio.balance))}</output>
          </p>
          {problem && (
            <p role="alert" className="folio-problem">
              {problem}
            </p>
          )}
          <div className="folio-forms">
            <PaymentForm
              busy={paying.loading}
              balance={folio.balance}
              defaultMethod={booking?.paymentMethod ?? 'Cash'}
              onSubmit={(input) =>
                change(async () => {
                  const result = await addPayment({ variables: { bookingId: id, input } });
                  return result.data ? result.data.addFolioPayment : null;
                })
              }
            />
            <ChargeForm
              busy={charging.loading}
              onSubmit={(input) =>
                change(async () => {
                  const result = await addCharge({ variables: { bookingId: id, input } });
                  return result.data ? result.data.addFolioCharge : null;
                })
              }
            />
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}

interface Line {
  key: string;
  date: string;
  text: string;
  amount: string;
  voided: boolean;
  voidedAt: string | null;
  voidedBy: string | null;
  onVoid: (() => void) | null;
}

function FolioLines(props: { caption: string; lines: Line[]; totalLabel: string; total: string; empty?: string }) {
  return (
    <table className="folio-lines">
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Description</th>
          <th scope="col" className="folio-amount">
            Amount
          </th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {props.lines.length === 0 && props.empty ? (
          <tr>
            <td colSpan={4} className="folio-empty">
              {props.empty}
            </td>
          </tr>
        ) : null}
        {props.lines.map((line) => (
          <tr key={line.key} className={line.voided ? 'folio-voided' : undefined}>
            <td>{formatShortUs(line.date)}</td>
            <td>
              <span className="folio-text">{line.text}</span>
              {line.voided && (
                <span className="folio-void-note">
                  Voided{line.voidedAt ? ` ${new Date(line.voidedAt).toLocaleDateString('en-US')}` : ''}
                  {line.voidedBy ? ` by ${line.voidedBy}` : ''}
                </span>
              )}
            </td>
            <td className="folio-amount">{usd(line.amount)}</td>
            <td className="folio-actions">
              {line.onVoid && (
                <Button variant="ghost" size="sm" onClick={line.onVoid} aria-label={`Void ${line.text} of ${usd(line.amount)}`}>
                  Void
                </Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            {props.totalLabel}
          </th>
          <td className="folio-amount">{usd(props.total)}</td>
          <td />
        </tr>
      </tfoot>
    </table>
  );
}

interface PaymentInput {
  amount: string;
  method: string;
  reference: string | null;
  date: string | null;
}

/** Take a payment (the balance due offered) or give a refund of the amount typed. */
function PaymentForm(props: {
  busy: boolean;
  balance: string;
  defaultMethod: string;
  onSubmit: (input: PaymentInput) => Promise<boolean>;
}) {
  const due = parseMoney(props.balance);
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<string>(
    (PAYMENT_METHODS as readonly string[]).includes(props.defaultMethod) ? props.defaultMethod : 'Cash',
  );
  const [reference, setReference] = useState('');
  const [date, setDate] = useState('');
  const send = async (refund: boolean) => {
    const typed = amount.trim() || (!refund && due > 0 ? props.balance : '');
    const input = {
      amount: refund && typed && !typed.startsWith('-') ? `-${typed}` : typed,
      method,
      reference: reference.trim() || null,
      date: date || null,
    };
    if (await props.onSubmit(input)) {
      setAmount('');
      setReference('');
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(false);
  };
  return (
    <form className="folio-form" onSubmit={onSubmit} aria-label="Take a payment">
      <h3>Take a payment or refund</h3>
      <div className="folio-form-row">
        <FormField label="Amount">
          <Input
            inputMode="decimal"
            value={amount}
            placeholder={due > 0 ? props.balance : '0.00'}
            onChange={(event) => setAmount(event.target.value)}
          />
        </FormField>
        <FormField label="Method">
          <Select value={method} options={METHOD_OPTIONS} onChange={(event) => setMethod(event.target.value)} />
        </FormField>
      </div>
      <div className="folio-form-row">
        <FormField label="Reference">
          <Input value={reference} maxLength={100} onChange={(event) => setReference(event.target.value)} />
        </FormField>
        <FormField label="Payment date" hint="Today when blank">
          <Input type="date" value={date} onChange={(event) => setDate(event.target.value)} />
        </FormField>
      </div>
      <div className="folio-form-actions">
        <Button type="submit" disabled={props.busy}>
          Take payment
        </Button>
        <Button type="button" variant="outline" disabled={props.busy} onClick={() => void send(true)}>
          Refund
        </Button>
      </div>
    </form>
  );
}

/** An extra on the stay: parking, a pet fee, damage. */
function ChargeForm(props: {
  busy: boolean;
  onSubmit: (input: { description: string; amount: string; date: string | null }) => Promise<boolean>;
}) {
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState('');
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await props.onSubmit({ description, amount, date: date || null })) {
      setDescription('');
      setAmount('');
    }
  };
  return (
    <form className="folio-form" onSubmit={(event) => void onSubmit(event)} aria-label="Add a charge">
      <h3>Add a charge</h3>
      <div className="folio-form-row">
        <FormField label="Description">
          <Input
            value={description}
            maxLength={200}
            placeholder="Parking"
            onChange={(event) => setDescription(event.target.value)}
          />
        </FormField>
        <FormField label="Charge amount">
          <Input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
        </FormField>
      </div>
      <div className="folio-form-row">
        <FormField label="Charge date" hint="Today when blank">
          <Input type="date" value={date} onChange={(event) => setDate(event.target.value)} />
        </FormField>
      </div>
      <div className="folio-form-actions">
        <Button type="submit" variant="secondary" disabled={props.busy}>
          Add charge
        </Button>
      </div>
    </form>
  );
}
