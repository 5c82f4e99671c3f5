import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import type { ChargeInput } from '../hooks/use-folio-actions';

/** An extra on the stay: parking, a pet fee, damage. */
export function ChargeForm(props: { busy: boolean; onSubmit: (input: ChargeInput) => Promise<boolean> }) {
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
