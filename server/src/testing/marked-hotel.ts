import { expect } from 'vitest';
import { addDays } from '@core/stay-dates';
import type { ApiClient } from './api-client';

/**
 * Hotel A's data carries this marker in every string field that can hold it (each field its own numbered
 * marker, all starting with MARKER). Another caller's answer that contains it, in any case, leaked A's data.
 * Fields too short for it (2-letter states) and fields from a fixed list (roles, icons) are the exceptions.
 */
export const MARKER = 'ALPHAMARK';

let counter = 0;
/** A fresh marker: ALPHAMARK1, ALPHAMARK2, ... (at most 13 characters, so it fits a zip code or a room number). */
export const mark = () => `${MARKER}${(counter += 1)}`;
/** The same shape without the marker, for data another caller writes into its own hotel. */
export const plain = () => `Plain${(counter += 1)}`;
/** Makes one text value: `mark` for A's data, `plain` for anyone else's. */
export type Tag = () => string;

/** True when the text carries A's marker in any case (emails are stored lower-case). */
export const carriesMarker = (text: string) => text.toLowerCase().includes(MARKER.toLowerCase());

/** The sign-up details of hotel A: every text field marked except the 2-letter state. */
export const markedHotelDetails = (m: Tag = mark) => ({
  name: `Inn ${m()}`,
  phoneNumber: m(),
  address: `1 ${m()} Road`,
  city: m(),
  state: 'MA',
  zipCode: m(),
  country: m(),
  website: `https://${m().toLowerCase()}.example`,
  numberOfRooms: 50,
});

export const roomTypeBody = (m: Tag = mark) => ({
  name: `Suite ${m()}`,
  dailyRate: '79.99',
  weeklyRate: '450',
  monthlyRate: '1500',
});
export const roomBody = (roomTypeId: number | null, m: Tag = mark) => ({ roomNumber: m(), roomTypeId });
export const guestBody = (m: Tag = mark) => ({
  firstName: m(),
  lastName: m(),
  email: `${m().toLowerCase()}@guest.test`,
  phone: m(),
  address: m(),
  city: m(),
  state: m(),
  zipCode: m(),
  country: m(),
  idType: m(),
  idNumber: m(),
  notes: `Notes ${m()}`,
  vip: true,
});
export const bookingBody = (roomId: number, guestId: number | null, checkInDate: string, m: Tag = mark) => ({
  roomId,
  guestId,
  guest: `${m()}, ${m()}`,
  checkInDate,
  rateType: 'Daily',
  nights: 2,
  dailyWeeklyAmount: '100',
  paidAmount: '20',
  paymentMethod: m(),
  status: 'Partially Paid',
});
/** A room block in December 2026, clear of every stay the walk writes. */
export const roomBlockBody = (roomId: number, startDate = '2026-12-01', m: Tag = mark) => ({
  roomId,
  startDate,
  endDate: addDays(startDate, 3),
  reason: `Repairs ${m()}`,
});
export const amenityBody = (m: Tag = mark) => ({ name: `Pool ${m()}`, category: 'Recreation', icon: 'Waves', description: m() });
export const employeeBody = (m: Tag = mark) => ({
  firstName: m(),
  lastName: m(),
  role: 'manager',
  email: `${m().toLowerCase()}@staff.test`,
  phone: m(),
  hireDate: '2025-01-15',
  hourlyRate: '18.50',
  notes: m(),
});
export const taxRateBody = (m: Tag = mark) => ({ name: `Tax ${m()}`, rate: '0.07' });
export const ratePeriodBody = (roomTypeId: number, m: Tag = mark) => ({
  roomTypeId,
  name: `Weekend ${m()}`,
  rateType: 'weekend',
  daysOfWeek: ['saturday'],
  dailyRate: '99',
  weeklyRate: '500',
  monthlyRate: '1800',
  description: m(),
});
export const settingsBody = (m: Tag = mark) => ({
  motel_name: `Inn ${m()}`,
  motel_address: m(),
  motel_city: m(),
  motel_zip: m(),
  motel_phone: m(),
  tax_name: m(),
  resort_fee_name: m(),
});

/** Settings › Online Booking, its description marked (a slug is unique across hotels: none here). */
export const onlineBookingBody = (m: Tag = mark) => ({ description: `Our page ${m()}`, minNights: 1 });

/** The ids of one record of every kind a hotel owns. */
export interface HotelRecords {
  roomTypeId: number;
  roomId: number;
  guestId: number;
  bookingId: number;
  /** The booking's folio: its first payment (the booking's paid amount) and a marked extra. */
  paymentId: number;
  chargeId: number;
  amenityId: number;
  employeeId: number;
  taxRateId: number;
  ratePeriodId: number;
  roomBlockId: number;
  /** A person of the hotel (a Front Desk sign-in, invited and not yet through the link). */
  personId: number;
}

let people = 0;
/** A new person for "Give sign-in": a fresh email each time (emails are unique across every hotel). */
export const personBody = (m: Tag = mark) => ({
  name: `Clerk ${m()}`,
  email: `clerk-${(people += 1)}@people.test`,
  role: 'Front Desk',
});

export const folioChargeBody = (m: Tag = mark) => ({ description: `Parking ${m()}`, amount: '15.00' });
export const folioPaymentBody = (m: Tag = mark) => ({ amount: '10.00', method: m(), reference: m() });

/** A booking of the hotel's, with a marked extra on its folio besides the payment its paid amount made. */
export async function createFolioBooking(
  api: ApiClient,
  roomId: number,
  guestId: number | null,
  checkInDate: string,
): Promise<Pick<HotelRecords, 'bookingId' | 'paymentId' | 'chargeId'>> {
  const bookingId = await created(api, '/api/hotel/bookings', bookingBody(roomId, guestId, checkInDate));
  const folio = await api.post(`/api/hotel/bookings/${bookingId}/charges`, folioChargeBody());
  expect(folio.status).toBe(201);
  return { bookingId, paymentId: folio.body.payments[0].id as number, chargeId: folio.body.charges.at(-1).id as number };
}

async function created(api: ApiClient, path: string, body: unknown): Promise<number> {
  const response = await api.post(path, body);
  expect({ path, status: response.status, body: response.body }).toMatchObject({ path, status: 201 });
  return response.body.id as number;
}

/** One marked record of every kind, through the hotel's own API; the booking stays in March 2026. */
export async function createMarkedRecords(api: ApiClient, checkInDate = '2026-03-02'): Promise<HotelRecords> {
  const settings = await api.put('/api/hotel/settings', settingsBody());
  expect(settings.status).toBe(200);
  // The booking page's settings (off: the walk's public calls go to hotel B's page).
  const page = await api.put('/api/hotel/online-booking', onlineBookingBody());
  expect(page.status).toBe(200);
  const roomTypeId = await created(api, '/api/hotel/room-types', roomTypeBody());
  const roomId = await created(api, '/api/hotel/rooms', roomBody(roomTypeId));
  const guestId = await created(api, '/api/hotel/guests', guestBody());
  return {
    roomTypeId,
    roomId,
    guestId,
    ...(await createFolioBooking(api, roomId, guestId, checkInDate)),
    amenityId: await created(api, '/api/amenities', amenityBody()),
    employeeId: await created(api, '/api/hotel/employees', employeeBody()),
    taxRateId: await created(api, '/api/hotel/tax-rates', taxRateBody()),
    ratePeriodId: await created(api, '/api/hotel/rate-periods', ratePeriodBody(roomTypeId)),
    roomBlockId: await created(api, '/api/hotel/room-blocks', roomBlockBody(roomId)),
    personId: await created(api, '/api/hotel/users', personBody()),
  };
}
