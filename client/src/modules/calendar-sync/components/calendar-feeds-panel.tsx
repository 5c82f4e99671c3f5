import { useMutation, useQuery } from '@apollo/client/react';
import { feedSyncText } from '@core/calendar-sync';
import { calendarFeedSchema, FEED_NAME_MAX_LENGTH, FEED_URL_MAX_LENGTH } from '@core/schemas/calendar-feed.schema';
import { DEFAULT_TIMEZONE } from '@core/timezones';
import { RefreshCw, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { refusalToast, useToastedAction } from '../../../app/use-toasted-action';
import type { CalendarFeedFieldsFragment } from '../../../gql/graphql';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { IconButton } from '../../../ui/icon-button';
import { Input } from '../../../ui/input';
import { useToast } from '../../../ui/toast';
import { AddCalendarFeedMutation } from '../graphql/add-calendar-feed-mutation';
import { CalendarFeedsQuery } from '../graphql/calendar-feeds-query';
import { CalendarTimezoneQuery } from '../graphql/calendar-timezone-query';
import { DeleteCalendarFeedMutation } from '../graphql/delete-calendar-feed-mutation';
import { SyncCalendarFeedMutation } from '../graphql/sync-calendar-feed-mutation';
import { syncSummary } from '../sync-summary';

const EMPTY = { name: '', url: '' };

export const DELETE_FEED_QUESTION = (name: string) =>
  `Delete the ${name} calendar? Its events leave this room, and the room is sold on those nights again.`;

/**
 * The booking sites' calendars this room imports: each with how its syncs went ("Last synced …, failing since
 * …"), "Sync now" and delete, and the form that adds one by its name and address.
 */
export function CalendarFeedsPanel({ roomId, roomNumber }: { roomId: number; roomNumber: string }) {
  const feeds = useQuery(CalendarFeedsQuery, { variables: { roomId }, fetchPolicy: 'cache-and-network' });
  const settings = useQuery(CalendarTimezoneQuery);
  const timezone = settings.data?.settings.find((entry) => entry.key === 'timezone')?.value.trim() || DEFAULT_TIMEZONE;
  const [add, adding] = useMutation(AddCalendarFeedMutation);
  const [remove] = useMutation(DeleteCalendarFeedMutation);
  const [sync] = useMutation(SyncCalendarFeedMutation);
  const run = useToastedAction(refusalToast);
  const { toast } = useToast();
  const [draft, setDraft] = useState(EMPTY);
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [syncing, setSyncing] = useState<number | null>(null);
  const errorOf = (field: string) => (error?.field === field ? error.message : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = calendarFeedSchema.safeParse(draft);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      setError({ field: String(issue.path[0] ?? 'url'), message: issue.message });
      return;
    }
    setError(null);
    const added = await run(
      () => add({ variables: { roomId, input: parsed.data } }),
      `The ${parsed.data.name} calendar is added: it is read within a minute, or now with Sync now`,
      'Failed to add the calendar',
    );
    if (added) {
      setDraft(EMPTY);
      await feeds.refetch();
    }
  };

  const syncNow = async (feed: CalendarFeedFieldsFragment) => {
    setSyncing(feed.id);
    try {
      const answer = await sync({ variables: { roomId, feedId: feed.id } });
      const outcome = answer.data?.syncCalendarFeed;
      if (outcome?.error)
        toast({ variant: 'destructive', title: `${feed.name} could not be synced`, description: outcome.error });
      else if (outcome) toast({ title: 'Success', description: syncSummary(feed.name, outcome) });
    } catch {
      toast({ variant: 'destructive', title: 'Error', description: `Failed to sync the ${feed.name} calendar` });
    } finally {
      setSyncing(null);
      await feeds.refetch();
    }
  };

  const deleteFeed = async (feed: CalendarFeedFieldsFragment) => {
    if (!window.confirm(DELETE_FEED_QUESTION(feed.name))) return;
    await run(
      () => remove({ variables: { roomId, feedId: feed.id } }),
      `The ${feed.name} calendar is deleted`,
      'Failed to delete the calendar',
    );
    await feeds.refetch();
  };

  const list = feeds.data?.calendarFeeds ?? [];
  return (
    <section className="calendar-feeds" aria-labelledby={`calendar-feeds-${roomId}`}>
      <h3 id={`calendar-feeds-${roomId}`}>Booking-site calendars</h3>
      <p className="calendar-feeds-hint">
        Each site’s reservations of room {roomNumber} close its nights here; a booking here is never changed by them.
      </p>
      {list.length === 0 ? (
        <p className="calendar-feeds-empty">{feeds.loading ? 'Loading…' : 'No booking-site calendars yet.'}</p>
      ) : (
        <ul className="calendar-feeds-list" aria-label={`Booking-site calendars of room ${roomNumber}`}>
          {list.map((feed) => (
            <li key={feed.id} className="calendar-feed">
              <div className="calendar-feed-text">
                <strong>{feed.name}</strong>
                <span className="calendar-feed-url">{feed.url}</span>
                <span className={feed.failingSince ? 'calendar-feed-status calendar-feed-failing' : 'calendar-feed-status'}>
                  {feedSyncText(feed, timezone)}
                  {feed.failingSince ? '' : ` · ${feed.events} event${feed.events === 1 ? '' : 's'}`}
                </span>
                {feed.failingSince && feed.lastError && <span className="calendar-feed-error">{feed.lastError}</span>}
              </div>
              <div className="calendar-feed-actions">
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={syncing !== null}
                  onClick={() => void syncNow(feed)}
                  aria-label={`Sync now: ${feed.name}`}
                >
                  <RefreshCw aria-hidden="true" />
                  {syncing === feed.id ? 'Syncing…' : 'Sync now'}
                </Button>
                <IconButton icon={Trash2} label={`Delete the ${feed.name} calendar`} onClick={() => void deleteFeed(feed)} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <form
        className="calendar-feed-form"
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label="Add a booking-site calendar"
      >
        <FormField label="Site" error={errorOf('name')}>
          <Input
            value={draft.name}
            maxLength={FEED_NAME_MAX_LENGTH}
            placeholder="Airbnb"
            autoComplete="off"
            onChange={(event) => setDraft((current) => ({ ...current, name: event.target.value }))}
          />
        </FormField>
        <FormField label="Its calendar address (.ics)" error={errorOf('url')}>
          <Input
            type="url"
            value={draft.url}
            maxLength={FEED_URL_MAX_LENGTH}
            placeholder="https://www.airbnb.com/calendar/ical/…"
            autoComplete="off"
            onChange={(event) => setDraft((current) => ({ ...current, url: event.target.value }))}
          />
        </FormField>
        <Button type="submit" disabled={adding.loading}>
          Add calendar
        </Button>
      </form>
    </section>
  );
}
