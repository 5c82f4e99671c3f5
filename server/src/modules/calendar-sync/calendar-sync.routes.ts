import { DESK, MANAGERS } from '@core/roles';
import { idSchema } from '@core/schemas/common';
import { calendarFeedSchema, conflictDismissalSchema } from '@core/schemas/calendar-feed.schema';
import { parseInput } from '@core/parse-input';
import type { RouteDef } from '../../rest/route';
import { dismissCalendarConflict, listCalendarConflicts } from './calendar-conflicts.service';
import { addCalendarFeed, deleteCalendarFeed, listCalendarFeeds } from './calendar-feeds.service';
import { toCalendarFeedDto, toFeedSyncDto } from './calendar-sync.mapper';
import { syncCalendarFeed } from './feed-sync.service';
import { exportRoomCalendar } from './room-calendar-export';
import { getRoomCalendarUrl, rotateRoomCalendarUrl } from './room-calendar.service';

/**
 * Calendar sync with the booking sites: each room's secret calendar for them to import (a site route, at
 * /ical, with no sign-in: the secret is the key), its address, and the sites' calendars it imports; and the
 * conflicts between imported events and bookings. The feed's export comes first: the walk reads it before
 * the rotation changes its address.
 */
export const calendarSyncRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/ical/rooms/:secret.ics',
    access: 'public',
    site: true,
    handle: async (ctx, req, res) => {
      const text = await exportRoomCalendar(ctx, String(req.params.secret));
      res.status(200).type('text/calendar; charset=utf-8').setHeader('Cache-Control', 'no-store').send(text);
      return undefined;
    },
  },
  {
    method: 'get',
    path: '/hotel/rooms/:id/ical',
    access: MANAGERS,
    handle: (ctx, req) => getRoomCalendarUrl(ctx, parseInput(idSchema, req.params.id)),
  },
  {
    method: 'post',
    path: '/hotel/rooms/:id/ical/rotate',
    access: MANAGERS,
    handle: (ctx, req) => rotateRoomCalendarUrl(ctx, parseInput(idSchema, req.params.id)),
  },
  {
    method: 'get',
    path: '/hotel/rooms/:id/feeds',
    access: MANAGERS,
    handle: async (ctx, req) => (await listCalendarFeeds(ctx, parseInput(idSchema, req.params.id))).map(toCalendarFeedDto),
  },
  {
    method: 'post',
    path: '/hotel/rooms/:id/feeds',
    access: MANAGERS,
    status: 201,
    handle: async (ctx, req) =>
      toCalendarFeedDto(
        await addCalendarFeed(ctx, parseInput(idSchema, req.params.id), parseInput(calendarFeedSchema, req.body)),
      ),
  },
  {
    method: 'delete',
    path: '/hotel/rooms/:id/feeds/:feedId',
    access: MANAGERS,
    handle: (ctx, req) => deleteCalendarFeed(ctx, parseInput(idSchema, req.params.id), parseInput(idSchema, req.params.feedId)),
  },
  {
    method: 'post',
    path: '/hotel/rooms/:id/feeds/:feedId/sync',
    access: MANAGERS,
    handle: async (ctx, req) =>
      toFeedSyncDto(await syncCalendarFeed(ctx, parseInput(idSchema, req.params.id), parseInput(idSchema, req.params.feedId))),
  },
  {
    method: 'get',
    path: '/hotel/calendar-conflicts',
    access: DESK,
    handle: (ctx) => listCalendarConflicts(ctx),
  },
  {
    method: 'post',
    path: '/hotel/calendar-conflicts/dismiss',
    access: DESK,
    handle: (ctx, req) => dismissCalendarConflict(ctx, parseInput(conflictDismissalSchema, req.body)),
  },
];
