import type { Page } from 'playwright-core';
import type { ApiClient } from '../../server/src/testing/api-client';
import type { BrowserSession } from './harness';

/** A clerk's keyboard: where the focus is, Tab to a named control, keys pressed as a person presses them. */
/** What holds the keyboard focus: its accessible name as a person hears it, or the grid whose cell it is. */
export async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'nothing';
    const grid = element.closest('[data-testid]')?.getAttribute('data-testid');
    if (element.closest('.handsontable')) return `a cell of ${grid}`;
    const labelled = element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null;
    return (
      element.getAttribute('aria-label') ??
      labelled ??
      element.closest('label')?.textContent ??
      element.textContent ??
      ''
    ).trim();
  });
}

/** Tab until the focus is on what is named `name` (a clerk's way through the page), at most `max` times. */
export async function tabTo(page: Page, name: string, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if ((await focused(page)) === name) return;
  }
  throw new Error(`${name} not reached in ${max} Tabs (focus: ${await focused(page)})`);
}

export async function press(page: Page, key: string, times = 1) {
  for (let i = 0; i < times; i++) await page.keyboard.press(key, { delay: 10 });
}

/** A page signed in as the person whose API client this is. */
export async function pageOf(session: BrowserSession, api: ApiClient): Promise<Page> {
  const page = await session.newPage();
  await page.context().addCookies([{ ...api.sessionCookie()!, url: session.app.url, httpOnly: true, sameSite: 'Lax' }]);
  return page;
}
