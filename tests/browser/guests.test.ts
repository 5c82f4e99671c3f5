import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../server/src/testing/pdf-documents';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';

const statValue = (page: Page, title: string) => page.locator(`.guest-stat[data-stat="${title}"] .guest-stat-value`).innerText();
const stats = async (page: Page) =>
  Promise.all(['Total Guests', 'VIP Guests', 'With Email', 'With Phone'].map((title) => statValue(page, title)));
const gridRows = (page: Page) => page.locator('.guest-grid .ht_master tbody tr');

interface PrintCapture {
  printWindows: Window[];
  printed: { url: string; msAfterOpen: number }[];
}

/**
 * Wraps window.open to keep the print windows the page opens, and replaces print() on the frame holding the
 * PDF (the app reads it as iframe.contentWindow) to record what would have printed: headless Chromium's PDF
 * viewer cannot print.
 */
async function capturePrintWindows(page: Page) {
  await page.evaluate(() => {
    const captured = window as unknown as PrintCapture;
    captured.printWindows = [];
    captured.printed = [];
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      const opened = open(...args);
      if (!opened) return opened;
      const openedAt = performance.now();
      captured.printWindows.push(opened);
      const prototype = (opened as unknown as typeof globalThis).HTMLIFrameElement.prototype;
      const contentWindow = Object.getOwnPropertyDescriptor(prototype, 'contentWindow')!.get!;
      Object.defineProperty(prototype, 'contentWindow', {
        configurable: true,
        get(this: HTMLIFrameElement) {
          const frame = contentWindow.call(this) as Window | null;
          if (frame && frame.location.href !== 'about:blank') {
            frame.print = () => {
              captured.printed.push({ url: frame.location.href, msAfterOpen: performance.now() - openedAt });
            };
          }
          return frame;
        },
      });
      return opened;
    };
  });
  const state = () =>
    page.evaluate(() => {
      const captured = window as unknown as PrintCapture;
      return {
        printed: captured.printed.map((call) => ({ ...call, url: new URL(call.url).pathname + new URL(call.url).search })),
        closed: captured.printWindows.map((opened) => opened.closed),
      };
    });
  return {
    printed: async () => (await state()).printed,
    closed: async () => (await state()).closed,
    /** What the browser does once its print dialog is done: 'afterprint' on the frame that printed. */
    finishPrinting: () =>
      page.evaluate(() => {
        const opened = (window as unknown as PrintCapture).printWindows.at(-1)!;
        opened.document.querySelector('iframe')!.contentWindow!.dispatchEvent(new Event('afterprint'));
      }),
  };
}

/** The PDF a print window loads, fetched with the page's session, as text. */
async function pdfAt(page: Page, url: string) {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toMatch(/^inline; /);
  return pdfText(await response.body());
}

describe.skipIf(!browserAvailable)('guest management in the browser', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());

  it('adds a guest typed as "Lovelace, Ada", shows the parsed name, lists it and updates the stat cards', async () => {
    const { page, hotel } = await session.signedInPage('desk@guests.test', { name: 'Harbor Inn' });
    await page.goto('/hotel/guests');
    await page.getByText('No guests found. Create your first guest using the form above.').waitFor();
    await page.getByRole('heading', { name: 'Guest Entry Form' }).waitFor();
    await page.getByText('Guest Database (0)').waitFor();
    expect(await stats(page)).toEqual(['0', '0', '0', '0']);
    expect(await page.getByRole('button', { name: 'CANCEL' }).count()).toBe(0);
    await session.screenshot(page, 'guests-empty');

    // The validation message, and nothing is saved.
    const name = page.getByLabel('Name', { exact: true });
    expect(await name.getAttribute('placeholder')).toBe('Last, First');
    await name.fill('Cher');
    await page.getByRole('button', { name: 'ADD GUEST' }).click();
    await page.getByText('First name and last name are required').waitFor();
    expect((await hotel.api.get('/api/hotel/guests')).body).toEqual([]);
    await session.screenshot(page, 'guests-validation');

    await name.fill('');
    await name.pressSequentially('Lovelace, Ada');
    expect(await page.locator('[data-parsed="last"]').innerText()).toBe('Lovelace');
    expect(await page.locator('[data-parsed="first"]').innerText()).toBe('Ada');
    // The message goes away as soon as the name is complete.
    expect(await page.getByText('First name and last name are required').count()).toBe(0);

    expect(await page.getByLabel('Email').getAttribute('type')).toBe('email');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Phone').fill('555-0100');
    await page.getByLabel('Address').fill('12 St James Sq');
    await page.getByLabel('City').fill('London');
    await page.getByLabel('State').fill('LN');
    await page.getByLabel('Zip').fill('SW1Y 4LE');
    await page.getByLabel('Country').fill('United Kingdom');
    await page.getByLabel('ID Type').fill('Passport');
    await page.getByLabel('ID Number').fill('P-1815');
    await page.getByLabel('VIP').check();
    await page.getByLabel('Notes').fill('Prefers a quiet room');
    await page.getByRole('button', { name: 'ADD GUEST' }).click();
    await page.getByText('Guest created successfully').waitFor();

    const row = gridRows(page).filter({ hasText: 'Lovelace, Ada' });
    await row.waitFor();
    const cells = await row.locator('td').allInnerTexts();
    expect(cells.slice(0, 5).map((text) => text.replace(/\s+/g, ' ').trim())).toEqual([
      'Lovelace, Ada VIP',
      'ada@example.com',
      '555-0100',
      '12 St James Sq, London, LN',
      'Yes',
    ]);
    await page.getByText('Guest Database (1)').waitFor();
    await expect.poll(() => stats(page)).toEqual(['1', '1', '1', '1']);
    // Saving resets the form.
    expect(await name.inputValue()).toBe('');
    const saved = (await hotel.api.get('/api/hotel/guests')).body;
    expect(saved).toEqual([
      expect.objectContaining({
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        zipCode: 'SW1Y 4LE',
        idNumber: 'P-1815',
        vip: true,
        notes: 'Prefers a quiet room',
      }),
    ]);
    await session.screenshot(page, 'guests-added');

    // A name typed "First Last" is tidied to "Last, First" when the field is left.
    await name.fill('Grace Hopper');
    await page.getByLabel('Email').focus();
    expect(await name.inputValue()).toBe('Hopper, Grace');
    await page.getByRole('button', { name: 'ADD GUEST' }).click();
    await page.getByText('Guest Database (2)').waitFor();
    await expect.poll(() => stats(page)).toEqual(['2', '1', '1', '1']);
  });

  it('edits, searches, prints and deletes guests', async () => {
    const { page, hotel } = await session.signedInPage('edit@guests.test', { name: 'Harbor <Inn>' });
    const ada = await hotel.api.post('/api/hotel/guests', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      city: 'London',
      vip: true,
      notes: '<b>not bold</b>',
    });
    await hotel.api.post('/api/hotel/guests', {
      firstName: 'Grace',
      lastName: 'Hopper',
      phone: '555-0101',
      city: 'Arlington',
      state: 'VA',
    });
    await hotel.api.post('/api/hotel/guests', { firstName: 'Alan', lastName: 'Turing' });
    await page.goto('/hotel/guests');
    await gridRows(page).filter({ hasText: 'Turing, Alan' }).waitFor();

    // Edit mode: title, filled form, CANCEL; updating saves and resets.
    await page.getByRole('button', { name: 'Edit Lovelace, Ada' }).click();
    await page.getByRole('heading', { name: `Edit Guest #${ada.body.id}` }).waitFor();
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Lovelace, Ada');
    expect(await page.getByLabel('VIP').isChecked()).toBe(true);
    await page.getByLabel('Phone').fill('555-0199');
    await session.screenshot(page, 'guests-edit');
    await page.getByRole('button', { name: 'UPDATE GUEST' }).click();
    await page.getByText('Guest updated successfully').waitFor();
    await page.getByRole('heading', { name: 'Guest Entry Form' }).waitFor();
    await gridRows(page).filter({ hasText: '555-0199' }).waitFor();
    await expect.poll(() => statValue(page, 'With Phone')).toBe('2');

    await page.getByRole('button', { name: 'Edit Hopper, Grace' }).click();
    await page.getByRole('button', { name: 'CANCEL' }).click();
    await page.getByRole('heading', { name: 'Guest Entry Form' }).waitFor();
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('');

    // Search through guestSearch, "Last, First" included.
    await page.getByLabel('Search guests').fill('Lovelace, Ada');
    await page.getByText('1 matching guest').waitFor();
    // The count may show a moment before the grid has drawn its rows again.
    await expect.poll(() => gridRows(page).allInnerTexts()).toEqual([expect.stringContaining('Lovelace, Ada')]);
    await page.getByLabel('Search guests').fill('nobody');
    await page.getByText('No guests match "nobody".').waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.getByText('Guest Database (3)').waitFor();

    // The registration form: the server's PDF in a new window, printed 250 ms after it loaded; the window
    // closes after printing, not before.
    const printing = await capturePrintWindows(page);
    const [formWindow] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Print registration form for Lovelace, Ada' }).click(),
    ]);
    const formUrl = `/api/hotel/guests/${ada.body.id}/registration.pdf?inline=1`;
    await expect.poll(() => formWindow.title()).toBe('Guest Registration Form');
    expect(await formWindow.locator('iframe').getAttribute('src')).toBe(formUrl);
    await expect.poll(async () => (await printing.printed()).map((call) => call.url)).toEqual([formUrl]);
    expect((await printing.printed())[0]!.msAfterOpen).toBeGreaterThanOrEqual(250);
    expect(await printing.closed()).toEqual([false]);
    await formWindow.waitForTimeout(1000);
    await session.screenshot(formWindow, 'guests-print-registration');
    await printing.finishPrinting();
    await expect.poll(() => printing.closed()).toEqual([true]);
    const form = await pdfAt(page, formUrl);
    expect(form).toContain('Guest Registration Form');
    expect(form).toContain('Harbor <Inn>');
    for (const [label, value] of [
      ['Last Name', 'Lovelace'],
      ['First Name', 'Ada'],
      ['Phone', '555-0199'],
      ['VIP', 'Yes'],
      ['Notes', '<b>not bold</b>'],
    ]) {
      expect(form).toContain(`${label}\n${value}`);
    }
    expect(form).toContain('Guest Signature Date Staff Signature');

    // The guest list report: the server's PDF of every guest with the summary; the browser loads no guests for it.
    const requests: string[] = [];
    const record = (request: Request) => {
      const url = new URL(request.url());
      // The app's own requests (not the browser's PDF viewer loading itself), but for the account call the app
      // polls every 30 s and on focus (spec 7 and 9), which a slow run can land in this window.
      const operationName = (request.postDataJSON() as { operationName?: string } | null)?.operationName;
      if (url.origin === session.app.url && operationName !== 'Me')
        requests.push(`${request.method()} ${url.pathname}${url.search} ${request.postData() ?? ''}`.trim());
    };
    page.context().on('request', record);
    const [listWindow] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Print Guest List' }).click(),
    ]);
    await expect
      .poll(async () => (await printing.printed()).map((call) => call.url))
      .toEqual([formUrl, '/api/hotel/guests/pdf?inline=1']);
    await expect.poll(() => listWindow.title()).toBe('Guest List Report');
    await listWindow.waitForTimeout(1000);
    await session.screenshot(listWindow, 'guests-print-list');
    await printing.finishPrinting();
    await expect.poll(() => printing.closed()).toEqual([true, true]);
    page.context().off('request', record);
    // The PDF (Chromium reports its viewer's inner frame as a second request for it; the server sees one), and
    // no read of guests: a slow run may see the app's own polls, on the window's focus coming back, in this window.
    expect(requests).toContain('GET /api/hotel/guests/pdf?inline=1');
    expect(requests.filter((request) => !request.startsWith('GET /api/hotel/guests/pdf') && /guest/i.test(request))).toEqual([]);
    const report = await pdfAt(page, '/api/hotel/guests/pdf?inline=1');
    expect(report).toContain('Guest List Report');
    expect(report).toContain('Name Email Phone City/State VIP Registration Date');
    expect(report).toContain('Hopper, Grace 555-0101 Arlington, VA No');
    expect(report).toContain('Total Guests\n3\nVIP Guests\n1');

    // Delete after the confirmation.
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Are you sure you want to delete this guest?');
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Delete Turing, Alan' }).click();
    await page.getByText('Guest deleted successfully').waitFor();
    await page.getByText('Guest Database (2)').waitFor();
    const left = (await hotel.api.get('/api/hotel/guests')).body as { lastName: string }[];
    expect(left.map((guest) => guest.lastName).sort()).toEqual(['Hopper', 'Lovelace']);
  });

  it('says when pop-ups are blocked, and closes the window with an error when the PDF cannot load', async () => {
    const { page, hotel } = await session.signedInPage('print-errors@guests.test');
    const babbage = await hotel.api.post('/api/hotel/guests', { firstName: 'Charles', lastName: 'Babbage' });
    await page.goto('/hotel/guests');
    await gridRows(page).filter({ hasText: 'Babbage, Charles' }).waitFor();

    // Deleted by someone else since the list was read: the server answers 404 instead of the PDF.
    expect((await hotel.api.delete(`/api/hotel/guests/${babbage.body.id}`)).status).toBe(200);
    const printing = await capturePrintWindows(page);
    await page.getByRole('button', { name: 'Print registration form for Babbage, Charles' }).click();
    await page.getByText('Failed to load the registration form').waitFor();
    await expect.poll(() => printing.closed()).toEqual([true]);
    expect(await printing.printed()).toEqual([]);

    await page.evaluate(() => {
      window.open = () => null;
    });
    await page.getByRole('button', { name: 'Print Guest List' }).click();
    await page.getByText('Allow pop-ups for this site to print.').waitFor();
  });

  it('loads 200 guests at a time and renders only the rows in view', async () => {
    const { page, hotel } = await session.signedInPage('many@guests.test');
    for (let start = 0; start < 205; start += 41) {
      await Promise.all(
        Array.from({ length: 41 }, (_, index) =>
          hotel.api.post('/api/hotel/guests', {
            firstName: 'Guest',
            lastName: `Number${String(start + index).padStart(3, '0')}`,
          }),
        ),
      );
    }
    await page.goto('/hotel/guests');
    await page.getByText('Showing 200 of 205 guests').waitFor();
    expect(await gridRows(page).count()).toBeLessThan(60);
    await page.getByRole('button', { name: 'Load 200 more' }).click();
    await page.getByText('Showing 205 of 205 guests').waitFor();
    expect(await page.getByRole('button', { name: 'Load 200 more' }).count()).toBe(0);
    await session.screenshot(page, 'guests-many');
  });
});
