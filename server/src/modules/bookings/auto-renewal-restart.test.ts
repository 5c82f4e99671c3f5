import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiClient } from '../../testing/api-client';
import { addRooms, QUEEN, signUpHotel } from '../../testing/hotels';
import { copyPgliteTemplate } from '../../testing/database-template';
import { createScratchDatabase, type ScratchDatabase } from '../../testing/scratch-database';
import { SERVER_READY, startServerProcess, type ServerProcess } from '../../testing/server-process';

/**
 * The server's own renewal run (issue 26) in real server processes: a stay that came due while the server
 * was down is renewed as the server starts, exactly once, and not again after a restart; on PostgreSQL two
 * servers starting together on one database, one of them of two processes, renew it once between them.
 */
const databaseKind = process.env.DATABASE_URL ? 'postgresql' : 'pglite';
const noonOn = (date: string) => `${date}T16:00:00Z`;

describe(`the renewal run at server start (${databaseKind})`, { timeout: 600_000 }, () => {
  let dataDir: string;
  let database: ScratchDatabase | null = null;
  const started: ServerProcess[] = [];
  afterEach(async () => {
    for (const server of started.splice(0)) server.kill('SIGKILL');
    await Promise.all(started.map((server) => server.exited));
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
    database = null;
  });

  async function start(date: string, extra: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
    const env = { DATA_DIR: dataDir, DATABASE_URL: database?.url ?? '', DEMO_SEED: '0', INNKEEP_CLOCK: noonOn(date), ...extra };
    const server = await startServerProcess(env);
    started.push(server);
    await server.waitFor(SERVER_READY);
    return server;
  }

  async function stop(server: ServerProcess) {
    server.kill('SIGTERM');
    await server.exited;
    started.splice(started.indexOf(server), 1);
  }

  const staysOf = async (api: ApiClient) =>
    (
      (await api.get('/api/hotel/bookings?sort=checkInDate')).body as {
        checkInDate: string;
        checkOutDate: string;
        autoRenew: boolean;
      }[]
    ).map((b) => `${b.checkInDate}..${b.checkOutDate}${b.autoRenew ? ' renews' : ''}`);

  it('renews a stay that came due while it was down once, and not again after a restart', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'innkeep-renewal-restart-'));
    if (process.env.DATABASE_URL) database = await createScratchDatabase(process.env.DATABASE_URL);
    else copyPgliteTemplate(dataDir);

    // First life, on 06/10/31: a Weekly stay to 06/20 that renews is not due yet (3 days ahead).
    const first = await start('2031-06-10');
    const hotel = await signUpHotel({ url: first.baseUrl, dataDir }, 'restart@renewals.test', { numberOfRooms: 5 });
    const rooms = await addRooms(hotel, QUEEN, ['101']);
    const booked = await hotel.api.post('/api/hotel/bookings', {
      roomId: rooms['101'],
      guest: 'Resident, Rae',
      checkInDate: '2031-06-13',
      rateType: 'Weekly',
      nights: 7,
      dailyWeeklyAmount: '600.00',
      autoRenew: true,
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(await staysOf(hotel.api)).toEqual(['2031-06-13..2031-06-20 renews']);
    const session = hotel.api.sessionCookie()!;
    const cookie = { cookie: `${session.name}=${session.value}` };
    await stop(first);

    // Second life, on 06/18: due now. On PostgreSQL two servers start together and race for it, the first of
    // two processes (WEB_CONCURRENCY): three runs at once.
    const second =
      databaseKind === 'postgresql'
        ? await Promise.all([start('2031-06-18', { WEB_CONCURRENCY: '2' }), start('2031-06-18')])
        : [await start('2031-06-18')];
    const desk = new ApiClient(second[0]!.baseUrl, cookie);
    expect(await staysOf(desk)).toEqual(['2031-06-13..2031-06-20 renews', '2031-06-20..2031-06-27 renews']);
    expect(second.map((server) => /Auto-renewal: 1 stays renewed/.test(server.output())).filter(Boolean)).toHaveLength(1);
    for (const server of second) await stop(server);

    // Third life, the same day: the renewal is there, so the start renews nothing.
    const third = await start('2031-06-18');
    expect(await staysOf(new ApiClient(third.baseUrl, cookie))).toEqual([
      '2031-06-13..2031-06-20 renews',
      '2031-06-20..2031-06-27 renews',
    ]);
    expect(third.output()).not.toMatch(/Auto-renewal/);
  });
});
