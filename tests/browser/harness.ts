import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { signUpHotel, type SignedInHotel } from '../../server/src/testing/hotels';
import type { AppConfig } from '../../server/src/config';
import { startTestApp, type TestApp } from '../../server/src/testing/test-app';

/**
 * Browser tests drive Debian's Chromium through playwright-core against a real server with the built
 * client and its own database. Outside CI a machine without Chromium skips them, loudly; in CI they must run.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const browserAvailable = existsSync(CHROMIUM_PATH);

if (!browserAvailable) {
  const message = `Chromium not found at ${CHROMIUM_PATH}: install it with 'apt-get install -y chromium'.`;
  if (process.env.CI) throw new Error(`${message} Browser tests must run in CI.`);
  console.warn(`\n*** BROWSER TESTS SKIPPED *** ${message}\n`);
}

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../test-results/screens');

export interface BrowserSession {
  app: TestApp;
  browser: Browser;
  /** A fresh browser context (its own cookies) with one page open on the app; `timezoneId` sets the browser's zone. */
  newPage: (options?: { timezoneId?: string }) => Promise<Page>;
  /**
   * Registers, verifies and signs in a hotel through the API, and hands its session to a new page. The hotel
   * is marked set up on the server (no set-up wizard over the page) unless `setupDone: false` says otherwise.
   */
  signedInPage: (
    email: string,
    details?: Record<string, unknown>,
    options?: { setupDone?: boolean; timezoneId?: string },
  ) => Promise<{ page: Page; hotel: SignedInHotel }>;
  screenshot: (page: Page, name: string) => Promise<void>;
  close: () => Promise<void>;
}

/**
 * Every test hotel is freshly installed, so the set-up wizard would cover the page: mark the hotel done on
 * the server, as Skip Setup does (admin.test.ts and setup-wizard.test.ts open the wizard on purpose).
 */
export async function markSetupDone(hotel: SignedInHotel): Promise<void> {
  const response = await hotel.api.put('/api/hotel/settings', { setup_completed: '1' });
  if (response.status !== 200) throw new Error(`mark ${hotel.email} set up: ${response.status} ${JSON.stringify(response.body)}`);
}

/** `config` sets what a test's server needs besides the defaults (calendar sync's local feed server). */
export async function startBrowserSession(config: Partial<AppConfig> = {}): Promise<BrowserSession> {
  const app = await startTestApp(config);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const contexts: BrowserContext[] = [];

  const newPage = async ({ timezoneId }: { timezoneId?: string } = {}) => {
    const context = await browser.newContext({ baseURL: app.url, viewport: { width: 1440, height: 900 }, timezoneId });
    contexts.push(context);
    context.setDefaultTimeout(15_000);
    return context.newPage();
  };

  return {
    app,
    browser,
    newPage,
    signedInPage: async (email, details = {}, { setupDone = true, timezoneId } = {}) => {
      const hotel = await signUpHotel(app, email, details);
      if (setupDone) await markSetupDone(hotel);
      const page = await newPage({ timezoneId });
      const cookie = hotel.api.sessionCookie();
      if (cookie) await page.context().addCookies([{ ...cookie, url: app.url, httpOnly: true, sameSite: 'Lax' }]);
      return { page, hotel };
    },
    screenshot: async (page, name) => {
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
    },
    close: async () => {
      for (const context of contexts) await context.close().catch(() => {});
      await browser.close();
      await app.close();
    },
  };
}
