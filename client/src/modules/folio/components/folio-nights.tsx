import { formatShortUs } from '@core/stay-dates';
import { postedTotals, usd, type FolioNightLine } from '../folio-line';
import { ClosedMark } from './closed-mark';

/** A posted amount, or a dash said as "Not posted" on an open night. */
function Posted({ amount }: { amount: string | null }) {
  if (amount !== null) return <>{usd(amount)}</>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">Not posted</span>
    </>
  );
}

/**
 * The stay's nights once the night audit has closed one of them (issue 25): what each closed night posted of
 * the room and its taxes, locked, and the nights still open. The Charges above keep the stay's figures; these
 * are how the closed days hold them.
 */
export function FolioNights(props: { nights: FolioNightLine[]; tax1Name: string; tax2Name: string }) {
  const totals = postedTotals(props.nights);
  return (
    <table className="folio-lines folio-nights">
      <caption>Nights</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Night</th>
          <th scope="col" className="folio-amount">
            Room
          </th>
          <th scope="col" className="folio-amount">
            {props.tax1Name}
          </th>
          <th scope="col" className="folio-amount">
            {props.tax2Name}
          </th>
          <th scope="col">
            <span className="visually-hidden">Status</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {props.nights.map((night) => (
          <tr key={night.key} className={night.closedLabel === null ? 'folio-night-open' : undefined}>
            <td>{formatShortUs(night.date)}</td>
            <td>
              {night.text}
              {night.roomNumber !== null && <span className="folio-night-room">, room {night.roomNumber}</span>}
            </td>
            <td className="folio-amount">
              <Posted amount={night.room} />
            </td>
            <td className="folio-amount">
              <Posted amount={night.tax1} />
            </td>
            <td className="folio-amount">
              <Posted amount={night.tax2} />
            </td>
            <td className="folio-actions">
              {night.closedLabel !== null ? <ClosedMark label={night.closedLabel} /> : <span className="folio-open">Open</span>}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            Posted
          </th>
          <td className="folio-amount">{usd(totals.room)}</td>
          <td className="folio-amount">{usd(totals.tax1)}</td>
          <td className="folio-amount">{usd(totals.tax2)}</td>
          <td />
        </tr>
      </tfoot>
    </table>
  );
}
