import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';

describe.skipIf(!browserAvailable)('employees in the browser', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());

  it('adds an employee and sees it in the roster grid, edits a cell, and rolls back a refused edit', async () => {
    const { page, hotel } = await session.signedInPage('staff@harbor.test', { name: 'Harbor Inn' });
    await page.goto('/hotel/employees');
    await page.getByText('No employees found. Add your first employee to get started.').waitFor();

    await page.getByRole('button', { name: 'Add Employee' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Add Employee' }).click();
    await dialog.getByText('First name and last name are required').first().waitFor();
    await dialog.getByText('Please choose a role').waitFor();

    await dialog.getByLabel('First Name').fill('Ana');
    await dialog.getByLabel('Last Name').fill('Lopez');
    await dialog.getByLabel('Role').selectOption({ label: 'Front Desk' });
    await dialog.getByLabel('Email').fill('ana@harbor.test');
    await dialog.getByLabel('Hire Date').fill('2024-03-01');
    await dialog.getByLabel('Hourly Rate ($)').fill('18.5');
    await dialog.getByRole('button', { name: 'Add Employee' }).click();
    await page.getByText('Employee created successfully').waitFor();

    const grid = page.locator('.roster-grid');
    const row = grid.locator('.ht_master tbody tr').filter({ hasText: 'Lopez, Ana' });
    await row.waitFor();
    // The role cell carries the dropdown's arrow before its text.
    const cells = (await row.locator('td').allInnerTexts()).map((text) => text.replace('▼', '').trim());
    expect(cells.slice(0, 6)).toEqual(['Lopez, Ana', 'Front Desk', 'ana@harbor.test', '', '2024-03-01', '$18.50']);
    await session.screenshot(page, 'employees-roster');

    // An accepted edit is saved through the update mutation.
    await row.locator('td').nth(5).dblclick();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('21.25');
    await page.keyboard.press('Enter');
    await page.getByText('Employee updated successfully').waitFor();
    await expect.poll(async () => (await hotel.api.get('/api/hotel/employees')).body[0].hourlyRate).toBe('21.25');

    // A refused edit comes back with the server's message and the old value.
    await row.locator('td').nth(2).dblclick();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('not-an-email');
    await page.keyboard.press('Enter');
    await page.getByText('Please enter a valid email address').waitFor();
    await expect.poll(() => row.locator('td').nth(2).innerText()).toBe('ana@harbor.test');
    expect((await hotel.api.get('/api/hotel/employees')).body[0].email).toBe('ana@harbor.test');
    await session.screenshot(page, 'employees-rollback');
  });

  it('filters by role, counts staff and deletes after the confirmation', async () => {
    const { page, hotel } = await session.signedInPage('roster@harbor.test', { name: 'Harbor Inn' });
    await hotel.api.post('/api/hotel/employees', { firstName: 'Bo', lastName: 'Chen', role: 'housekeeping', isActive: false });
    await hotel.api.post('/api/hotel/employees', { firstName: 'Cy', lastName: 'Diaz', role: 'maintenance' });
    await page.goto('/hotel/employees');
    const rows = page.locator('.roster-grid .ht_master tbody tr');
    await rows.filter({ hasText: 'Chen, Bo' }).waitFor();
    await expect(page.locator('.employee-stat-value').allInnerTexts()).resolves.toEqual(['2', '1']);

    await page.getByLabel('Filter by role').selectOption({ label: 'Maintenance' });
    await page.getByText('Staff Roster (1)').waitFor();
    await expect(rows.allInnerTexts()).resolves.toEqual([expect.stringContaining('Diaz, Cy')]);

    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Are you sure you want to delete this employee?');
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Delete Diaz, Cy' }).click();
    await page.getByText('Employee deleted successfully').waitFor();
    await page.getByText('No employees with this role.').waitFor();
    const left = (await hotel.api.get('/api/hotel/employees')).body as { lastName: string }[];
    expect(left.map((employee) => employee.lastName)).toEqual(['Chen']);
  });
});
