import { useQuery } from '@apollo/client/react';
import { DEFAULT_TIMEZONE } from '@core/timezones';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Skeleton } from '../../../ui/skeleton';
import { BookingHistoryQuery } from '../graphql/booking-history-query';
import { HistoryTimezoneQuery } from '../graphql/history-timezone-query';
import { actionText, actorText, changeText, whenText, type HistoryLabels } from '../history-entry';
import './booking-history.css';

export interface BookingHistoryDialogProps {
  /** The booking whose history is shown; null keeps the dialog closed. */
  bookingId: number | null;
  labels: HistoryLabels;
  onClose: () => void;
}

/** A booking's history, oldest first: who changed it and when (on the hotel's clock), each field before → after. */
export function BookingHistoryDialog({ bookingId, labels, onClose }: BookingHistoryDialogProps) {
  const { data, loading, error } = useQuery(BookingHistoryQuery, {
    variables: { bookingId: bookingId ?? 0 },
    skip: bookingId === null,
    fetchPolicy: 'network-only',
  });
  const settings = useQuery(HistoryTimezoneQuery, { skip: bookingId === null });
  const timeZone = settings.data?.settings.find((entry) => entry.key === 'timezone')?.value.trim() || DEFAULT_TIMEZONE;
  const entries = data?.bookingHistory ?? [];

  return (
    <Dialog
      open={bookingId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`History of booking #${bookingId ?? ''}`}
      description="Every change to this booking and its payment: who made it, when, and what it was before."
      size="lg"
      footer={<Button onClick={onClose}>Close</Button>}
    >
      {loading || settings.loading ? (
        <div role="status" aria-label="Loading the history" className="booking-history-loading">
          <Skeleton className="booking-history-skeleton" />
          <Skeleton className="booking-history-skeleton" />
        </div>
      ) : error ? (
        <p className="booking-history-empty">Failed to load the history of this booking</p>
      ) : entries.length === 0 ? (
        <p className="booking-history-empty">No changes have been recorded for this booking.</p>
      ) : (
        <ol className="booking-history" aria-label="Changes">
          {entries.map((entry) => (
            <li key={entry.id} className="booking-history-entry">
              <div className="booking-history-head">
                <Badge variant={entry.action === 'delete' ? 'destructive' : entry.action === 'create' ? 'default' : 'secondary'}>
                  {actionText(entry.action)}
                </Badge>
                <time dateTime={entry.createdAt}>{whenText(entry.createdAt, timeZone)}</time>
                <span className="booking-history-actor">{actorText(entry.actor ?? null, entry.impersonatedBy ?? null)}</span>
              </div>
              <ul className="booking-history-changes">
                {entry.changes.map((change) => (
                  <li key={change.field}>{changeText(change, labels)}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
