import { PAYMENT_METHODS } from '@core/booking-choices';
import { parseMoney } from '@core/money';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import type { PaymentInput } from '../hooks/use-folio-actions';
import { overBalanceQuestion, PAYMENT_METHOD_OPTIONS } from '../folio-line';
import { OverBalanceQuestion } from './over-balance-question';

/** Take a payment (the balance due offered) or give a refund of the amount typed. */
export function PaymentForm(props: {
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
  // A payment over the balance asks first (the API takes it as it is).
  const [question, setQuestion] = useState<string | null>(null);
  const amountField = useRef<HTMLInputElement>(null);
  const send = async (refund: boolean, creditAgreed = false) => {
    const typed = amount.trim() || (!refund && due > 0 ? props.balance : '');
    const ask = refund || creditAgreed ? null : overBalanceQuestion(typed, props.balance);
    setQuestion(ask);
    if (ask) return;
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
            ref={amountField}
            inputMode="decimal"
            value={amount}
            placeholder={due > 0 ? props.balance : '0.00'}
            onChange={(event) => {
              setAmount(event.target.value);
              setQuestion(null);
            }}
          />
        </FormField>
        <FormField label="Method">
          <Select value={method} options={PAYMENT_METHOD_OPTIONS} onChange={(event) => setMethod(event.target.value)} />
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
      {question && (
        <OverBalanceQuestion
          question={question}
          busy={props.busy}
          onRecord={() => void send(false, true)}
          onChange={() => {
            setQuestion(null);
            amountField.current?.focus();
          }}
        />
      )}
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
