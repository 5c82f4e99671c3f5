import { monthAround } from '@core/guest-statement';
import { parseInput } from '@core/parse-input';
import { statementQuerySchema } from '@core/schemas/statement.schema';
import { todayInZone } from '@core/stay-dates';
import { FileText } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Input } from '../../../ui/input';
import { Label } from '../../../ui/label';
import { statementPdfUrl } from '../print/guest-documents';
import './statement-dialog.css';

/** The guest a statement is asked for. */
export interface StatementGuest {
  id: number;
  name: string;
}

export interface StatementDialogProps {
  /** Null: closed. */
  guest: StatementGuest | null;
  onClose: () => void;
  /** The browser refused the new window. */
  onBlocked: () => void;
}

/** This month on the desk's own calendar: the statement's default period. */
function thisMonth() {
  return monthAround(todayInZone(Intl.DateTimeFormat().resolvedOptions().timeZone));
}

/**
 * A guest's statement (issue 26): asks for the period (this month unless changed) and opens the statement's
 * PDF in a new window, each stay with a night in the period with every charge, payment and refund.
 */
export function StatementDialog({ guest, onClose, onBlocked }: StatementDialogProps) {
  return (
    <Dialog
      open={guest !== null}
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      title={guest ? `Statement for ${guest.name}` : 'Statement'}
      description="Every stay with a night in these dates, with its charges, payments and balance."
    >
      {guest && <StatementForm key={guest.id} guest={guest} onClose={onClose} onBlocked={onBlocked} />}
    </Dialog>
  );
}

function StatementForm({ guest, onClose, onBlocked }: { guest: StatementGuest; onClose: () => void; onBlocked: () => void }) {
  const fromId = useId();
  const toId = useId();
  const errorId = useId();
  const [range, setRange] = useState(thisMonth);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    let period: { from: string; to: string };
    try {
      period = parseInput(statementQuerySchema, range);
    } catch (refusal) {
      setError(refusal instanceof Error ? refusal.message : 'Please choose the dates');
      return;
    }
    // Opened inside the submit, so that pop-up blockers let it through.
    const opened = window.open(statementPdfUrl(guest.id, period.from, period.to), '_blank');
    if (!opened) onBlocked();
    onClose();
  };

  const change = (field: 'from' | 'to', value: string) => {
    setRange((current) => ({ ...current, [field]: value }));
    setError(null);
  };

  return (
    <form className="statement-form" onSubmit={submit} noValidate>
      <div className="statement-dates">
        <div className="statement-field">
          <Label htmlFor={fromId}>From</Label>
          <Input
            id={fromId}
            type="date"
            value={range.from}
            required
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => change('from', event.target.value)}
          />
        </div>
        <div className="statement-field">
          <Label htmlFor={toId}>To</Label>
          <Input
            id={toId}
            type="date"
            value={range.to}
            required
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => change('to', event.target.value)}
          />
        </div>
      </div>
      {error && (
        <p id={errorId} className="statement-error" role="alert">
          {error}
        </p>
      )}
      <div className="statement-buttons">
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit">
          <FileText aria-hidden="true" />
          Open Statement
        </Button>
      </div>
    </form>
  );
}
