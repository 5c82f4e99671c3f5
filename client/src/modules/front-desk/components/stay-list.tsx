import { formatBalance, parseMoney } from '@core/money';
import { formatShortUs } from '@core/stay-dates';
import { CalendarPlus, LogIn, LogOut, Repeat, RotateCcw, Undo2 } from 'lucide-react';
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import type { FrontDeskStayFragment } from '../../../gql/graphql';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { cx } from '../../../ui/class-names';
import { StayStatusBadge } from '../../../ui/stay-status-badge';
import {
  canCancel,
  canExtend,
  canReinstate,
  canUndoCheckIn,
  rowAction,
  type FrontDeskListKey,
  type RowAction,
} from '../front-desk-lists';

export interface StayListProps {
  list: FrontDeskListKey;
  title: string;
  empty: string;
  stays: readonly FrontDeskStayFragment[];
  /** The stay an action is running on (its buttons wait). */
  busyId: number | null;
  onAction: (action: RowAction, stay: FrontDeskStayFragment) => void;
  onCancel: (stay: FrontDeskStayFragment) => void;
  onNoShow: (stay: FrontDeskStayFragment) => void;
  /** The hotel's today (null until known): a stay checked in with that check-in date offers Undo check-in. */
  hotelToday: string | null;
  onReinstate: (stay: FrontDeskStayFragment) => void;
  onUndoCheckIn: (stay: FrontDeskStayFragment) => void;
  /** Opens the Extend dialog of a stay (issue 26). */
  onExtend?: (stay: FrontDeskStayFragment) => void;
  /**
   * The row's "Take payment" action, filled in by the folio: a slot rather than a button here, so that the
   * payment dialog lives with the folio that owns payments.
   */
  paymentAction?: (stay: FrontDeskStayFragment) => ReactNode;
}

const ACTION_LABEL: Record<RowAction, string> = { 'check-in': 'Check in', 'check-out': 'Check out' };

/**
 * One of the Front Desk's lists as a table: room, guest, dates, stay status, balance and the row's actions.
 * A row takes the focus (Tab, or ↑ ↓ from row to row) and Enter does its main action.
 */
export function StayList({
  list,
  title,
  empty,
  stays,
  busyId,
  onAction,
  onCancel,
  onNoShow,
  hotelToday,
  onReinstate,
  onUndoCheckIn,
  onExtend,
  paymentAction,
}: StayListProps) {
  const titleId = useId();

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, stay: FrontDeskStayFragment) => {
    // Only the row's own keys: Enter on one of its buttons presses that button.
    if (event.target !== event.currentTarget) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const next =
        event.key === 'ArrowDown' ? event.currentTarget.nextElementSibling : event.currentTarget.previousElementSibling;
      if (next instanceof HTMLElement) {
        event.preventDefault();
        next.focus();
      }
      return;
    }
    const action = rowAction(list, stay.stayStatus);
    if (event.key === 'Enter' && action && busyId === null) {
      event.preventDefault();
      onAction(action, stay);
    }
  };

  return (
    <Card className="front-desk-list" data-testid={`front-desk-${list}`}>
      <CardHeader className="front-desk-list-header">
        <CardTitle id={titleId}>
          {title} <span className="front-desk-count">({stays.length})</span>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {stays.length === 0 ? (
          <p className="front-desk-empty">{empty}</p>
        ) : (
          <table className="front-desk-table" aria-labelledby={titleId}>
            {/* The same widths in every list, so the three line up. */}
            <colgroup>
              <col className="front-desk-col-room" />
              <col className="front-desk-col-guest" />
              <col />
              <col className="front-desk-col-status" />
              <col className="front-desk-col-balance" />
              <col className="front-desk-col-actions" />
            </colgroup>
            <thead>
              <tr>
                <th scope="col">Room</th>
                <th scope="col">Guest</th>
                <th scope="col">Dates</th>
                <th scope="col">Status</th>
                <th scope="col" className="front-desk-money">
                  Balance
                </th>
                <th scope="col" className="front-desk-actions-head">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {stays.map((stay) => {
                const action = rowAction(list, stay.stayStatus);
                const balance = parseMoney(stay.balance);
                const busy = busyId === stay.id;
                return (
                  <tr
                    key={stay.id}
                    tabIndex={0}
                    className="front-desk-row"
                    data-booking-id={stay.id}
                    aria-label={`Room ${stay.room.roomNumber}, ${stay.guest}, ${stay.stayStatus}${action ? `: Enter to ${ACTION_LABEL[action].toLowerCase()}` : ''}`}
                    onKeyDown={(event) => onRowKeyDown(event, stay)}
                  >
                    <td className="front-desk-room">{stay.room.roomNumber}</td>
                    <td className="front-desk-guest">
                      {stay.guest}
                      <span className="front-desk-id">#{stay.id}</span>
                      {stay.autoRenew && (
                        <span className="front-desk-renews" title="Renews automatically">
                          <Repeat aria-hidden="true" />
                          Renews
                        </span>
                      )}
                      {stay.renewalError && (
                        <span className="front-desk-renewal-error" role="status">
                          Renewal refused: {stay.renewalError}
                        </span>
                      )}
                    </td>
                    <td className="front-desk-dates">
                      <span>{formatShortUs(stay.checkInDate)} –</span>{' '}
                      <span>
                        {formatShortUs(stay.checkOutDate)} ({stay.nights} {stay.nights === 1 ? 'night' : 'nights'})
                      </span>
                    </td>
                    <td>
                      <StayStatusBadge status={stay.stayStatus} />
                    </td>
                    <td
                      className={cx(
                        'front-desk-money',
                        balance > 0
                          ? 'front-desk-balance-due'
                          : balance < 0
                            ? 'front-desk-balance-credit'
                            : 'front-desk-balance-clear',
                      )}
                    >
                      {formatBalance(balance)}
                    </td>
                    <td>
                      <div className="front-desk-actions">
                        {action && (
                          <Button
                            size="sm"
                            disabled={busy}
                            aria-label={`${ACTION_LABEL[action]} booking #${stay.id}`}
                            onClick={() => onAction(action, stay)}
                          >
                            {action === 'check-in' ? <LogIn aria-hidden="true" /> : <LogOut aria-hidden="true" />}
                            {ACTION_LABEL[action]}
                          </Button>
                        )}
                        {onExtend && canExtend(stay.stayStatus) && (
                          <Button
                            size="sm"
                            variant="outline"
                            disabled={busy}
                            aria-label={`Extend booking #${stay.id}`}
                            onClick={() => onExtend(stay)}
                          >
                            <CalendarPlus aria-hidden="true" />
                            Extend
                          </Button>
                        )}
                        {canUndoCheckIn(stay, hotelToday) && (
                          <Button
                            size="sm"
                            variant="outline"
                            disabled={busy}
                            aria-label={`Undo check-in: booking #${stay.id}`}
                            onClick={() => onUndoCheckIn(stay)}
                          >
                            <Undo2 aria-hidden="true" />
                            Undo check-in
                          </Button>
                        )}
                        {canReinstate(stay.stayStatus) ? (
                          <Button
                            size="sm"
                            disabled={busy}
                            aria-label={`Reinstate booking #${stay.id}`}
                            onClick={() => onReinstate(stay)}
                          >
                            <RotateCcw aria-hidden="true" />
                            Reinstate
                          </Button>
                        ) : (
                          paymentAction?.(stay)
                        )}
                        {canCancel(stay.stayStatus) && (
                          <>
                            <Button
                              size="sm"
                              variant="outline"
                              disabled={busy}
                              aria-label={`No show: booking #${stay.id}`}
                              onClick={() => onNoShow(stay)}
                            >
                              No show
                            </Button>
                            <Button
                              size="sm"
                              variant="ghost"
                              disabled={busy}
                              aria-label={`Cancel booking #${stay.id}`}
                              onClick={() => onCancel(stay)}
                            >
                              Cancel
                            </Button>
                          </>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
