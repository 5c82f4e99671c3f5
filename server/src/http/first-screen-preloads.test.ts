import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_PRELOADS_FILE, firstScreenHtml, readFirstScreenPreloads } from './first-screen-preloads';

const INDEX = '<html><head><title>Innkeep</title></head><body></body></html>';
const PRELOADS = {
  '/hotel': { scripts: ['/assets/dashboard-page-1.js', '/assets/data-grid-2.js'], styles: ['/assets/data-grid-3.css'] },
  '/hotel/bookings': { scripts: ['/assets/bookings-page-4.js'], styles: [] },
};

describe('the first screens list their code in the head (issue 16)', () => {
  const htmlFor = firstScreenHtml(INDEX, PRELOADS);

  it("lists the dashboard's scripts and styles for /hotel, with or without the trailing slash", () => {
    for (const pathname of ['/hotel', '/hotel/']) {
      const html = htmlFor(pathname);
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboard-page-1.js">');
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/data-grid-2.js">');
      expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/data-grid-3.css">');
      expect(html.indexOf('data-grid-2.js')).toBeLessThan(html.indexOf('</head>'));
    }
    expect(htmlFor('/hotel/bookings')).toContain('href="/assets/bookings-page-4.js"');
    expect(htmlFor('/hotel/bookings')).not.toContain('dashboard-page-1.js');
  });

  it('leaves every other page as it was: the landing and sign-in pages load no grid code', () => {
    for (const pathname of ['/', '/login', '/hotel/guests', '/hotelx']) expect(htmlFor(pathname)).toBe(INDEX);
  });

  it("reads the build's lists, none when a build has none, and refuses a damaged file", () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'innkeep-preloads-'));
    try {
      expect(readFirstScreenPreloads(dist)).toEqual({});
      mkdirSync(path.join(dist, '.vite'));
      writeFileSync(path.join(dist, FIRST_SCREEN_PRELOADS_FILE), JSON.stringify(PRELOADS));
      expect(readFirstScreenPreloads(dist)).toEqual(PRELOADS);
      writeFileSync(path.join(dist, FIRST_SCREEN_PRELOADS_FILE), JSON.stringify({ '/hotel': { scripts: ['x.js'] } }));
      expect(() => readFirstScreenPreloads(dist)).toThrow();
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
