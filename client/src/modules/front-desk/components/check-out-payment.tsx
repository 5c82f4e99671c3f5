import { PAYMENT_METHODS } from '@core/booking-choices';
import { useRef, useState, type FormEvent } from 'react';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { overBalanceQuestion, PAYMENT_METHOD_OPTIONS } from '../../folio/folio-line';
import { OverBalanceQuestion } from '../../folio/components/over-balance-question';

/**
 * The balance-due dialog's payment (issue 23): the amount the check-out asks for, prefilled, and the folio's
 * method choices; taking it checks the guest out. More than the balance asks first, as the folio does.
 */
export function CheckOutPayment(props: {
  /** What the check-out said is due, "113.00". */
  due: string;
  defaultMethod: string;
  busy: boolean;
  onPay: (amount: string, method: string) => void;
}) {
  const [amount, setAmount] = useState(props.due);
  const [method, setMethod] = useState<string>(
    (PAYMENT_METHODS as readonly string[]).includes(props.defaultMethod) ? props.defaultMethod : 'Cash',
  );
  const [question, setQuestion] = useState<string | null>(null);
  const amountField = useRef<HTMLInputElement>(null);
  const pay = (creditAgreed: boolean) => {
    const ask = creditAgreed ? null : overBalanceQuestion(amount, props.due);
    setQuestion(ask);
    if (!ask) props.onPay(amount.trim(), method);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    pay(false);
  };
  return (
    <form id="front-desk-check-out-payment" className="front-desk-payment" onSubmit={onSubmit} aria-label="Take the payment">
      <div className="front-desk-payment-row">
        <FormField label="Amount">
          <Input
            ref={amountField}
            inputMode="decimal"
            value={amount}
            autoFocus
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
      {question && (
        <OverBalanceQuestion
          question={question}
          busy={props.busy}
          onRecord={() => pay(true)}
          onChange={() => {
            setQuestion(null);
            amountField.current?.focus();
          }}
        />
      )}
    </form>
  );
}
