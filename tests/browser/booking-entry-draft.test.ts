import type { Dialog, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpHotel } from '../../server/src/testing/hotels';
import { ENTRY } from './entry-columns';
import { clerk, cursorColumn, entryRow, entryRows, openBookings } from './entry-page';
import { browserAvailable, markSetupDone, startBrowserSession, type BrowserSession } from './harness';

const LEAVE = 'The booking in the entry form is not saved yet. Leave anyway?';
const HALF_TYPED = ['101 – Standard', 'Lee, Ann', '04/01/27', 'Daily', '3'];

const typedSoFar = async (page: Page) => (await entryRow(page)).slice(ENTRY.room, ENTRY.nights + 1);

/** Answers the next dialog (accept or dismiss) and records what it asked. */
function answerDialogs(page: Page) {
  const seen: { type: string; message: string }[] = [];
  let answer: 'accept' | 'dismiss' = 'accept';
  page.on('dialog', (dialog: Dialog) => {
    seen.push({ type: dialog.type(), message: dialog.message() });
    void (answer === 'accept' ? dialog.accept() : dialog.dismiss());
  });
  return {
    seen,
    answerWith: (next: 'accept' | 'dismiss') => {
      answer = next;
    },
  };
}

const pathname = (page: Page) => new URL(page.url()).pathname;

async function backOnBookings(page: Page) {
  await page.getByRole('heading', { name: 'Bookings Management' }).waitFor();
  await entryRows(page).first().locator('td').first().waitFor();
}

describe.skipIf(!browserAvailable)('a half-typed booking', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());

  it('survives a tab switch and a reload, asks before leaving, and is gone after CLEAR', async () => {
    const { page } = await openBookings(session, 'draft@harbor.test');
    const dialogs = answerDialogs(page);
    await clerk(page, '101', 'Tab', 'ann lee', 'Tab', '04/01/27', 'Tab', 'Tab', '3', 'Tab');
    await expect.poll(() => typedSoFar(page)).toEqual(HALF_TYPED);

    // Another tab: asked first; staying keeps the row where it was.
    dialogs.answerWith('dismiss');
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect.poll(() => dialogs.seen.length).toBe(1);
    expect(dialogs.seen[0]).toEqual({ type: 'confirm', message: expect.stringContaining(LEAVE) });
    expect(pathname(page)).toBe('/hotel/bookings');
    expect(await typedSoFar(page)).toEqual(HALF_TYPED);

    // Leaving after all, then coming back: the row is there.
    dialogs.answerWith('accept');
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect.poll(() => pathname(page)).toBe('/hotel');
    await page.getByRole('link', { name: 'Bookings' }).click();
    await backOnBookings(page);
    await expect.poll(() => typedSoFar(page)).toEqual(HALF_TYPED);
    expect((await entryRow(page))[ENTRY.grandTotal]).toBe('$339.00');

    // A reload asks the browser's question, and the row survives it too.
    await page.reload();
    await backOnBookings(page);
    expect(dialogs.seen.map((dialog) => dialog.type)).toEqual(['confirm', 'confirm', 'beforeunload']);
    await expect.poll(() => typedSoFar(page)).toEqual(HALF_TYPED);
    await expect.poll(() => cursorColumn(page)).toBe(ENTRY.room);

    // CLEAR drops it: a reload asks nothing and shows a blank row; so does a tab switch.
    await page.getByRole('button', { name: 'CLEAR', exact: true }).click();
    await page.reload();
    await backOnBookings(page);
    expect((await entryRow(page)).slice(ENTRY.room, ENTRY.guest + 1)).toEqual(['Select room', 'Last, First']);
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect.poll(() => pathname(page)).toBe('/hotel');
    expect(dialogs.seen).toHaveLength(3);
  });

  it('is dropped once saved, and never shown to another hotel signed in later in the same browser', async () => {
    const { page, hotel } = await openBookings(session, 'draftsave@harbor.test');
    const dialogs = answerDialogs(page);
    await clerk(page, '102', 'Tab', 'bo diaz', 'Tab', '05/01/27', 'Tab', 'Tab', '2', 'Tab', 'Tab', 'Enter');
    await expect.poll(async () => ((await hotel.api.get('/api/hotel/bookings')).body as unknown[]).length).toBe(1);
    await page.reload();
    await backOnBookings(page);
    expect((await entryRow(page)).slice(ENTRY.room, ENTRY.guest + 1)).toEqual(['Select room', 'Last, First']);

    // Half-typed, then another hotel signs in in this browser: its entry row is blank.
    await clerk(page, '103', 'Tab', 'cy long', 'Tab');
    await expect.poll(async () => (await entryRow(page))[ENTRY.guest]).toBe('Long, Cy');
    const other = await signUpHotel(session.app, 'draftother@harbor.test', { name: 'Bay Lodge' });
    await markSetupDone(other);
    const type = await other.api.post('/api/hotel/room-types', {
      name: 'Standard',
      dailyRate: '100.00',
      weeklyRate: '500.00',
      monthlyRate: '1500.00',
    });
    expect((await other.api.post('/api/hotel/rooms', { roomNumber: '103', roomTypeId: type.body.id })).status).toBe(201);
    await page.context().clearCookies();
    const cookie = other.api.sessionCookie()!;
    await page.context().addCookies([{ ...cookie, url: session.app.url, httpOnly: true, sameSite: 'Lax' }]);
    await page.reload();
    await page.getByText('draftother@harbor.test').waitFor();
    await backOnBookings(page);
    // A kept draft is the entry row's first content (read as the page mounts): once the row shows any room
    // cell at all, it shows the draft's room (this hotel has a 103 too) or none.
    await expect.poll(async () => (await entryRow(page))[ENTRY.room]).not.toBe('');
    expect((await entryRow(page)).slice(ENTRY.room, ENTRY.guest + 1)).toEqual(['Select room', 'Last, First']);
    expect(dialogs.seen.map((dialog) => dialog.type)).toEqual(['beforeunload']);
  });
});
