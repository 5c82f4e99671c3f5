import { useQuery } from '@apollo/client/react';
import { formatBalance, parseMoney } from '@core/money';
import { formatShortUs } from '@core/stay-dates';
import { FileText } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { cx } from '../../../ui/class-names';
import { Skeleton } from '../../../ui/skeleton';
import { useToast } from '../../../ui/toast';
import { StatementDialog, type StatementGuest } from '../../guests/components/statement-dialog';
import { ResidentsQuery } from '../graphql/residents-query';

/**
 * The Front Desk's Residents (issue 26): every chain of one guest's stays in house tonight of 28 nights or
 * more, in room order, with its nights, when it ends or renews, what it leaves owing, and its statement.
 */
export function ResidentsList() {
  const titleId = useId();
  const { toast } = useToast();
  const query = useQuery(ResidentsQuery, { fetchPolicy: 'cache-and-network' });
  const residents = query.data?.residents ?? query.previousData?.residents;
  const [statementFor, setStatementFor] = useState<StatementGuest | null>(null);

  return (
    <Card className="front-desk-list" data-testid="front-desk-residents">
      <CardHeader className="front-desk-list-header">
        <CardTitle id={titleId}>
          Residents {residents && <span className="front-desk-count">({residents.length})</span>}
        </CardTitle>
        <CardDescription>Guests in house tonight whose stays follow one another for 28 nights or more.</CardDescription>
      </CardHeader>
      <CardContent>
        {!residents ? (
          query.error ? (
            <p className="front-desk-error" role="alert">
              Failed to load the residents
            </p>
          ) : (
            <Skeleton className="front-desk-skeleton" />
          )
        ) : residents.length === 0 ? (
          <p className="front-desk-empty">No residents in house tonight.</p>
        ) : (
          <table className="front-desk-table" aria-labelledby={titleId}>
            <thead>
              <tr>
                <th scope="col">Room</th>
                <th scope="col">Guest</th>
                <th scope="col">Since</th>
                <th scope="col">Nights</th>
                <th scope="col">Next renewal</th>
                <th scope="col">Exempt from</th>
                <th scope="col" className="front-desk-money">
                  Balance
                </th>
                <th scope="col" className="front-desk-actions-head">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {residents.map((resident) => {
                const balance = parseMoney(resident.balance);
                return (
                  <tr key={resident.bookingId} className="front-desk-row" data-booking-id={resident.bookingId}>
                    <td className="front-desk-room">{resident.roomNumber}</td>
                    <td className="front-desk-guest">{resident.guest.name}</td>
                    <td>{formatShortUs(resident.since)}</td>
                    <td>
                      {resident.nights} nights
                      <span className="front-desk-id">Night {resident.night} tonight</span>
                    </td>
                    <td>{formatShortUs(resident.nextRenewal)}</td>
                    <td>{resident.exemptTaxes.length ? resident.exemptTaxes.join(', ') : 'None'}</td>
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
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={`Statement for ${resident.guest.name}`}
                          onClick={() => setStatementFor(resident.guest)}
                        >
                          <FileText aria-hidden="true" />
                          Statement
                        </Button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </CardContent>
      <StatementDialog
        guest={statementFor}
        onClose={() => setStatementFor(null)}
        onBlocked={() =>
          toast({ variant: 'destructive', title: 'Error', description: 'Allow pop-ups for this site to open the statement.' })
        }
      />
    </Card>
  );
}
