import { addDays, todayInZone } from '@core/stay-dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let hotel: SignedInHotel;
beforeAll(async () => {
  app = await startTestApp();
  hotel = await signUpHotel(app, 'dash@inn.test', { numberOfRooms: 10 });
});
afterAll(async () => app?.close());

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

describe('GET /api/hotel/dashboard', () => {
  it('starts empty', async () => {
    const response = await hotel.api.get('/api/hotel/dashboard');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      totalRooms: 0,
      totalBookings: 0,
      monthlyRevenue: '0.00',
      revenueLabel: 'No recent earnings',
      averageStay: 0,
      occupancyRate: 0,
      pendingPayments: 0,
    });
  });

  it("sums this month's bookings in the hotel's timezone", async () => {
    const type = await hotel.api.post('/api/hotel/room-types', {
      name: 'King',
      dailyRate: '100',
      weeklyRate: '600',
      monthlyRate: '1800',
    });
    await hotel.api.post('/api/hotel/rooms/bulk', { prefix: '1', startNumber: 1, endNumber: 4, roomTypeId: type.body.id });
    const rooms = (await hotel.api.get('/api/hotel/rooms')).body as { id: number }[];
    const today = todayInZone('America/New_York');
    const monthStart = `${today.slice(0, 7)}-01`;
    const book = (roomId: number, checkInDate: string, nights: number, paidAmount: string) =>
      hotel.api.post('/api/hotel/bookings', {
        roomId,
        guest: 'Doe, Jane',
        checkInDate,
        nights,
        rateType: 'Daily',
        dailyWeeklyAmount: '100',
        paidAmount,
      });
    expect((await book(rooms[0]!.id, monthStart, 3, '0')).body.grandTotal).toBe('339.00');
    expect((await book(rooms[1]!.id, monthStart, 2, '226.00')).body.grandTotal).toBe('226.00');
    expect((await book(rooms[2]!.id, addDays(monthStart, -1), 2, '0')).status).toBe(201);

    const [year, month] = today.split('-').map(Number) as [number, number];
    const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const dashboard = (await hotel.api.get('/api/hotel/dashboard')).body;
    expect(dashboard).toEqual({
      totalRooms: 4,
      totalBookings: 3,
      monthlyRevenue: '565.00',
      revenueLabel: `${MONTHS[month - 1]} ${year}`,
      averageStay: 2.3,
      // 3 + 2 + 1 nights inside this month, of 4 rooms × its days.
      occupancyRate: Math.round((6 / (4 * days)) * 1000) / 10,
      pendingPayments: 2,
    });

    const graphql = (await hotel.api.graphql('{ dashboard { monthlyRevenue pendingPayments totalRooms } }')).body.data.dashboard;
    expect(graphql).toEqual({ monthlyRevenue: '565.00', pendingPayments: 2, totalRooms: 4 });
  });

  it("never counts another hotel's rooms or bookings", async () => {
    const other = await signUpHotel(app, 'other-dash@inn.test');
    expect((await other.api.get('/api/hotel/dashboard')).body).toMatchObject({
      totalRooms: 0,
      totalBookings: 0,
      monthlyRevenue: '0.00',
    });
  });
});
