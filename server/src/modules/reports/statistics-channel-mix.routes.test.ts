import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../clock';
import { guestClient, openBookingPage, QUEEN, signUpHotelWithRooms, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * The statistics' channel mix, by hand. Queens at 100.00 a night, March 2027:
 * - Online (the booking page): a free room from 03/01, 3 nights; checked in, and 03/01 closed (its first night posted).
 * - Online, cancelled by the guest: in no figure.
 * - Desk: 102 from 03/02, 2 nights. Batch: 103 on 03/03, 1 night.
 * Six room-nights and 600.00: Online 3 (50%), Desk 2 (33.3%), Batch 1 (16.7%).
 */
let app: TestApp;
let hotel: SignedInHotel;

const noonOn = (date: string) => setClock(new Date(`${date}T17:00:00Z`));
const expectStatus = async (response: Promise<{ status: number; body: unknown }>, status: number) => {
  const answer = await response;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body as Record<string, unknown>;
};

beforeAll(async () => {
  noonOn('2027-02-20');
  app = await startTestApp();
  const { hotel: signedUp, rooms } = await signUpHotelWithRooms(app, 'mix@statistics.test', {
    roomType: QUEEN,
    roomNumbers: ['101', '102', '103', '104'],
  });
  hotel = signedUp;
  await openBookingPage(hotel, 'mix-inn');
  const typeId = ((await hotel.api.get('/api/hotel/room-types')).body as { id: number }[])[0]!.id;
  const online = async (checkIn: string, nights: number) => {
    const guest = guestClient(app);
    const body = await expectStatus(
      guest.api.post('/api/public/hotels/mix-inn/bookings', {
        roomTypeId: typeId,
        checkIn,
        nights,
        firstName: 'Web',
        lastName: `Guest${nights}`,
        email: guest.email,
        phone: '555',
      }),
      201,
    );
    return String(body.manageUrl).split('/my-booking/')[1]!;
  };
  const desk = { guest: 'Desk, Dora', checkInDate: '2027-03-02', nights: 2, dailyWeeklyAmount: '100.00' };
  await expectStatus(hotel.api.post('/api/hotel/bookings', { ...desk, roomId: rooms['102'] }), 201);
  const batch = { roomId: rooms['103'], guest: 'Paste, Pat', checkInDate: '2027-03-03', nights: 1, dailyWeeklyAmount: '100.00' };
  await expectStatus(hotel.api.post('/api/hotel/bookings/batch', { bookings: [batch] }), 200);
  // The page picks a free room of the type: 101 or 104.
  await online('2027-03-01', 3);
  const cancelled = await online('2027-03-10', 2);
  await expectStatus(guestClient(app).api.post(`/api/public/bookings/${cancelled}/cancel`), 200);
  noonOn('2027-03-01');
  const [arrival] = (await hotel.api.get('/api/hotel/bookings?source=Online&from=2027-03-01&to=2027-03-02')).body;
  await expectStatus(hotel.api.post(`/api/hotel/bookings/${arrival.id}/check-in`, {}), 200);
  noonOn('2027-03-02');
  await expectStatus(hotel.api.post('/api/hotel/night-audit', { date: '2027-03-01' }), 200);
});
afterAll(async () => {
  setClock(null);
  await app?.close();
});

const MIX = [
  { source: 'Desk', roomNights: 2, roomRevenue: '200.00', roomNightsShare: 33.3, roomRevenueShare: 33.3 },
  { source: 'Online', roomNights: 3, roomRevenue: '300.00', roomNightsShare: 50, roomRevenueShare: 50 },
  { source: 'Batch', roomNights: 1, roomRevenue: '100.00', roomNightsShare: 16.7, roomRevenueShare: 16.7 },
];

describe('the channel mix of the statistics', () => {
  it('counts the room-nights and room revenue of each source, closed nights as posted, as the totals do', async () => {
    const response = await hotel.api.get('/api/hotel/reports/statistics?from=2027-03-01&to=2027-03-31&groupBy=month');
    expect(response.status).toBe(200);
    expect(response.body.channelMix).toEqual(MIX);
    expect(response.body.totals).toMatchObject({ roomsSold: 6, roomRevenue: '600.00' });
    expect(response.body.rows[0]).toMatchObject({ period: '2027-03', roomsSold: 6, roomRevenue: '600.00' });
  });

  it('keeps to the range: one night of it counts one night', async () => {
    const response = await hotel.api.get('/api/hotel/reports/statistics?from=2027-03-03&to=2027-03-03&groupBy=day');
    expect(response.body.channelMix).toEqual([
      { source: 'Desk', roomNights: 1, roomRevenue: '100.00', roomNightsShare: 33.3, roomRevenueShare: 33.3 },
      { source: 'Online', roomNights: 1, roomRevenue: '100.00', roomNightsShare: 33.3, roomRevenueShare: 33.3 },
      { source: 'Batch', roomNights: 1, roomRevenue: '100.00', roomNightsShare: 33.3, roomRevenueShare: 33.3 },
    ]);
  });

  it('answers the same over GraphQL', async () => {
    const response = await hotel.api.graphql(
      '{ statistics(from: "2027-03-01", to: "2027-03-31") { channelMix { source roomNights roomRevenue roomNightsShare roomRevenueShare } } }',
    );
    expect(response.body.data.statistics.channelMix).toEqual(MIX);
  });
});
