import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Em } from '../../db/orm';
import { ApiClient } from '../../testing/api-client';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { seedDemoHotel } from './demo-hotel.service';

/** The seeded demo hotel's residents under its Texas rule, as the front desk reads them through the API. */
let app: TestApp;
let api: ApiClient;
beforeAll(async () => {
  app = await startTestApp();
  await seedDemoHotel(app.orm.em.fork() as Em, { email: 'demo@residents.test', password: 'demo1234' });
  api = new ApiClient(app.url);
  expect((await api.post('/api/auth/login', { email: 'demo@residents.test', password: 'demo1234' })).status).toBe(200);
});
afterAll(async () => app?.close());

describe('the demo hotel', () => {
  it('taxes occupancy under the Texas preset', async () => {
    const rates = (await api.get('/api/hotel/tax-rates')).body as { name: string; longStay: unknown }[];
    expect(rates.map((rate) => [rate.name, rate.longStay])).toEqual([
      ['Occupancy Tax', { nights: 30, mode: 'exempt-after', agreementExempts: true, earlyDepartureDue: true }],
      ['Tourism Fee', null],
    ]);
  });

  it('has three residents in the studios: one past 30 nights, one by the month, one under an agreement', async () => {
    const residents = (await api.get('/api/hotel/front-desk/residents')).body as {
      roomNumber: string;
      bookingIds: number[];
      night: number;
      nights: number;
      exemptTaxes: string[];
    }[];
    const inStudios = residents.filter((resident) => ['401', '402', '403'].includes(resident.roomNumber));
    expect(
      inStudios.map((resident) => [resident.roomNumber, resident.night, resident.bookingIds.length, resident.exemptTaxes]),
    ).toEqual([
      ['401', 43, 8, ['Occupancy Tax']],
      ['402', expect.any(Number), 3, []],
      ['403', 21, 1, ['Occupancy Tax']],
    ]);
    // The nurse's fifth week holds nights 29–35: two of them taxed, the weeks after none; the Tourism Fee every night.
    const [nurse] = inStudios;
    const fifth = (await api.get(`/api/hotel/bookings/${nurse!.bookingIds[4]}/long-stay`)).body as {
      nights: number;
      nightNumberAtCheckIn: number;
      byTax: { name: string; taxedNights: number; exemptNights: number; status: string }[];
    };
    expect(fifth.nights).toBe(56);
    expect(fifth.nightNumberAtCheckIn).toBe(29);
    expect(fifth.byTax.map((tax) => [tax.name, tax.taxedNights, tax.exemptNights, tax.status])).toEqual([
      ['Occupancy Tax', 2, 5, 'taxed'],
      ['Tourism Fee', 7, 0, 'taxed'],
    ]);
    const sixth = (await api.get(`/api/hotel/bookings/${nurse!.bookingIds[5]}`)).body as { taxAmount: string; resortFee: string };
    expect(sixth.taxAmount).toBe('0.00');
    expect(Number(sixth.resortFee)).toBeGreaterThan(0);
  });
});
