import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setClock } from '../../clock';
import { invitePerson } from '../../testing/people';
import { QUEEN, signUpHotelWithRooms, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';
import type { ApiClient } from '../../testing/api-client';

/**
 * Tax rates changed ahead of time (issue 26), on the hotel's clock (America/New_York), set to 11/10/26. Tax 1
 * is an Occupancy Tax of 10%, Tax 2 a City Fee of 2.00 a night on Daily stays. From 12/01/26 the law makes
 * them a Lodging Tax of 12% and 3.00 a night. A stay of one night at 100.00 is taxed by its check-in date:
 * 10.00 + 2.00 (112.00) checking in on 11/30, 12.00 + 3.00 (115.00) on 12/01 or later.
 */
let app: TestApp;
let hotel: SignedInHotel;
let desk: ApiClient;
let rooms: Record<string, number>;
let occupancyId: number;
let cityFeeId: number;
let bookedBefore: { id: number; taxAmount: string; resortFee: string; grandTotal: string };

const noonOn = (date: string) => new Date(`${date}T17:00:00Z`);
const OCCUPANCY = { name: 'Occupancy Tax', rate: '0.10', isPercentage: true, applyTo: ['all'], sortOrder: 1 };
const LODGING = { ...OCCUPANCY, name: 'Lodging Tax', rate: '0.12' };
const CITY_FEE = { name: 'City Fee', isPercentage: false, flatAmount: '2.00', applyTo: ['daily'], sortOrder: 2 };

const night = (room: string, checkInDate: string, guest = 'Lovelace, Ada') => ({
  roomId: rooms[room],
  guest,
  checkInDate,
  rateType: 'Daily',
  nights: 1,
  dailyWeeklyAmount: '100.00',
});
const figures = (booking: Record<string, unknown>) => ({
  taxAmount: booking.taxAmount,
  resortFee: booking.resortFee,
  grandTotal: booking.grandTotal,
});
const NOVEMBER_TAXES = { taxAmount: '10.00', resortFee: '2.00', grandTotal: '112.00' };
const DECEMBER_TAXES = { taxAmount: '12.00', resortFee: '3.00', grandTotal: '115.00' };

beforeAll(async () => {
  app = await startTestApp();
  ({ hotel, rooms } = await signUpHotelWithRooms(app, 'scheduled-taxes@inn.test', {
    numberOfRooms: 20,
    roomType: QUEEN,
    roomNumbers: ['101', '102', '103', '104', '105', '106'],
  }));
  desk = (await invitePerson(app, hotel.api, { name: 'Dee Desk', email: 'dee@taxes.test', role: 'Front Desk' })).api;
  setClock(noonOn('2026-11-10'));
  occupancyId = (await hotel.api.post('/api/hotel/tax-rates', OCCUPANCY)).body.id;
  cityFeeId = (await hotel.api.post('/api/hotel/tax-rates', CITY_FEE)).body.id;
  // Booked before the change was scheduled, for a night after it.
  const booked = await hotel.api.post('/api/hotel/bookings', night('106', '2026-12-05', 'Early, Eve'));
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  bookedBefore = booked.body;
  expect(figures(bookedBefore)).toEqual(NOVEMBER_TAXES);
});
afterAll(async () => app?.close());
beforeEach(() => setClock(noonOn('2026-11-10')));
afterEach(() => setClock(null));

const taxRate = async (id: number, api = hotel.api) =>
  ((await api.get('/api/hotel/tax-rates')).body as { id: number }[]).find((rate) => rate.id === id);

describe('PUT /api/hotel/tax-rates/{id} with effectiveFrom', () => {
  it('keeps the values until the date and shows the change beside them', async () => {
    const occupancy = await hotel.api.put(`/api/hotel/tax-rates/${occupancyId}`, { ...LODGING, effectiveFrom: '2026-12-01' });
    expect(occupancy.status).toBe(200);
    expect(occupancy.body).toEqual({
      id: occupancyId,
      version: 2,
      name: 'Occupancy Tax',
      rate: '0.10',
      isPercentage: true,
      flatAmount: '0.00',
      applyTo: ['all'],
      isActive: true,
      sortOrder: 1,
      longStay: null,
      scheduled: [
        {
          effectiveFrom: '2026-12-01',
          name: 'Lodging Tax',
          rate: '0.12',
          isPercentage: true,
          flatAmount: '0.00',
          applyTo: ['all'],
          isActive: true,
          sortOrder: 1,
          longStay: null,
        },
      ],
    });
    expect(await taxRate(occupancyId)).toEqual(occupancy.body);
    const fee = await hotel.api.put(`/api/hotel/tax-rates/${cityFeeId}`, {
      ...CITY_FEE,
      flatAmount: '3',
      effectiveFrom: '2026-12-01',
    });
    expect(fee.body).toMatchObject({ flatAmount: '2.00', scheduled: [{ effectiveFrom: '2026-12-01', flatAmount: '3.00' }] });
    // The booking screen's taxes are today's.
    const today = await hotel.api.graphql('{ hotelTaxes { tax1Label tax2Label } }');
    expect(today.body.data?.hotelTaxes).toEqual({ tax1Label: 'Occupancy Tax (10.0%)', tax2Label: 'City Fee ($2.00)' });
  });

  it('refuses a date in the past (422) and a Front Desk (403), changing nothing', async () => {
    const before = await taxRate(occupancyId);
    const past = await hotel.api.put(`/api/hotel/tax-rates/${occupancyId}`, { ...LODGING, effectiveFrom: '2026-11-01' });
    expect(past.status).toBe(422);
    expect(past.body).toEqual({ error: 'Effective from must be today or later (today is 2026-11-10)' });
    const refused = await desk.put(`/api/hotel/tax-rates/${occupancyId}`, { ...LODGING, effectiveFrom: '2027-01-01' });
    expect(refused.status).toBe(403);
    expect((await desk.delete(`/api/hotel/tax-rates/${occupancyId}/scheduled/2026-12-01`)).status).toBe(403);
    expect(await taxRate(occupancyId)).toEqual(before);
    expect(await taxRate(occupancyId, desk)).toEqual(before);
  });
});

describe('bookings are taxed by their check-in date', () => {
  it('a stay before the date by the old values, one on or after it by the new ones', async () => {
    const november = await hotel.api.post('/api/hotel/bookings', night('101', '2026-11-30'));
    expect(figures(november.body)).toEqual(NOVEMBER_TAXES);
    const december = await hotel.api.post('/api/hotel/bookings', night('102', '2026-12-01'));
    expect(figures(december.body)).toEqual(DECEMBER_TAXES);
    // The folio names the taxes the stay is charged.
    const folio = await hotel.api.get(`/api/hotel/bookings/${december.body.id}/folio`);
    expect(JSON.stringify(folio.body)).toContain('Lodging Tax');
    expect(JSON.stringify((await hotel.api.get(`/api/hotel/bookings/${november.body.id}/folio`)).body)).toContain(
      'Occupancy Tax',
    );
  });

  it('a batch of stays on both sides of the date, each by its own', async () => {
    const saved = await hotel.api.post('/api/hotel/bookings/batch', {
      bookings: [night('103', '2026-11-29'), night('104', '2026-12-02'), night('105', '2026-11-15')],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((saved.body.bookings as Record<string, unknown>[]).map(figures)).toEqual([
      NOVEMBER_TAXES,
      DECEMBER_TAXES,
      NOVEMBER_TAXES,
    ]);
  });

  it('an existing booking keeps its figures; an edit prices it again by its check-in date', async () => {
    const kept = await hotel.api.get(`/api/hotel/bookings/${bookedBefore.id}`);
    expect(figures(kept.body)).toEqual(NOVEMBER_TAXES);
    setClock(noonOn('2026-12-06'));
    expect(figures((await hotel.api.get(`/api/hotel/bookings/${bookedBefore.id}`)).body)).toEqual(NOVEMBER_TAXES);
    const edited = await hotel.api.put(`/api/hotel/bookings/${bookedBefore.id}`, { ...night('106', '2026-12-05', 'Early, Eve') });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(figures(edited.body)).toEqual(DECEMBER_TAXES);
  });

  it('once the date has come, today is taxed by the new values and the past by the old', async () => {
    setClock(noonOn('2026-12-03'));
    expect(await taxRate(occupancyId)).toMatchObject({ name: 'Lodging Tax', rate: '0.12', version: 2 });
    expect(await taxRate(occupancyId)).toMatchObject({ scheduled: [] });
    const late = await hotel.api.post('/api/hotel/bookings', night('101', '2026-11-20', 'Late, Lou'));
    expect(figures(late.body)).toEqual(NOVEMBER_TAXES);
    const now = await hotel.api.post('/api/hotel/bookings', night('102', '2026-12-03', 'Now, Nat'));
    expect(figures(now.body)).toEqual(DECEMBER_TAXES);
  });
});

describe('DELETE /api/hotel/tax-rates/{id}/scheduled/{effectiveFrom}', () => {
  it('withdraws a change: stays from its date are taxed by the current values again', async () => {
    const scheduled = await hotel.api.put(`/api/hotel/tax-rates/${occupancyId}`, {
      ...OCCUPANCY,
      rate: '0.15',
      effectiveFrom: '2027-02-01',
    });
    expect(scheduled.body.scheduled.map((change: { effectiveFrom: string }) => change.effectiveFrom)).toEqual([
      '2026-12-01',
      '2027-02-01',
    ]);
    const withdrawn = await hotel.api.delete(
      `/api/hotel/tax-rates/${occupancyId}/scheduled/2027-02-01?version=${scheduled.body.version}`,
    );
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.scheduled.map((change: { effectiveFrom: string }) => change.effectiveFrom)).toEqual(['2026-12-01']);
    expect(withdrawn.body.version).toBe(scheduled.body.version + 1);
    const february = await hotel.api.post('/api/hotel/bookings', night('103', '2027-02-03', 'Feb, Fay'));
    expect(figures(february.body)).toEqual(DECEMBER_TAXES);
    const gone = await hotel.api.delete(`/api/hotel/tax-rates/${occupancyId}/scheduled/2027-02-01`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ error: 'Scheduled change could not be found' });
  });

  it('GraphQL: updateTaxRate with effectiveFrom and withdrawScheduledTaxRate over the same service', async () => {
    const fields = 'id rate scheduled { effectiveFrom rate name }';
    const updated = await hotel.api.graphql(
      `mutation ($id: Int!, $input: TaxRateInput!) { updateTaxRate(id: $id, input: $input) { ${fields} } }`,
      { id: cityFeeId, input: { ...CITY_FEE, name: 'City Levy', isPercentage: true, rate: '0.01', effectiveFrom: '2027-03-01' } },
    );
    expect(updated.body.data?.updateTaxRate.scheduled).toEqual([
      { effectiveFrom: '2026-12-01', rate: '0.00', name: 'City Fee' },
      { effectiveFrom: '2027-03-01', rate: '0.01', name: 'City Levy' },
    ]);
    const withdrawn = await hotel.api.graphql(
      `mutation ($id: Int!) { withdrawScheduledTaxRate(id: $id, effectiveFrom: "2027-03-01") { ${fields} } }`,
      { id: cityFeeId },
    );
    expect(withdrawn.body.data?.withdrawScheduledTaxRate.scheduled).toEqual([
      { effectiveFrom: '2026-12-01', rate: '0.00', name: 'City Fee' },
    ]);
  });
});
