import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpHotel, type SignedInHotel } from '../testing/hotels';
import { copyPgliteTemplate } from '../testing/database-template';
import { SERVER_READY, startServerProcess, type ServerProcess } from '../testing/server-process';
import { DOCUMENTS_AT_ONCE, DOCUMENTS_BUSY_MESSAGE } from './render-pool';

const GUESTS = 600;
const EXPORTS = 20;

/**
 * The README promises /api/health within a second. Twenty guest-list PDFs at once used to hold the one
 * thread of the server for seconds (pdfmake renders synchronously): every hotel stalled and health answered
 * after 8–11 s. Documents are rendered on worker threads, a hotel at most DOCUMENTS_AT_ONCE at a time.
 */
describe('twenty PDF exports at once on the embedded database', { timeout: 600_000 }, () => {
  let server: ServerProcess;
  let dataDir: string;
  let hotel: SignedInHotel;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'innkeep-exports-'));
    copyPgliteTemplate(dataDir);
    server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', TRUST_PROXY: 'loopback' });
    await server.waitFor(SERVER_READY);
    hotel = await signUpHotel({ url: server.baseUrl, dataDir }, 'desk@exports.test');
    for (let start = 0; start < GUESTS; start += 20) {
      await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const added = await hotel.api.post('/api/hotel/guests', {
            firstName: `Guest${start + i}`,
            lastName: 'Longname-Of-The-Family',
            email: `guest${start + i}@exports.test`,
            phone: '555-0100',
            notes: 'Prefers a quiet room on a high floor, away from the lift',
          });
          expect(added.status).toBe(201);
        }),
      );
    }
  });
  afterAll(async () => {
    server?.kill('SIGKILL');
    await server?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers /api/health within a second throughout, and a hotel past its share gets 429 at once', async () => {
    const exports = Array.from({ length: EXPORTS }, () => hotel.api.get('/api/hotel/guests/pdf'));
    let finished = false;
    const all = Promise.all(exports).finally(() => (finished = true));
    const healthTimes: number[] = [];
    // Health asked over and over while the exports run: each answer within the second the README promises.
    while (!finished) {
      const started = performance.now();
      const health = await fetch(`${server.baseUrl}/api/health`);
      healthTimes.push(Math.round(performance.now() - started));
      expect(health.status).toBe(200);
      await Promise.race([all, new Promise((resolve) => setTimeout(resolve, 100))]);
    }
    const answers = await all;
    expect(healthTimes.length).toBeGreaterThan(0);
    expect(Math.max(...healthTimes), `health took ${healthTimes.join(', ')} ms`).toBeLessThan(1000);

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(DOCUMENTS_AT_ONCE);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(refused.body).toEqual({ error: DOCUMENTS_BUSY_MESSAGE });
    expect(refused.headers.get('retry-after')).toBe('5');
    const printed = answers.find((answer) => answer.status === 200)!;
    expect(printed.headers.get('content-type')).toBe('application/pdf');

    // Once they are done, the next export is printed as before.
    expect((await hotel.api.get('/api/hotel/guests/pdf')).status).toBe(200);
  });
});
