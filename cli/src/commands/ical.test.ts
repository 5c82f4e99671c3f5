import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { addDays, todayInZone } from '@core/stay-dates';
import { DEFAULT_TIMEZONE } from '@core/timezones';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Em } from '../../../server/src/db/orm';
import { fixtureCalendar, startFeedServer, type FeedServer } from '../../../server/src/testing/feed-server';
import { createCliSandbox, type CliSandbox } from '../testing/cli-sandbox';

/**
 * `innkeep ical sync --hotel <email>`: every booking-site calendar of the hotel's rooms read now, as a child
 * process against a database of its own, from a local feed server (the CLI started with ICAL_ALLOW_PRIVATE=1).
 */
describe('innkeep ical sync', { timeout: 180_000 }, () => {
  let cli: CliSandbox;
  let feeds: FeedServer;
  const day = (n: number) => addDays(todayInZone(DEFAULT_TIMEZONE, new Date()), n);

  /** Rows written straight into the sandbox's database while no command runs (the CLI has no feed command). */
  async function addFeeds(rows: { room: string; name: string; url: string }[]): Promise<void> {
    const orm = await openDatabase({ dataDir: cli.dataDir, databaseUrl: cli.databaseUrl });
    try {
      const em = orm.em.fork() as Em;
      for (const row of rows) {
        await em.execute(
          `insert into calendar_feed (hotel_id, room_id, name, url)
           select r.hotel_id, r.id, ?, ? from room r join hotel_account h on h.id = r.hotel_id
            where h.email = 'bayside@example.com' and r.room_number = ?`,
          [row.name, row.url, row.room],
        );
      }
    } finally {
      await orm.close();
    }
  }

  beforeAll(async () => {
    cli = await createCliSandbox();
    cli.env.ICAL_ALLOW_PRIVATE = '1';
    feeds = await startFeedServer();
    const csv = path.join(cli.dataDir, 'hotels.csv');
    writeFileSync(
      csv,
      [
        'type,hotel,name,email,password,numberOfRooms,dailyRate,weeklyRate,monthlyRate,roomNumber,roomType',
        'hotel,,Bayside Motel,bayside@example.com,secret123,10,,,,,',
        'room type,bayside@example.com,Standard,,,,79,450,1500,,',
        'room,bayside@example.com,,,,,,,,101,Standard',
        'room,bayside@example.com,,,,,,,,102,Standard',
        'hotel,,Hilltop Lodge,hilltop@example.com,secret123,10,,,,,',
      ].join('\n'),
    );
    expect((await cli.run('hotel', 'import', csv)).code).toBe(0);
  });
  afterAll(async () => {
    await feeds?.close();
    await cli?.close();
  });

  it('says when a hotel has no calendars, and refuses a hotel that does not exist', async () => {
    expect(await cli.run('ical', 'sync', '--hotel', 'hilltop@example.com')).toMatchObject({
      code: 0,
      stdout: 'hilltop@example.com has no booking-site calendars\n',
    });
    expect(await cli.run('ical', 'sync', '--hotel', 'nobody@example.com')).toMatchObject({
      code: 1,
      stderr: 'No hotel account has the email nobody@example.com\n',
    });
    expect(await cli.run('ical', 'sync')).toMatchObject({ code: 1, stderr: 'Please enter a valid email address\n' });
  });

  it('syncs every calendar of the hotel and prints what each did, a failing one included', async () => {
    feeds.answer('/airbnb.ics', {
      calendar: fixtureCalendar([
        { uid: 'a1', start: day(3), end: day(6), summary: 'Reserved' },
        { uid: 'a2', start: day(9), end: day(10), summary: 'Reserved' },
      ]),
    });
    feeds.answer('/vrbo.ics', { status: 500 });
    await addFeeds([
      { room: '102', name: 'Vrbo', url: feeds.url('/vrbo.ics') },
      { room: '101', name: 'Airbnb', url: feeds.url('/airbnb.ics') },
    ]);
    const synced = await cli.run('ical', 'sync', '--hotel', 'bayside@example.com');
    expect(synced).toMatchObject({
      code: 0,
      stderr: '',
      stdout: [
        'Room 101 Airbnb: 2 events (2 added, 0 changed, 0 removed), 0 conflicts',
        "Room 102 Vrbo: failed: The calendar's address answered HTTP 500 (Not synced yet)",
        'Synced 2 calendars of bayside@example.com: 1 failing',
        '',
      ].join('\n'),
    });

    feeds.answer('/airbnb.ics', { calendar: fixtureCalendar([{ uid: 'a1', start: day(4), end: day(6), summary: 'Reserved' }]) });
    const again = await cli.run('ical', 'sync', '--hotel', 'bayside@example.com', '--json');
    expect(again.code).toBe(0);
    expect(again.json()).toEqual([
      {
        feedId: expect.any(Number),
        roomNumber: '101',
        name: 'Airbnb',
        events: 1,
        added: 0,
        changed: 1,
        removed: 1,
        conflicts: 0,
        lastSyncedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        error: null,
      },
      {
        feedId: expect.any(Number),
        roomNumber: '102',
        name: 'Vrbo',
        events: 0,
        added: 0,
        changed: 0,
        removed: 0,
        conflicts: 0,
        lastSyncedAt: null,
        error: "The calendar's address answered HTTP 500",
      },
    ]);
    expect(feeds.hits('/airbnb.ics')).toBe(2);
  });
});
