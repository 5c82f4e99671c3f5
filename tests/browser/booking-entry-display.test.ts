import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTRY } from './entry-columns';
import { clerk, entryRow, openBookings } from './entry-page';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';
import { recentCell, recentRow } from './recent-grid';

describe.skipIf(!browserAvailable)('what the entry row shows', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());

  it('shows an overpayment as "Credit $151.21" in the entry totals and in Recent Bookings', async () => {
    const { page, hotel } = await openBookings(session, 'credit@harbor.test');
    // 3 nights at 100.00 with 8% and 5%: 339.00; paid 490.21, so 151.21 is the guest's credit.
    await clerk(page, '101', 'Tab', 'ann lee', 'Tab', '04/01/27', 'Tab', 'Tab', '3', 'Tab', 'Tab', '490.21', 'Tab');
    await expect.poll(async () => (await entryRow(page))[ENTRY.balance]).toBe('Credit $151.21');
    expect((await entryRow(page)).slice(ENTRY.grandTotal, ENTRY.status + 1)).toEqual([
      '$339.00',
      '$490.21',
      'Credit $151.21',
      'Fully Paid',
    ]);
    // Tab stayed on Paid, the last input: Enter there saves.
    await clerk(page, 'Enter');
    await expect.poll(async () => ((await hotel.api.get('/api/hotel/bookings')).body as unknown[]).length).toBe(1);
    expect((await hotel.api.get('/api/hotel/bookings')).body[0].balance).toBe('-151.21');
    // Recent Bookings: the balance cell says the credit, and nothing shows the bare negative figure.
    await expect
      .poll(async () => (await recentRow(page, 1))?.filter((text) => text.includes('151.21')))
      .toEqual(['Credit $151.21']);
    const balanceColumn = (await recentRow(page, 1))!.indexOf('Credit $151.21');
    expect(await (await recentCell(page, 1, balanceColumn)).getAttribute('class')).toContain('booking-balance-credit');
    await session.screenshot(page, 'bookings-credit');
  });

  it('shows the room and rate type lists whole below the one-row grid, over what follows it', async () => {
    const rooms = ['101', '102', '103', '104', '105', '106'];
    const { page } = await openBookings(session, 'lists@harbor.test', rooms);
    const grid = page.locator('[data-testid=booking-entry-grid]');
    // Each choice of the open list, as a clerk can see and click it: the element at its middle is itself.
    const visibleChoices = () =>
      page.evaluate(() => {
        const list = [...document.querySelectorAll<HTMLElement>('.autocompleteEditor')].find((el) => el.offsetParent);
        return [...(list?.querySelectorAll<HTMLElement>('.ht_master tbody td') ?? [])]
          .filter((td) => {
            const box = td.getBoundingClientRect();
            const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            return box.height > 0 && (top === td || td.contains(top));
          })
          .map((td) => td.textContent);
      });
    expect((await grid.boundingBox())!.height).toBeLessThan(80);
    await clerk(page, 'Enter');
    await expect.poll(visibleChoices).toEqual(rooms.map((room) => `${room} – Standard`));
    await session.screenshot(page, 'entry-room-list');
    await clerk(page, 'Escape', 'Tab', 'Tab', 'Tab', 'Enter');
    await expect.poll(visibleChoices).toEqual(['Daily', 'Weekly', 'Monthly']);
    await clerk(page, 'Escape');
  });

  it('at 1024 and 1280 px the entry row fits its card, cuts nothing off, and every header reads whole or has a tooltip', async () => {
    const { page } = await openBookings(session, 'narrow@harbor.test');
    await clerk(
      page,
      '101',
      'Tab',
      'annabelle worthington',
      'Tab',
      '04/01/27',
      'Tab',
      'Tab',
      '3',
      'Tab',
      '1234.56',
      'Tab',
      '490.21',
    );
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(async () => (await entryRow(page))[ENTRY.grandTotal]).toBe('$4,185.15');
      // Handsontable lays the grid out again after the resize.
      await expect
        .poll(() =>
          page.evaluate(() => {
            const grid = document.querySelector<HTMLElement>('[data-testid=booking-entry-grid]')!;
            const card = grid.closest<HTMLElement>('.booking-entry')!.getBoundingClientRect();
            const cut = (element: HTMLElement) => element.scrollWidth > element.clientWidth + 1;
            const headers = [...grid.querySelectorAll<HTMLElement>('.ht_clone_top thead th')].map((th) => {
              const label = th.querySelector<HTMLElement>('.colHeader') ?? th;
              return { text: label.textContent ?? '', readable: !cut(label) || th.title === label.textContent };
            });
            const cells = [...grid.querySelectorAll<HTMLElement>('.ht_master tbody td')];
            return {
              cardInside: card.left >= 0 && card.right <= window.innerWidth,
              gridInside: grid.getBoundingClientRect().right <= card.right,
              gridOverflows: cut(grid),
              headers: headers.length,
              unreadableHeaders: headers.filter((header) => !header.readable).map((header) => header.text),
              cutCells: cells.filter((td) => cut(td) && td.title !== td.textContent).map((td) => td.textContent),
            };
          }),
        )
        .toEqual({
          cardInside: true,
          gridInside: true,
          gridOverflows: false,
          // The fifteen of spec section 2, Method, Agreement and Auto-renew.
          headers: 18,
          unreadableHeaders: [],
          cutCells: [],
        });
      // Tab to Paid scrolls the row to it; Room and Guest stay in view.
      await clerk(page, 'Shift+Tab', 'Tab');
      const shown = await page.evaluate(() => {
        const grid = document.querySelector<HTMLElement>('[data-testid=booking-entry-grid]')!.getBoundingClientRect();
        const inView = (element: Element | null) => {
          const box = element?.getBoundingClientRect();
          return Boolean(box && box.width > 0 && box.left >= grid.left - 1 && box.right <= grid.right + 1);
        };
        const current = document.querySelector('[data-testid=booking-entry-grid] .ht_master td.current');
        const frozen = [...document.querySelectorAll('[data-testid=booking-entry-grid] .ht_clone_inline_start tbody td')];
        return { paid: inView(current), frozen: frozen.map((td) => td.textContent?.replace('▼', '').trim()) };
      });
      expect(shown.paid).toBe(true);
      expect(shown.frozen).toEqual(['101 – Standard', 'Worthington, Annabelle']);
      await session.screenshot(page, `bookings-entry-${width}`);
    }
  });
});
