import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitePerson } from '../../server/src/testing/people';
import { seriousViolations } from './axe';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';
import { addStandardRooms } from './standard-rooms';

/** The Activity screen (issue 15): who changed what, by person, with the grid kit, accessible. */

describe.skipIf(!browserAvailable)('the Activity screen', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());

  it('shows a clerk’s change with their name, filters by person, exports what it shows, and passes axe', async () => {
    const { page, hotel } = await session.signedInPage('owner@activity.test', { name: 'Harbor Inn' });
    const {
      roomIds: [roomId],
    } = await addStandardRooms(hotel, ['101']);
    const clerk = await invitePerson(session.app, hotel.api, {
      name: 'Clara Clerk',
      email: 'clara@activity.test',
      role: 'Front Desk',
    });
    const booked = await clerk.api.post('/api/hotel/bookings', {
      roomId,
      guest: 'Smith, John',
      checkInDate: '2027-03-10',
      rateType: 'Daily',
      nights: 3,
      dailyWeeklyAmount: '100.00',
      monthlyAmount: '0',
      paidAmount: '0',
    });
    expect(booked.status).toBe(201);

    await page.goto('/hotel/activity');
    await page.getByRole('heading', { name: 'Activity', level: 1 }).waitFor();
    const grid = page.getByTestId('activity-grid');
    const rows = grid.locator('.ht_master tbody tr');
    await rows.first().waitFor();
    const rowTexts = async () => (await rows.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
    // The newest first: the clerk's booking (and the guest it created), then the owner's set-up.
    const all = await rowTexts();
    expect(all.find((text) => text.includes(`Booking #${booked.body.id}`))).toMatch(
      /Clara Clerk Booking #\d+ Created .*guest: Smith, John/,
    );
    // A record reads by its name where it has one: the room by its number.
    expect(all.some((text) => text.includes('Harbor Inn Room 101 Created'))).toBe(true);
    const status = page.getByRole('status').filter({ hasText: / of \d+$/ });
    const total = Number((await status.innerText()).split(' of ')[1]);
    expect(total).toBeGreaterThanOrEqual(all.length);

    expect(await seriousViolations(page)).toEqual([]);
    await session.screenshot(page, 'activity');

    await page.getByLabel('Person').selectOption({ label: 'Clara Clerk' });
    await expect.poll(async () => (await status.innerText()).endsWith(' of 2')).toBe(true);
    await expect.poll(async () => (await rowTexts()).length).toBe(2);
    const mine = await rowTexts();
    expect(mine.every((text) => text.includes('Clara Clerk'))).toBe(true);
    expect(mine.map((text) => /(Booking #\d+|Guest John Smith) Created/.exec(text)?.[1]?.split(' ')[0])).toEqual([
      'Booking',
      'Guest',
    ]);
    const exportLink = page.getByRole('link', { name: 'Export CSV' });
    expect(await exportLink.getAttribute('href')).toBe(`/api/hotel/audit.csv?userId=${clerk.id}`);

    await page.getByLabel('Record type').selectOption({ label: 'Guest' });
    await expect.poll(async () => (await status.innerText()).endsWith(' of 1')).toBe(true);
    expect(await exportLink.getAttribute('href')).toBe(`/api/hotel/audit.csv?entity=Guest&userId=${clerk.id}`);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
