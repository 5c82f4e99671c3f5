import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpHotelWithRooms, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * The fields long stays are priced from (issue 26): a tax rate's "longStay" rule and a booking's
 * "longStayAgreement", in REST and GraphQL, with what an update that leaves them out does.
 */
let app: TestApp;
let hotel: SignedInHotel;
let roomId: number;
beforeAll(async () => {
  app = await startTestApp();
  const signedUp = await signUpHotelWithRooms(app, 'long-stay-fields@inn.test');
  hotel = signedUp.hotel;
  roomId = Object.values(signedUp.rooms)[0]!;
});
afterAll(async () => app?.close());

const occupancy = { name: 'Hotel Occupancy Tax', rate: '0.06', applyTo: ['all'] };
const texas = { nights: 30, mode: 'exempt-after', agreementExempts: true, earlyDepartureDue: true };

describe('a tax rate\'s "longStay"', () => {
  it('is null unless given; its flags default to false when left out', async () => {
    const plain = await hotel.api.post('/api/hotel/tax-rates', occupancy);
    expect(plain.status).toBe(201);
    expect(plain.body.longStay).toBeNull();
    const georgia = await hotel.api.post('/api/hotel/tax-rates', {
      ...occupancy,
      name: 'Georgia',
      longStay: { nights: '30', mode: 'exempt-after' },
    });
    expect(georgia.status).toBe(201);
    expect(georgia.body.longStay).toEqual({
      nights: 30,
      mode: 'exempt-after',
      agreementExempts: false,
      earlyDepartureDue: false,
    });
    const listed = (await hotel.api.get('/api/hotel/tax-rates')).body as { id: number; longStay: unknown }[];
    expect(listed.map((rate) => rate.longStay)).toEqual([null, georgia.body.longStay]);
  });

  it('is kept by a PUT that leaves it out, replaced by one that gives it, and cleared by null', async () => {
    const created = (await hotel.api.post('/api/hotel/tax-rates', { ...occupancy, longStay: texas })).body as { id: number };
    const path = `/api/hotel/tax-rates/${created.id}`;
    const renamed = await hotel.api.put(path, { ...occupancy, name: 'State Occupancy Tax' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'State Occupancy Tax', longStay: texas });
    const newJersey = { nights: 90, mode: 'refund-all', agreementExempts: true, earlyDepartureDue: true };
    expect((await hotel.api.put(path, { ...occupancy, longStay: newJersey })).body.longStay).toEqual(newJersey);
    expect((await hotel.api.put(path, { ...occupancy, longStay: null })).body.longStay).toBeNull();
    expect(
      ((await hotel.api.get('/api/hotel/tax-rates')).body as { id: number; longStay: unknown }[]).find(
        (r) => r.id === created.id,
      ),
    ).toMatchObject({ longStay: null });
  });

  it.each([
    [{ nights: 0, mode: 'exempt-after' }, 'Long-stay nights must be a whole number from 1 to 400'],
    [{ nights: 401, mode: 'exempt-after' }, 'Long-stay nights must be a whole number from 1 to 400'],
    [{ nights: 2.5, mode: 'exempt-after' }, 'Long-stay nights must be a whole number from 1 to 400'],
    [{ nights: 30, mode: 'exempt-before' }, 'Long-stay mode must be exempt-after or refund-all'],
    [{ nights: 30, mode: 'exempt-after', agreementExempts: 'perhaps' }, 'Long-stay agreementExempts must be true or false'],
    ['30 nights', 'Long stay must be null or an object with nights and mode'],
  ])('refuses %j with 422 and changes nothing', async (longStay, message) => {
    const before = (await hotel.api.get('/api/hotel/tax-rates')).body;
    const response = await hotel.api.post('/api/hotel/tax-rates', { ...occupancy, longStay });
    expect(response.status).toBe(422);
    expect(response.body.error).toBe(message);
    expect((await hotel.api.get('/api/hotel/tax-rates')).body).toEqual(before);
  });

  it('is in GraphQL, read and written', async () => {
    const created = await hotel.api.graphql(
      `mutation ($input: TaxRateInput!) { createTaxRate(input: $input) { id longStay { nights mode agreementExempts earlyDepartureDue } } }`,
      { input: { ...occupancy, longStay: { nights: 183, mode: 'exempt-after', agreementExempts: true } } },
    );
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data.createTaxRate.longStay).toEqual({
      nights: 183,
      mode: 'exempt-after',
      agreementExempts: true,
      earlyDepartureDue: false,
    });
    const refused = await hotel.api.graphql(`mutation ($input: TaxRateInput!) { createTaxRate(input: $input) { id } }`, {
      input: { ...occupancy, longStay: { nights: 30, mode: 'sometimes' } },
    });
    expect(refused.body.errors?.[0]?.message).toBe('Long-stay mode must be exempt-after or refund-all');
  });
});

describe('a booking\'s "longStayAgreement"', () => {
  const stay = (checkInDate: string, extra: Record<string, unknown> = {}) => ({
    roomId,
    guest: 'Nurse, Travel',
    checkInDate,
    rateType: 'Weekly',
    nights: 7,
    dailyWeeklyAmount: '500.00',
    ...extra,
  });

  it('is false unless given, kept by an edit that leaves it out, and set by one that gives it', async () => {
    const plain = await hotel.api.post('/api/hotel/bookings', stay('2031-03-01'));
    expect(plain.status).toBe(201);
    expect(plain.body.longStayAgreement).toBe(false);
    const signed = await hotel.api.post('/api/hotel/bookings', stay('2031-04-01', { longStayAgreement: true }));
    expect(signed.body.longStayAgreement).toBe(true);
    const edited = await hotel.api.put(`/api/hotel/bookings/${signed.body.id}`, stay('2031-04-01', { nights: 14 }));
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ nights: 14, longStayAgreement: true });
    const withdrawn = await hotel.api.put(
      `/api/hotel/bookings/${signed.body.id}`,
      stay('2031-04-01', { longStayAgreement: 'no' }),
    );
    expect(withdrawn.body.longStayAgreement).toBe(false);
    const listed = (await hotel.api.get('/api/hotel/bookings')).body as { id: number; longStayAgreement: boolean }[];
    expect(listed.find((booking) => booking.id === signed.body.id)?.longStayAgreement).toBe(false);
  });

  it('refuses what is not a yes or no, and a batch row keeps it when it is left out', async () => {
    const refused = await hotel.api.post('/api/hotel/bookings', stay('2031-05-01', { longStayAgreement: 'maybe' }));
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('Long-stay agreement must be true or false');
    const signed = (await hotel.api.post('/api/hotel/bookings', stay('2031-06-01', { longStayAgreement: true }))).body as {
      id: number;
    };
    const batch = await hotel.api.post('/api/hotel/bookings/batch', { bookings: [{ id: signed.id, nights: 21 }] });
    expect(batch.status).toBe(200);
    const read = await hotel.api.graphql(`query ($id: Int!) { booking(id: $id) { id nights longStayAgreement } }`, {
      id: signed.id,
    });
    expect(read.body.data.booking).toEqual({
      id: signed.id,
      nights: 21,
      longStayAgreement: true,
    });
  });
});
