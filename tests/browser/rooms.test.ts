import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, startBrowserSession, type BrowserSession } from './harness';

describe.skipIf(!browserAvailable)('room types and rooms in the browser', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await startBrowserSession();
  });
  afterAll(async () => session?.close());

  it('creates a room type, bulk-creates rooms of it, and keeps the room limit', async () => {
    const { page, hotel } = await session.signedInPage('rooms-browser@inn.test', {
      name: 'Lakeside Motor Inn',
      numberOfRooms: 14,
    });
    await page.goto('/hotel/settings');
    await page.getByRole('tab', { name: 'Room Types & Rooms' }).click();

    // Rooms is the first inner tab, empty for a new hotel.
    await page.getByRole('heading', { name: 'Hotel Rooms' }).waitFor();
    await page.getByText('No rooms found. Create your first room to get started').waitFor();
    await page.getByRole('button', { name: 'Add First Room' }).waitFor();

    await page.getByRole('tab', { name: 'Room Types', exact: true }).click();
    await page.getByRole('button', { name: 'Add Room Type' }).first().click();
    await page.getByLabel('Room Type Name').fill('Standard Queen');
    await page.getByLabel('Daily Rate ($)').fill('129');
    await page.getByLabel('Weekly Rate ($)').fill('750.50');
    await page.getByLabel('Monthly Rate ($)').fill('2400');
    await page.getByRole('button', { name: 'Create Room Type' }).click();
    await page.getByText('Room type created successfully').first().waitFor();
    const typeGrid = page.getByTestId('room-types-grid');
    await typeGrid.getByText('Standard Queen').first().waitFor();
    await typeGrid.getByText('$750.50').first().waitFor();
    await session.screenshot(page, 'rooms-room-types');

    await page.getByRole('tab', { name: 'Rooms', exact: true }).click();
    await page.getByRole('button', { name: 'Bulk Create' }).click();
    const bulk = page.getByRole('dialog', { name: 'Bulk Create Rooms' });
    await bulk.getByLabel('Room Type').selectOption({ label: 'Standard Queen' });
    await bulk.getByLabel('Prefix (optional)').fill('1');
    await bulk.getByLabel('Start Number').fill('12');
    await bulk.getByLabel('End Number').fill('1');
    await bulk.getByRole('button', { name: 'Create Rooms' }).click();
    await bulk.getByText('Start number must be less than or equal to end number').waitFor();

    await bulk.getByLabel('Start Number').fill('1');
    await bulk.getByLabel('End Number').fill('12');
    await bulk.getByText('101 - 112').waitFor();
    await bulk.getByRole('button', { name: 'Create Rooms' }).click();
    await page.getByText('Rooms created successfully').first().waitFor();
    await page.getByTestId('total-rooms').getByText('12', { exact: true }).waitFor();
    const roomGrid = page.getByTestId('rooms-grid');
    await roomGrid.getByText('112', { exact: true }).first().waitFor();
    await roomGrid.getByText('$2,400.00').first().waitFor();
    await session.screenshot(page, 'rooms-bulk-created');

    const rooms = (await hotel.api.get('/api/hotel/rooms')).body as { roomNumber: string; roomType: { name: string } }[];
    expect(rooms.map((room) => room.roomNumber)).toEqual([
      '101',
      '102',
      '103',
      '104',
      '105',
      '106',
      '107',
      '108',
      '109',
      '110',
      '111',
      '112',
    ]);
    expect(new Set(rooms.map((room) => room.roomType.name))).toEqual(new Set(['Standard Queen']));

    // Three more would pass the hotel's 14 rooms: nothing is created and the limit toast names why.
    await page.getByRole('button', { name: 'Bulk Create' }).click();
    await bulk.getByLabel('Prefix (optional)').fill('2');
    await bulk.getByLabel('Start Number').fill('1');
    await bulk.getByLabel('End Number').fill('3');
    await bulk.getByRole('button', { name: 'Create Rooms' }).click();
    await page.getByText('License Limit Reached').first().waitFor();
    await page.getByText('Creating 3 rooms would exceed the limit of 14 rooms').first().waitFor();
    expect((await hotel.api.get('/api/hotel/rooms')).body).toHaveLength(12);
  });

  it('edits a room number in the grid and rolls back a duplicate', async () => {
    const { page, hotel } = await session.signedInPage('rooms-grid@inn.test');
    await hotel.api.post('/api/hotel/rooms/bulk', { prefix: '2', startNumber: 1, endNumber: 3 });
    await page.goto('/hotel/settings');
    await page.getByRole('tab', { name: 'Room Types & Rooms' }).click();
    const grid = page.getByTestId('rooms-grid').locator('.ht_master');
    const cell = (text: string) => grid.locator('td', { hasText: new RegExp(`^${text}$`) }).first();

    await cell('202').dblclick();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('202B');
    await page.keyboard.press('Enter');
    await page.getByText('Room updated successfully').first().waitFor();
    await cell('202B').waitFor();

    await cell('203').dblclick();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('201');
    await page.keyboard.press('Enter');
    await page.getByText('Room number 201 already exists').first().waitFor();
    await cell('203').waitFor();
    const numbers = ((await hotel.api.get('/api/hotel/rooms')).body as { roomNumber: string }[]).map((room) => room.roomNumber);
    expect(numbers).toEqual(['201', '202B', '203']);
  });
});
