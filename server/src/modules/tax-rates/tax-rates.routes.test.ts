import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../testing/api-client';
import { signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let hotel: SignedInHotel;
beforeAll(async () => {
  app = await startTestApp();
  hotel = await signUpHotel(app, 'taxes@inn.test', { name: 'Harbor Inn' });
});
afterAll(async () => app?.close());

const occupancyTax = {
  name: 'Occupancy Tax',
  rate: '0.0825',
  isPercentage: true,
  flatAmount: 0,
  applyTo: ['all'],
  isActive: true,
  sortOrder: 1,
};
const petFee = {
  name: 'Pet Fee',
  rate: '8.25',
  isPercentage: false,
  flatAmount: '25',
  applyTo: ['daily', 'weekly'],
  sortOrder: 2,
};

describe('/api/hotel/tax-rates', () => {
  let occupancyId: number;
  let petFeeId: number;

  it('starts empty and needs a signed-in hotel', async () => {
    expect((await hotel.api.get('/api/hotel/tax-rates')).body).toEqual([]);
    const anonymous = await new ApiClient(app.url).get('/api/hotel/tax-rates');
    expect(anonymous.status).toBe(401);
  });

  it('creates a percentage tax with its fraction as sent', async () => {
    const response = await hotel.api.post('/api/hotel/tax-rates', occupancyTax);
    expect(response.status).toBe(201);
    occupancyId = response.body.id;
    expect(response.body).toEqual({
      id: occupancyId,
      version: 1,
      name: 'Occupancy Tax',
      rate: '0.0825',
      isPercentage: true,
      flatAmount: '0.00',
      applyTo: ['all'],
      isActive: true,
      sortOrder: 1,
      longStay: null,
      scheduled: [],
    });
  });

  it('creates a flat fee: its amount in dollars, the rate typed with it ignored', async () => {
    const response = await hotel.api.post('/api/hotel/tax-rates', petFee);
    expect(response.status).toBe(201);
    petFeeId = response.body.id;
    expect(response.body).toEqual({
      id: petFeeId,
      version: 1,
      name: 'Pet Fee',
      rate: '0.00',
      isPercentage: false,
      flatAmount: '25.00',
      applyTo: ['daily', 'weekly'],
      isActive: true,
      sortOrder: 2,
      longStay: null,
      scheduled: [],
    });
  });

  it('fills the defaults: applyTo [all], active, sort order 0 (non-numeric too)', async () => {
    const response = await hotel.api.post('/api/hotel/tax-rates', { name: '  City Tax ', rate: 0.02, sortOrder: 'abc' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      name: 'City Tax',
      rate: '0.02',
      isPercentage: true,
      flatAmount: '0.00',
      applyTo: ['all'],
      isActive: true,
      sortOrder: 0,
    });
    await hotel.api.delete(`/api/hotel/tax-rates/${response.body.id}`);
  });

  it('lists by sort order', async () => {
    const list = (await hotel.api.get('/api/hotel/tax-rates')).body as { name: string; rate: string }[];
    expect(list.map((t) => [t.name, t.rate])).toEqual([
      ['Occupancy Tax', '0.0825'],
      ['Pet Fee', '0.00'],
    ]);
  });

  it('updates a tax rate', async () => {
    const response = await hotel.api.put(`/api/hotel/tax-rates/${occupancyId}`, {
      ...occupancyTax,
      name: 'State Tax',
      rate: '0.0625',
      applyTo: ['daily', 'monthly', 'daily'],
      isActive: false,
      sortOrder: 3,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: occupancyId,
      version: 2,
      name: 'State Tax',
      rate: '0.0625',
      isPercentage: true,
      flatAmount: '0.00',
      applyTo: ['daily', 'monthly'],
      isActive: false,
      sortOrder: 3,
      longStay: null,
      scheduled: [],
    });
    const list = (await hotel.api.get('/api/hotel/tax-rates')).body as { name: string }[];
    expect(list.map((t) => t.name)).toEqual(['Pet Fee', 'State Tax']);
  });

  it.each([
    [{ name: '   ' }, 'Tax name is required'],
    [{ name: undefined }, 'Tax name is required'],
    [{ rate: '8.25' }, 'Tax rate must be a fraction between 0 and 1'],
    [{ rate: '-0.01' }, 'Tax rate must be a fraction between 0 and 1'],
    [{ rate: '' }, 'Tax rate must be a fraction between 0 and 1'],
    [{ isPercentage: false, flatAmount: '' }, 'Flat amount is required'],
    [{ isPercentage: false, flatAmount: -5 }, 'Flat amount must be 0 or more'],
    [{ isPercentage: false, flatAmount: '2.555' }, 'Flat amount must be a number with at most 2 decimals'],
    [{ applyTo: [] }, 'Choose at least one rate type'],
    [{ applyTo: ['nightly'] }, 'Unknown rate type: nightly'],
    [{ sortOrder: -1 }, 'Sort order must be a whole number of 0 or more'],
    [{ isActive: 'maybe' }, 'Active must be true or false'],
  ])('refuses %j with its message and changes nothing', async (change, message) => {
    const before = (await hotel.api.get('/api/hotel/tax-rates')).body;
    const created = await hotel.api.post('/api/hotel/tax-rates', { ...occupancyTax, ...change });
    expect(created.status).toBe(422);
    expect(created.body).toEqual({ error: message });
    const updated = await hotel.api.put(`/api/hotel/tax-rates/${petFeeId}`, { ...occupancyTax, ...change });
    expect(updated.status).toBe(422);
    expect(updated.body).toEqual({ error: message });
    expect((await hotel.api.get('/api/hotel/tax-rates')).body).toEqual(before);
  });

  it('answers 404 for an id it does not have', async () => {
    const missing = { status: 404, body: { error: 'Tax rate could not be found' } };
    const put = await hotel.api.put('/api/hotel/tax-rates/999999', occupancyTax);
    expect({ status: put.status, body: put.body }).toEqual(missing);
    const del = await hotel.api.delete('/api/hotel/tax-rates/999999');
    expect({ status: del.status, body: del.body }).toEqual(missing);
  });

  it('deletes a tax rate', async () => {
    const response = await hotel.api.delete(`/api/hotel/tax-rates/${petFeeId}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Tax rate deleted successfully' });
    const list = (await hotel.api.get('/api/hotel/tax-rates')).body as { id: number }[];
    expect(list.map((t) => t.id)).toEqual([occupancyId]);
    expect((await hotel.api.delete(`/api/hotel/tax-rates/${petFeeId}`)).status).toBe(404);
  });
});

describe('GraphQL tax rates', () => {
  const FIELDS = 'id name rate isPercentage flatAmount applyTo isActive sortOrder';

  it('creates, lists, updates and deletes', async () => {
    const gql = (await signUpHotel(app, 'gql-taxes@inn.test')).api;
    const created = await gql.graphql(`mutation ($input: TaxRateInput!) { createTaxRate(input: $input) { ${FIELDS} } }`, {
      input: { name: 'Resort Fee', isPercentage: false, flatAmount: '2.5', applyTo: ['daily'] },
    });
    const id = created.body.data?.createTaxRate.id;
    expect(created.body.data?.createTaxRate).toEqual({
      id,
      name: 'Resort Fee',
      rate: '0.00',
      isPercentage: false,
      flatAmount: '2.50',
      applyTo: ['daily'],
      isActive: true,
      sortOrder: 0,
    });

    const updated = await gql.graphql(
      `mutation ($id: Int!, $input: TaxRateInput!) { updateTaxRate(id: $id, input: $input) { ${FIELDS} } }`,
      { id, input: { name: 'Sales Tax', rate: '0.07', isPercentage: true, sortOrder: 4 } },
    );
    expect(updated.body.data?.updateTaxRate).toMatchObject({ name: 'Sales Tax', rate: '0.07', flatAmount: '0.00', sortOrder: 4 });

    const list = await gql.graphql(`{ taxRates { ${FIELDS} } }`);
    expect(list.body.data?.taxRates).toEqual([updated.body.data?.updateTaxRate]);

    const refused = await gql.graphql(`mutation ($input: TaxRateInput!) { createTaxRate(input: $input) { id } }`, {
      input: { name: ' ', rate: '0.05' },
    });
    expect(refused.body.errors?.[0]).toMatchObject({ message: 'Tax name is required', extensions: { code: 'INVALID_INPUT' } });

    const deleted = await gql.graphql(`mutation ($id: Int!) { deleteTaxRate(id: $id) { message } }`, { id });
    expect(deleted.body.data?.deleteTaxRate).toEqual({ message: 'Tax rate deleted successfully' });
    expect((await gql.graphql(`{ taxRates { id } }`)).body.data?.taxRates).toEqual([]);
  });
});

describe('hotelTaxes: Tax 1 and Tax 2 of spec section 9', () => {
  const QUERY = `{ hotelTaxes { tax1Name tax2Name tax1Label tax2Label
    tax1 { name isPercentage rate percent flatAmount applyTo label }
    tax2 { name isPercentage rate percent flatAmount applyTo label } } }`;

  type Rate = Record<string, unknown>;
  const cases: { title: string; settings?: Record<string, string>; rates: Rate[]; expected: Record<string, unknown> }[] = [
    {
      title: 'no tax rates: the settings rates and names',
      rates: [],
      expected: { tax1Name: 'Tax 1', tax2Name: 'Tax 2', tax1Label: 'Tax 1 (8.0%)', tax2Label: 'Tax 2 (5.0%)' },
    },
    {
      title: 'no tax rates: renamed settings',
      settings: { tax_name: 'State Tax', tax_rate: '0.0625', resort_fee_name: 'Resort Fee', resort_fee_rate: '0.1' },
      rates: [],
      expected: { tax1Name: 'State Tax', tax2Name: 'Resort Fee', tax1Label: 'State Tax (6.3%)', tax2Label: 'Resort Fee (10.0%)' },
    },
    {
      title: 'Tax 1 applies to all, Tax 2 is the next active one applying to daily',
      rates: [
        { name: 'Old Tax', rate: '0.09', applyTo: ['all'], isActive: false, sortOrder: 0 },
        { name: 'Monthly Levy', rate: '0.01', applyTo: ['monthly'], sortOrder: 1 },
        { name: 'Resort Fee', rate: '0.05', applyTo: ['daily'], sortOrder: 2 },
        { name: 'Occupancy Tax', rate: '0.0825', applyTo: ['all'], sortOrder: 3 },
      ],
      expected: {
        tax1Name: 'Occupancy Tax',
        tax2Name: 'Resort Fee',
        tax1Label: 'Occupancy Tax (8.3%)',
        tax2Label: 'Resort Fee (5.0%)',
        tax1: {
          name: 'Occupancy Tax',
          isPercentage: true,
          rate: '0.0825',
          percent: '8.25',
          flatAmount: '0.00',
          applyTo: ['all'],
          label: '8.25%',
        },
        tax2: { name: 'Resort Fee', rate: '0.05', percent: '5.00', label: '5.00%' },
      },
    },
    {
      title: 'a flat fee can be Tax 2; no rate applying to all leaves Tax 1 empty',
      rates: [{ name: 'Parking', isPercentage: false, flatAmount: '2', applyTo: ['daily', 'weekly'] }],
      expected: {
        tax1Name: 'Tax 1',
        tax2Name: 'Parking',
        tax1Label: 'Tax 1',
        tax2Label: 'Parking ($2.00)',
        tax1: null,
        tax2: { name: 'Parking', isPercentage: false, flatAmount: '2.00', label: '$2.00' },
      },
    },
    {
      title: 'only inactive rates: no taxes, the fallback names',
      rates: [{ name: 'Paused', rate: '0.05', isActive: false }],
      expected: { tax1Name: 'Tax 1', tax2Name: 'Tax 2', tax1Label: 'Tax 1', tax2Label: 'Tax 2', tax1: null, tax2: null },
    },
  ];

  it.each(cases.map((c, index) => [c.title, c, index] as const))('%s', async (_title, testCase, index) => {
    const own = await signUpHotel(app, `hotel-taxes-${index}@inn.test`);
    if (testCase.settings) expect((await own.api.put('/api/hotel/settings', testCase.settings)).status).toBe(200);
    for (const rate of testCase.rates) {
      expect((await own.api.post('/api/hotel/tax-rates', rate)).status).toBe(201);
    }
    const response = await own.api.graphql(QUERY);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data?.hotelTaxes).toMatchObject(testCase.expected);
  });
});
