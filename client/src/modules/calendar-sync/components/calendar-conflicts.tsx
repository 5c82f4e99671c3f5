import { useMutation, useQuery } from '@apollo/client/react';
import { DESK } from '@core/roles';
import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useRoleAllows } from '../../../app/use-role';
import { refusalToast, useToastedAction } from '../../../app/use-toasted-action';
import { Button } from '../../../ui/button';
import { CalendarConflictsQuery } from '../graphql/calendar-conflicts-query';
import { DismissCalendarConflictMutation } from '../graphql/dismiss-calendar-conflict-mutation';
import './calendar-sync.css';

/**
 * The imported events that overlap a booking (dashboard and Front Desk), until the overlap is gone: nothing
 * is shown while there is none. Dismiss is for the site's copy of this very booking.
 */
export function CalendarConflicts() {
  const allowed = useRoleAllows(DESK);
  const headingId = useId();
  const conflicts = useQuery(CalendarConflictsQuery, { skip: !allowed, fetchPolicy: 'cache-and-network' });
  const [dismiss, dismissing] = useMutation(DismissCalendarConflictMutation);
  const run = useToastedAction(refusalToast);
  const list = conflicts.data?.calendarConflicts ?? [];
  if (!allowed || list.length === 0) return null;

  const dismissOne = async (conflict: (typeof list)[number]) => {
    await run(
      () => dismiss({ variables: { blockId: conflict.blockId, bookingId: conflict.bookingId } }),
      'Calendar conflict dismissed',
      'Failed to dismiss the conflict',
    );
    await conflicts.refetch();
  };

  return (
    <section className="calendar-conflicts" aria-labelledby={headingId}>
      <h2 id={headingId} className="calendar-conflicts-title">
        <TriangleAlert aria-hidden="true" />
        Calendar conflicts
      </h2>
      <p className="calendar-conflicts-hint">
        A booking site holds these nights too: move the booking, or have the site’s reservation changed. Dismiss one that is the
        site’s copy of this very booking.
      </p>
      <ul className="calendar-conflicts-list">
        {list.map((conflict) => (
          <li key={`${conflict.blockId}-${conflict.bookingId}`} className="calendar-conflict">
            <span>
              {conflict.message}
              {conflict.guestName && <span className="calendar-conflict-guest"> ({conflict.guestName})</span>}
            </span>
            <Button
              size="sm"
              variant="outline"
              disabled={dismissing.loading}
              aria-label={`Dismiss: ${conflict.message}`}
              onClick={() => void dismissOne(conflict)}
            >
              Dismiss
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
