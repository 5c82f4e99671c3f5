import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { signUpHotel, type SignedInHotel } from '../../server/src/testing/hotels';
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
  /** A fresh browser context (its own cookies) with one page open on the app. */
  newPage: () => Promise<Page>;
  /** Registers, verifies and signs in a hotel through the API, and hands its session to a new page. */
  signedInPage: (email: string, details?: Record<string, unknown>) => Promise<{ page: Page; hotel: SignedInHotel }>;
  screenshot: (page: Page, name: string) => Promise<void>;
  close: () => Promise<void>;
}

export async function startBrowserSession(): Promise<BrowserSession> {
  const app = await startTestApp();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const contexts: BrowserContext[] = [];

  const newPage = async () => {
    const context = await browser.newContext({ baseURL: app.url, viewport: { width: 1440, height: 900 } });
    contexts.push(context);
    context.setDefaultTimeout(15_000);
    // Every test hotel is freshly installed: mark the set-up wizard done so its overlay does not cover the page (admin.test.ts opens it on purpose).
    await context.addInitScript(() => window.localStorage.setItem('innkeep.setupWizardCompleted', 'true'));
    return context.newPage();
  };

  return {
    app,
    browser,
    newPage,
    signedInPage: async (email, details = {}) => {
      const hotel = await signUpHotel(app, email, details);
      const page = await newPage();
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
