import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../clock';
import { outboxDir } from '../../mail/mailer';
import { ApiClient } from '../../testing/api-client';
import { addRooms, guestClient, openBookingPage, signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { lastMailTo, readOutbox } from '../../testing/outbox';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { NO_GUEST_EMAIL } from './booking-mail';

/** The guest's mails, read back from the outbox: the confirmation, the cancellation, and the desk's own. */
let app: TestApp;
let hotel: SignedInHotel;
let typeId: number;
let rooms: Record<string, number>;

beforeAll(async () => {
  setClock(new Date('2027-03-01T15:00:00Z'));
  app = await startTestApp();
  hotel = await signUpHotel(app, 'mail@inn.test', { name: 'Harbor Inn', address: '1 Pier Rd', city: 'Boston', state: 'MA' });
  expect((await hotel.api.put('/api/hotel/settings', { motel_phone: '617-555-0101', motel_zip: '02110' })).status).toBe(200);
  rooms = await addRooms(hotel, { name: 'Queen', dailyRate: '100', weeklyRate: '600', monthlyRate: '1800' }, [
    '101',
    '102',
    '103',
    '104',
  ]);
  typeId = ((await hotel.api.get('/api/hotel/room-types')).body as { id: number }[])[0]!.id;
  await openBookingPage(hotel, 'harbor-inn', { cancellationDays: 3 });
});
afterAll(async () => {
  setClock(null);
  await app?.close();
});

async function bookOnline(checkIn: string, firstName = 'Ann') {
  const guest = guestClient(app);
  const response = await guest.api.post('/api/public/hotels/harbor-inn/bookings', {
    roomTypeId: typeId,
    checkIn,
    nights: 2,
    firstName,
    lastName: 'Lee',
    email: guest.email,
    phone: '555-0100',
  });
  expect(response.status).toBe(201);
  return { ...(response.body as { reference: string; manageUrl: string }), email: guest.email };
}

const HOTEL_LINES = ['Harbor Inn', '1 Pier Rd', 'Boston, MA 02110', 'Phone: 617-555-0101'].join('\n');

describe("the booking page's mails", () => {
  it('confirms a booking to the guest: the hotel, the stay, the total with each tax, the policy and the link', async () => {
    const booked = await bookOnline('2027-03-10');
    const mail = lastMailTo(app.dataDir, booked.email, 'Your booking at Harbor Inn');
    expect(mail.subject).toBe('Your booking at Harbor Inn: 03/10/27 to 03/12/27');
    expect(mail.body).toContain(
      [
        `Reference: ${booked.reference}`,
        'Check-in: 03/10/27',
        'Check-out: 03/12/27 (2 nights)',
        'Room: Queen',
        '',
        'Room charge: $200.00',
        'Tax 1: $16.00',
        'Tax 2: $10.00',
        'Total: $226.00',
        '',
        'Cancellation policy: Free cancellation until 3 days before check-in. The last day to cancel free of charge is 03/07/27.',
        `To see or cancel your booking: ${booked.manageUrl}`,
      ].join('\n'),
    );
    expect(mail.body).toContain(HOTEL_LINES);
    expect(mail.link).toBe(booked.manageUrl);
  });

  it("never writes the link's token where the mailer logs (the outbox's .txt is its log line)", async () => {
    const booked = await bookOnline('2027-03-15');
    const token = booked.manageUrl.split('/my-booking/')[1]!;
    const lines = readdirSync(outboxDir(app.dataDir))
      .filter((name) => name.endsWith('.txt'))
      .map((name) => readFileSync(path.join(outboxDir(app.dataDir), name), 'utf8'));
    expect(lines.some((line) => line.includes(booked.email))).toBe(true);
    for (const line of lines) expect(line).not.toContain(token);
  });

  it('mails the cancellation when the guest cancels, once', async () => {
    const booked = await bookOnline('2027-03-20', 'Cal');
    const token = booked.manageUrl.split('/my-booking/')[1]!;
    expect((await new ApiClient(app.url).post(`/api/public/bookings/${token}/cancel`)).status).toBe(200);
    expect((await new ApiClient(app.url).post(`/api/public/bookings/${token}/cancel`)).status).toBe(200);
    const cancellations = readOutbox(app.dataDir).filter(
      (mail) => mail.to.includes(booked.email) && mail.subject.includes('cancelled'),
    );
    expect(cancellations).toHaveLength(1);
    expect(cancellations[0]!.subject).toBe('Your booking at Harbor Inn is cancelled: 03/20/27 to 03/22/27');
    expect(cancellations[0]!.body).toContain('Dear Cal Lee,\n\nYour booking at Harbor Inn is cancelled, free of charge.');
    expect(cancellations[0]!.body).toContain(`Reference: ${booked.reference}`);
    expect(cancellations[0]!.body).toContain('Total: $226.00');
    expect(cancellations[0]!.body).toContain(HOTEL_LINES);
  });
});

describe('POST /api/hotel/bookings/{id}/send-confirmation', () => {
  const deskBooking = async (guestId: number | null, roomNumber: string, checkInDate: string, guest = 'Desk, Dora') => {
    const response = await hotel.api.post('/api/hotel/bookings', {
      roomId: rooms[roomNumber],
      guestId,
      guest,
      checkInDate,
      nights: 3,
      dailyWeeklyAmount: '100',
    });
    expect(response.status).toBe(201);
    return response.body.id as number;
  };

  it("mails a desk booking's guest the confirmation without a link: they call the hotel to change it", async () => {
    const guest = await hotel.api.post('/api/hotel/guests', { firstName: 'Dora', lastName: 'Desk', email: 'dora@mail.test' });
    const id = await deskBooking(guest.body.id, '104', '2027-04-05');
    const response = await hotel.api.post(`/api/hotel/bookings/${id}/send-confirmation`);
    expect([response.status, response.body]).toEqual([202, { message: 'Confirmation sent to dora@mail.test' }]);
    const mail = lastMailTo(app.dataDir, 'dora@mail.test', 'Your booking');
    expect(mail.subject).toBe('Your booking at Harbor Inn: 04/05/27 to 04/08/27');
    expect(mail.body).not.toContain('Reference');
    expect(mail.body).toContain('Total: $339.00');
    expect(mail.body).toContain('The last day to cancel free of charge is 04/02/27.');
    expect(mail.body).toContain('To change or cancel your booking, please call the hotel at 617-555-0101.');
    expect(mail.link).toBeNull();
  });

  it('sends a booking of the page a new link: the new one opens it, the first one no longer does', async () => {
    const booked = await bookOnline('2027-04-12');
    const [booking] = (await hotel.api.get('/api/hotel/bookings?source=Online&from=2027-04-12&to=2027-04-13')).body;
    const graphql = await hotel.api.graphql('mutation ($id: Int!) { sendBookingConfirmation(id: $id) { message } }', {
      id: booking.id,
    });
    expect(graphql.body.data.sendBookingConfirmation).toEqual({ message: `Confirmation sent to ${booked.email}` });
    const mail = lastMailTo(app.dataDir, booked.email, 'Your booking');
    expect(mail.link).not.toBe(booked.manageUrl);
    const path = (url: string) => `/api/public/bookings/${url.split('/my-booking/')[1]}`;
    expect((await new ApiClient(app.url).get(path(mail.link!))).body).toMatchObject({ reference: booked.reference });
    expect((await new ApiClient(app.url).get(path(booked.manageUrl))).status).toBe(404);
  });

  it('is 422 when the guest has no email, 404 for a booking not of the hotel', async () => {
    const id = await deskBooking(null, '103', '2027-04-20', 'Nomail, Nell');
    const response = await hotel.api.post(`/api/hotel/bookings/${id}/send-confirmation`);
    expect([response.status, response.body]).toEqual([422, { error: NO_GUEST_EMAIL }]);
    const other = await signUpHotel(app, 'mail-other@inn.test');
    const theirs = await other.api.post(`/api/hotel/bookings/${id}/send-confirmation`);
    expect([theirs.status, theirs.body]).toEqual([404, { error: 'Booking could not be found' }]);
  });
});

describe('confirm_desk_bookings', () => {
  it("is off by default; on ('1'), every desk booking whose guest has an email is confirmed", async () => {
    const guest = await hotel.api.post('/api/hotel/guests', { firstName: 'Eve', lastName: 'Early', email: 'eve@mail.test' });
    const book = (checkInDate: string) =>
      hotel.api.post('/api/hotel/bookings', {
        roomId: rooms['102'],
        guestId: guest.body.id,
        guest: 'Early, Eve',
        checkInDate,
        nights: 1,
        dailyWeeklyAmount: '100',
      });
    expect((await book('2027-05-03')).status).toBe(201);
    expect(readOutbox(app.dataDir).filter((mail) => mail.to.includes('eve@mail.test'))).toEqual([]);
    expect((await hotel.api.put('/api/hotel/settings', { confirm_desk_bookings: '1' })).status).toBe(200);
    expect((await book('2027-05-10')).status).toBe(201);
    const mail = lastMailTo(app.dataDir, 'eve@mail.test', 'Your booking');
    expect(mail.subject).toBe('Your booking at Harbor Inn: 05/10/27 to 05/11/27');
    // A guest without an email is booked all the same.
    const noEmail = await hotel.api.post('/api/hotel/bookings', {
      roomId: rooms['102'],
      guest: 'Quiet, Quinn',
      checkInDate: '2027-05-17',
      nights: 1,
      dailyWeeklyAmount: '100',
    });
    expect(noEmail.status).toBe(201);
    expect((await hotel.api.put('/api/hotel/settings', { confirm_desk_bookings: '0' })).status).toBe(200);
  });
});
