import { formatShortUs } from '@core/stay-dates';
import { Button } from './button';
import './scheduled-changes.css';

/** A change from a later date, as a settings screen lists it: its date and what it changes to, in words. */
export interface ScheduledChangeItem {
  effectiveFrom: string;
  text: string;
}

/**
 * The changes a record will take from later dates (issue 26), the soonest first, each with a button that
 * withdraws it. Nothing when there are none.
 */
export function ScheduledChanges({
  title,
  changes,
  busy,
  onWithdraw,
}: {
  /** Whose changes: "Queen", "Occupancy Tax". */
  title: string;
  changes: readonly ScheduledChangeItem[];
  busy: boolean;
  onWithdraw: (effectiveFrom: string) => void;
}) {
  if (changes.length === 0) return null;
  return (
    <ul className="scheduled-changes" aria-label={`Scheduled changes of ${title}`}>
      {changes.map((change) => (
        <li key={change.effectiveFrom} className="scheduled-change">
          <span className="scheduled-change-date">From {formatShortUs(change.effectiveFrom)}</span>
          <span className="scheduled-change-text">{change.text}</span>
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            aria-label={`Withdraw the change of ${title} from ${formatShortUs(change.effectiveFrom)}`}
            onClick={() => onWithdraw(change.effectiveFrom)}
          >
            Withdraw
          </Button>
        </li>
      ))}
    </ul>
  );
}

export const WITHDRAW_CONFIRMATION = 'Withdraw this scheduled change? The current values stay in force.';
