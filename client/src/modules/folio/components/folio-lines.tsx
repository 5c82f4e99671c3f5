import { formatShortUs } from '@core/stay-dates';
import { Button } from '../../../ui/button';
import { usd, type FolioLine } from '../folio-line';
import { ClosedMark } from './closed-mark';

/**
 * The Charges or the Payments of a folio: its lines (voided ones struck through, those of closed days locked)
 * and their total.
 */
export function FolioLines(props: {
  caption: string;
  lines: FolioLine[];
  totalLabel: string;
  total: string;
  empty?: string;
  onVoid: (line: FolioLine) => void;
}) {
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
              {line.closedLabel !== null && <ClosedMark label={line.closedLabel} />}
              {line.voidQuestion !== null && (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => props.onVoid(line)}
                  aria-label={`Void ${line.text} of ${usd(line.amount)}`}
                >
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
