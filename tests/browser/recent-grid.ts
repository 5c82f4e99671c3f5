import type { Locator, Page } from 'playwright-core';

/**
 * Recent Bookings as the grid shows them, row by row, each row's cells in column order. ID, Room and Guest
 * are frozen (Handsontable draws them in an overlay of their own), so the cells are put together by their
 * ARIA row and column indexes from the scrolling table and the frozen one.
 */
export async function recentRows(page: Page): Promise<string[][]> {
  return page.evaluate(() => {
    const grid = document.querySelector('[data-testid=recent-bookings-grid]');
    if (!grid) return [];
    const rows = new Map<string, Map<number, string>>();
    const order: string[] = [];
    for (const selector of ['.ht_master', '.ht_clone_inline_start']) {
      for (const tr of grid.querySelectorAll(`${selector} tbody tr[aria-rowindex]`)) {
        const index = tr.getAttribute('aria-rowindex')!;
        if (!rows.has(index)) {
          rows.set(index, new Map());
          order.push(index);
        }
        for (const td of tr.querySelectorAll('td[aria-colindex]')) {
          const text = (td as HTMLElement).innerText.replace('▼', '').trim();
          rows.get(index)!.set(Number(td.getAttribute('aria-colindex')) - 1, text);
        }
      }
    }
    return order
      .sort((a, b) => Number(a) - Number(b))
      .map((index) => {
        const cells = rows.get(index)!;
        const last = Math.max(...cells.keys());
        return Array.from({ length: last + 1 }, (_, col) => cells.get(col) ?? '');
      });
  });
}

export async function recentRow(page: Page, id: number): Promise<string[] | undefined> {
  return (await recentRows(page)).find((cells) => cells[0] === `#${id}`);
}

/** Recent Bookings' columns by position (0-based), as recentRows and recentCell count them. */
export const RECENT_COLUMNS = {
  id: 0,
  room: 1,
  guest: 2,
  checkIn: 3,
  rateType: 4,
  nights: 5,
  checkOut: 6,
  grandTotal: 10,
  paid: 11,
  balance: 12,
  status: 13,
  method: 14,
  agreement: 15,
  autoRenew: 16,
  stay: 17,
  source: 18,
  actions: 19,
} as const;

/** How many columns stay frozen on the left (ID, Room, Guest). */
export const FROZEN_COLUMNS = 3;

/** One cell of a booking's row (by its id), in the part of the grid that draws it (frozen or scrolling). */
export async function recentCell(page: Page, id: number, col: number): Promise<Locator> {
  const grid = page.getByTestId('recent-bookings-grid');
  const idCell = grid.locator('.ht_clone_inline_start tbody td[aria-colindex="1"]').filter({ hasText: new RegExp(`^#${id}$`) });
  await idCell.first().waitFor();
  const rowIndex = await idCell.first().locator('xpath=..').getAttribute('aria-rowindex');
  const part = col < FROZEN_COLUMNS ? '.ht_clone_inline_start' : '.ht_master';
  return grid.locator(`${part} tbody tr[aria-rowindex="${rowIndex}"] td[aria-colindex="${col + 1}"]`);
}
