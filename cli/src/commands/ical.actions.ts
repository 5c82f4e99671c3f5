import { feedSyncText } from '@core/calendar-sync';
import { syncHotelFeeds, type HotelFeedSync } from '../../../server/src/modules/calendar-sync';
import { loadSettings } from '../../../server/src/modules/settings';
import { hotelContext, withServices } from '../cli-context';
import type { CommandResult } from '../command';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "Room 104 Airbnb: 3 events (1 added, 1 changed, 0 removed), 1 conflict", or why it failed. */
function line(sync: HotelFeedSync, timezone: string): string {
  const { result } = sync;
  const what = `Room ${sync.roomNumber} ${sync.name}`;
  if (result.error) {
    return `${what}: failed: ${result.error} (${feedSyncText({ lastSyncedAt: result.lastSyncedAt, failingSince: null }, timezone)})`;
  }
  const changes = `${result.added} added, ${result.changed} changed, ${result.removed} removed`;
  return `${what}: ${plural(result.events, 'event')} (${changes}), ${plural(result.conflicts, 'conflict')}`;
}

/**
 * `innkeep ical sync --hotel <email>`: every feed of the hotel read now, each as "Sync now" reads it. A feed
 * that fails keeps its last blocks and is reported (the command itself succeeds, as the server's poller does).
 */
export function syncIcalFeeds(hotel: string): Promise<CommandResult> {
  return withServices(async (services) => {
    const ctx = await hotelContext(services, hotel);
    const synced = await syncHotelFeeds(ctx);
    const { timezone } = await loadSettings(ctx.em);
    const failed = synced.filter((sync) => sync.result.error !== null).length;
    const summary = synced.length
      ? `Synced ${plural(synced.length, 'calendar')} of ${hotel}${failed ? `: ${failed} failing` : ''}`
      : `${hotel} has no booking-site calendars`;
    return {
      text: [...synced.map((sync) => line(sync, timezone)), summary].join('\n'),
      json: synced.map(({ feedId, roomNumber, name, result }) => ({
        feedId,
        roomNumber,
        name,
        ...result,
        lastSyncedAt: result.lastSyncedAt?.toISOString() ?? null,
      })),
    };
  });
}
