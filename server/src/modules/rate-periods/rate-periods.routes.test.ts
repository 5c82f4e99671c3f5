import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../testing/api-client';
import { signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

// 2026-03-14 is a Saturday, 2026-03-11 a Wednesday.
const SATURDAY = '2026-03-14';
const WEDNESDAY = '2026-03-11';

let app: TestApp;
let hotel: SignedInHotel;
let other: SignedInHotel;
let kingId: number;
let suiteId: number;
beforeAll(async () => {
  app = await startTestApp();
  hotel = await signUpHotel(app, 'periods@inn.test', { name: 'Harbor Inn' });
  other = await signUpHotel(app, 'other-periods@inn.test', { name: 'Other Inn' });
  kingId = await createRoomType(hotel.api, 'Standard King', '99', '600', '2000');
  suiteId = await createRoomType(hotel.api, 'Suite', '189.5', '1100', '3900');
});
afterAll(async () => app?.close());

async function createRoomType(api: ApiClient, name: string, dailyRate: string, weeklyRate: string, monthlyRate: string) {
  const response = await api.post('/api/hotel/room-types', { name, dailyRate, weeklyRate, monthlyRate });
  if (response.status !== 201) throw new Error(`room type: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.id as number;
}

const weekend = (roomTypeId: number) => ({
  roomTypeId,
  name: 'Weekend Rate',
  rateType: 'weekend',
  dailyRate: '129',
  weeklyRate: '800',
  monthlyRate: '2500',
  daysOfWeek: ['friday', 'saturday'],
  priority: 5,
});

describe('/api/hotel/rate-periods', () => {
  let weekendId: number;
  let summerId: number;

  it('starts empty and needs a signed-in hotel', async () => {
    expect((await hotel.api.get('/api/hotel/rate-periods')).body).toEqual([]);
    expect((await new ApiClient(app.url).get('/api/hotel/rate-periods')).status).toBe(401);
    expect((await new ApiClient(app.url).post('/api/hotel/calculate-dynamic-rate', {})).status).toBe(401);
  });

  it('creates a weekend period', async () => {
    const response = await hotel.api.post('/api/hotel/rate-periods', weekend(kingId));
    expect(response.status).toBe(201);
    weekendId = response.body.id;
    expect(response.body).toEqual({
      id: weekendId,
      version: 1,
      roomTypeId: kingId,
      roomTypeName: 'Standard King',
      name: 'Weekend Rate',
      rateType: 'weekend',
      priority: 5,
      dailyRate: '129.00',
      weeklyRate: '800.00',
      monthlyRate: '2500.00',
      daysOfWeek: ['friday', 'saturday'],
      startDate: null,
      endDate: null,
      specificDates: [],
      description: null,
      isActive: true,
    });
  });

  it('creates a seasonal period with its dates and the default priority', async () => {
    const response = await hotel.api.post('/api/hotel/rate-periods', {
      roomTypeId: String(suiteId),
      name: 'Summer',
      rateType: 'seasonal',
      dailyRate: 149.99,
      weeklyRate: '900.5',
      monthlyRate: '3000',
      startDate: '2026-06-01',
      endDate: '2026-08-31',
      description: ' High season ',
    });
    expect(response.status).toBe(201);
    summerId = response.body.id;
    expect(response.body).toMatchObject({
      roomTypeId: suiteId,
      roomTypeName: 'Suite',
      rateType: 'seasonal',
      priority: 1,
      dailyRate: '149.99',
      weeklyRate: '900.50',
      monthlyRate: '3000.00',
      startDate: '2026-06-01',
      endDate: '2026-08-31',
      daysOfWeek: [],
      description: 'High season',
    });
  });

  it('creates a holiday period from comma-separated dates', async () => {
    const response = await hotel.api.post('/api/hotel/rate-periods', {
      ...weekend(kingId),
      name: 'Holidays',
      rateType: 'holiday',
      daysOfWeek: [],
      specificDates: ' 2026-12-25, 2026-07-04 ,',
      priority: 10,
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ rateType: 'holiday', specificDates: ['2026-07-04', '2026-12-25'], priority: 10 });
  });

  it('lists by room type, strongest first', async () => {
    const list = (await hotel.api.get('/api/hotel/rate-periods')).body as { name: string; roomTypeName: string }[];
    expect(list.map((p) => [p.roomTypeName, p.name])).toEqual([
      ['Standard King', 'Holidays'],
      ['Standard King', 'Weekend Rate'],
      ['Suite', 'Summer'],
    ]);
  });

  it('updates a period, moving it to another room type', async () => {
    const response = await hotel.api.put(`/api/hotel/rate-periods/${weekendId}`, {
      ...weekend(suiteId),
      name: 'Fri-Sun',
      daysOfWeek: 'sunday, friday, saturday',
      isActive: false,
      priority: '6',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: weekendId,
      roomTypeId: suiteId,
      roomTypeName: 'Suite',
      name: 'Fri-Sun',
      daysOfWeek: ['friday', 'saturday', 'sunday'],
      isActive: false,
      priority: 6,
    });
    const again = (await hotel.api.get('/api/hotel/rate-periods')).body as { id: number; roomTypeName: string }[];
    expect(again.find((p) => p.id === weekendId)?.roomTypeName).toBe('Suite');
  });

  it.each([
    [{ roomTypeId: undefined }, 'Please fill in all required fields'],
    [{ name: '  ' }, 'Please fill in all required fields'],
    [{ rateType: '' }, 'Please fill in all required fields'],
    [{ dailyRate: '' }, 'Please fill in all required fields'],
    [{ rateType: 'nightly' }, 'Rate type must be one of weekday, weekend, holiday, seasonal or event'],
    [{ weeklyRate: -1 }, 'Rates must be 0 or more'],
    [{ monthlyRate: '9.999' }, 'Rates must be numbers with at most 2 decimals'],
    [{ priority: 11 }, 'Priority must be between 1 and 10'],
    [{ priority: 0 }, 'Priority must be between 1 and 10'],
    [{ daysOfWeek: [] }, 'Choose at least one day of the week'],
    [{ daysOfWeek: ['funday'] }, 'Unknown day of the week: funday'],
    [{ rateType: 'event', startDate: '2026-05-01' }, 'Start date and end date are required'],
    [{ rateType: 'event', startDate: '2026-05-02', endDate: '2026-05-01' }, 'Start date must be on or before end date'],
    [{ rateType: 'seasonal', startDate: '2026-02-30', endDate: '2026-03-01' }, 'startDate: Invalid date: 2026-02-30'],
    [{ rateType: 'holiday', specificDates: '' }, 'Enter at least one specific date'],
  ])('refuses %j with its message and changes nothing', async (change, message) => {
    const before = (await hotel.api.get('/api/hotel/rate-periods')).body;
    const created = await hotel.api.post('/api/hotel/rate-periods', { ...weekend(kingId), ...change });
    expect({ status: created.status, body: created.body }).toEqual({ status: 422, body: { error: message } });
    const updated = await hotel.api.put(`/api/hotel/rate-periods/${summerId}`, { ...weekend(kingId), ...change });
    expect({ status: updated.status, body: updated.body }).toEqual({ status: 422, body: { error: message } });
    expect((await hotel.api.get('/api/hotel/rate-periods')).body).toEqual(before);
  });

  it("refuses a room type that is not the hotel's own and changes nothing", async () => {
    const foreignTypeId = await createRoomType(other.api, 'Other Suite', '50', '300', '900');
    const before = (await hotel.api.get('/api/hotel/rate-periods')).body;
    const notFound = { status: 404, body: { error: 'Room type could not be found' } };
    for (const roomTypeId of [foreignTypeId, 999999]) {
      const created = await hotel.api.post('/api/hotel/rate-periods', weekend(roomTypeId));
      expect({ status: created.status, body: created.body }).toEqual(notFound);
      const updated = await hotel.api.put(`/api/hotel/rate-periods/${summerId}`, weekend(roomTypeId));
      expect({ status: updated.status, body: updated.body }).toEqual(notFound);
      const rate = await hotel.api.post('/api/hotel/calculate-dynamic-rate', { roomTypeId, checkInDate: SATURDAY });
      expect({ status: rate.status, body: rate.body }).toEqual(notFound);
    }
    expect((await hotel.api.get('/api/hotel/rate-periods')).body).toEqual(before);
    expect((await other.api.get('/api/hotel/rate-periods')).body).toEqual([]);
  });

  it('answers 404 for a period it does not have', async () => {
    const missing = { status: 404, body: { error: 'Rate period could not be found' } };
    const put = await hotel.api.put('/api/hotel/rate-periods/999999', weekend(kingId));
    expect({ status: put.status, body: put.body }).toEqual(missing);
    const del = await hotel.api.delete('/api/hotel/rate-periods/999999');
    expect({ status: del.status, body: del.body }).toEqual(missing);
  });

  it('deletes a period', async () => {
    const response = await hotel.api.delete(`/api/hotel/rate-periods/${summerId}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Rate period deleted successfully' });
    const list = (await hotel.api.get('/api/hotel/rate-periods')).body as { id: number }[];
    expect(list.map((p) => p.id)).not.toContain(summerId);
    expect((await hotel.api.delete(`/api/hotel/rate-periods/${summerId}`)).status).toBe(404);
  });

  it('deleting a room type deletes its periods', async () => {
    const doomedId = await createRoomType(hotel.api, 'Doomed', '10', '60', '200');
    const period = await hotel.api.post('/api/hotel/rate-periods', weekend(doomedId));
    expect(period.status).toBe(201);
    expect((await hotel.api.delete(`/api/hotel/room-types/${doomedId}`)).status).toBe(200);
    const list = (await hotel.api.get('/api/hotel/rate-periods')).body as { id: number }[];
    expect(list.map((p) => p.id)).not.toContain(period.body.id);
  });
});

describe('POST /api/hotel/calculate-dynamic-rate', () => {
  type Period = Record<string, unknown>;
  const STANDARD = {
    dailyRate: '80.00',
    weeklyRate: '500.00',
    monthlyRate: '1800.00',
    rateType: 'standard',
    ratePeriodName: null,
  };
  const rates = (name: string, rateType: string, daily: string) => ({
    dailyRate: `${daily}.00`,
    weeklyRate: '700.00',
    monthlyRate: '2400.00',
    rateType,
    ratePeriodName: name,
  });
  const period = (name: string, rateType: string, daily: string, extra: Period): Period => ({
    name,
    rateType,
    dailyRate: daily,
    weeklyRate: '700',
    monthlyRate: '2400',
    ...extra,
  });
  const weekendPeriod = (extra: Period = {}) =>
    period('Weekend', 'weekend', '110', { daysOfWeek: ['saturday', 'sunday'], priority: 5, ...extra });

  const cases: { title: string; periods: Period[]; date: string; expected: Record<string, unknown>; otherType?: Period[] }[] = [
    { title: 'no periods: the room type rates', periods: [], date: SATURDAY, expected: STANDARD },
    {
      title: 'a weekend period applies on a Saturday',
      periods: [weekendPeriod()],
      date: SATURDAY,
      expected: rates('Weekend', 'weekend', '110'),
    },
    { title: 'a weekend period does not apply on a Wednesday', periods: [weekendPeriod()], date: WEDNESDAY, expected: STANDARD },
    { title: 'an inactive period is ignored', periods: [weekendPeriod({ isActive: false })], date: SATURDAY, expected: STANDARD },
    {
      title: 'a weekday period on a Wednesday',
      periods: [weekendPeriod(), period('Midweek', 'weekday', '70', { daysOfWeek: ['tuesday', 'wednesday'] })],
      date: WEDNESDAY,
      expected: rates('Midweek', 'weekday', '70'),
    },
    {
      title: 'the higher priority wins: holiday 10 over weekend 5',
      periods: [period('Pi Day', 'holiday', '150', { specificDates: [SATURDAY], priority: 10 }), weekendPeriod()],
      date: SATURDAY,
      expected: rates('Pi Day', 'holiday', '150'),
    },
    {
      title: 'the higher priority wins whatever the order: weekend 5 over seasonal 1',
      periods: [weekendPeriod(), period('Spring', 'seasonal', '95', { startDate: '2026-03-01', endDate: '2026-03-31' })],
      date: SATURDAY,
      expected: rates('Weekend', 'weekend', '110'),
    },
    {
      title: 'a season applies on its days the weekend does not cover',
      periods: [weekendPeriod(), period('Spring', 'seasonal', '95', { startDate: '2026-03-01', endDate: '2026-03-31' })],
      date: WEDNESDAY,
      expected: rates('Spring', 'seasonal', '95'),
    },
    {
      title: 'date ranges include their last day',
      periods: [period('Conference', 'event', '175', { startDate: '2026-03-09', endDate: WEDNESDAY })],
      date: WEDNESDAY,
      expected: rates('Conference', 'event', '175'),
    },
    {
      title: 'a range that ended the day before does not apply',
      periods: [period('Conference', 'event', '175', { startDate: '2026-03-09', endDate: '2026-03-10' })],
      date: WEDNESDAY,
      expected: STANDARD,
    },
    {
      title: 'equal priority: the most recently created wins',
      periods: [weekendPeriod({ name: 'Older' }), weekendPeriod({ name: 'Newer', dailyRate: '120' })],
      date: SATURDAY,
      expected: rates('Newer', 'weekend', '120'),
    },
    {
      title: "another room type's period does not apply",
      periods: [],
      otherType: [weekendPeriod()],
      date: SATURDAY,
      expected: STANDARD,
    },
  ];

  it.each(cases.map((c) => [c.title, c] as const))('%s', async (title, testCase) => {
    const roomTypeId = await createRoomType(hotel.api, `Dynamic ${title}`, '80', '500', '1800');
    const otherTypeId = await createRoomType(hotel.api, `Other ${title}`, '60', '400', '1500');
    for (const p of testCase.periods) {
      expect((await hotel.api.post('/api/hotel/rate-periods', { roomTypeId, ...p })).status).toBe(201);
      // Distinct creation times, so "most recently created" is not decided by the id alone.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    for (const p of testCase.otherType ?? []) {
      expect((await hotel.api.post('/api/hotel/rate-periods', { roomTypeId: otherTypeId, ...p })).status).toBe(201);
    }
    const response = await hotel.api.post('/api/hotel/calculate-dynamic-rate', { roomTypeId, checkInDate: testCase.date });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(testCase.expected);
  });

  it.each([
    [{ checkInDate: SATURDAY }, 'Please choose a room type'],
    [{ roomTypeId: 'abc', checkInDate: SATURDAY }, 'Please choose a room type'],
    [{ roomTypeId: 1 }, 'Please select check-in date'],
    [{ roomTypeId: 1, checkInDate: '2026-02-30' }, 'checkInDate: Invalid date: 2026-02-30'],
  ])('refuses %j with %j', async (body, message) => {
    const response = await hotel.api.post('/api/hotel/calculate-dynamic-rate', body);
    expect({ status: response.status, body: response.body }).toEqual({ status: 422, body: { error: message } });
  });
});

describe('GraphQL rate periods', () => {
  const FIELDS = `id roomTypeId roomTypeName name rateType priority dailyRate weeklyRate monthlyRate
    daysOfWeek startDate endDate specificDates description isActive`;

  it('creates, lists, updates, prices and deletes', async () => {
    const own = await signUpHotel(app, 'gql-periods@inn.test');
    const roomTypeId = await createRoomType(own.api, 'Queen', '90', '550', '1900');
    const created = await own.api.graphql(
      `mutation ($input: RatePeriodInput!) { createRatePeriod(input: $input) { ${FIELDS} } }`,
      {
        input: {
          roomTypeId,
          name: 'Weekend',
          rateType: 'weekend',
          dailyRate: '119',
          weeklyRate: '700',
          monthlyRate: '2200',
          daysOfWeek: ['saturday'],
          priority: 5,
        },
      },
    );
    expect(created.body.errors).toBeUndefined();
    const id = created.body.data?.createRatePeriod.id;
    expect(created.body.data?.createRatePeriod).toEqual({
      id,
      roomTypeId,
      roomTypeName: 'Queen',
      name: 'Weekend',
      rateType: 'weekend',
      priority: 5,
      dailyRate: '119.00',
      weeklyRate: '700.00',
      monthlyRate: '2200.00',
      daysOfWeek: ['saturday'],
      startDate: null,
      endDate: null,
      specificDates: [],
      description: null,
      isActive: true,
    });

    const dynamic = `query ($roomTypeId: Int!, $checkInDate: String!) {
      dynamicRate(roomTypeId: $roomTypeId, checkInDate: $checkInDate) { dailyRate weeklyRate monthlyRate rateType ratePeriodName } }`;
    expect((await own.api.graphql(dynamic, { roomTypeId, checkInDate: SATURDAY })).body.data?.dynamicRate).toEqual({
      dailyRate: '119.00',
      weeklyRate: '700.00',
      monthlyRate: '2200.00',
      rateType: 'weekend',
      ratePeriodName: 'Weekend',
    });
    expect((await own.api.graphql(dynamic, { roomTypeId, checkInDate: WEDNESDAY })).body.data?.dynamicRate).toEqual({
      dailyRate: '90.00',
      weeklyRate: '550.00',
      monthlyRate: '1900.00',
      rateType: 'standard',
      ratePeriodName: null,
    });

    const refused = await own.api.graphql(`mutation ($input: RatePeriodInput!) { createRatePeriod(input: $input) { id } }`, {
      input: { roomTypeId, name: '', rateType: 'weekend' },
    });
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'Please fill in all required fields',
      extensions: { code: 'INVALID_INPUT' },
    });

    const updated = await own.api.graphql(
      `mutation ($id: Int!, $input: RatePeriodInput!) { updateRatePeriod(id: $id, input: $input) { ${FIELDS} } }`,
      {
        id,
        input: {
          roomTypeId,
          name: 'Holiday',
          rateType: 'holiday',
          dailyRate: '150',
          weeklyRate: '900',
          monthlyRate: '3000',
          specificDates: ['2026-12-25'],
          priority: 10,
        },
      },
    );
    expect(updated.body.data?.updateRatePeriod).toMatchObject({
      name: 'Holiday',
      rateType: 'holiday',
      specificDates: ['2026-12-25'],
      priority: 10,
    });
    expect((await own.api.graphql(`{ ratePeriods { ${FIELDS} } }`)).body.data?.ratePeriods).toEqual([
      updated.body.data?.updateRatePeriod,
    ]);

    const deleted = await own.api.graphql(`mutation ($id: Int!) { deleteRatePeriod(id: $id) { message } }`, { id });
    expect(deleted.body.data?.deleteRatePeriod).toEqual({ message: 'Rate period deleted successfully' });
    expect((await own.api.graphql('{ ratePeriods { id } }')).body.data?.ratePeriods).toEqual([]);
  });
});

describe('the dynamic rate’s note on how a stay is priced (issue 23 item 11)', () => {
  // 2027-02-04 is a Thursday: Friday and Saturday nights are the weekend's.
  const THURSDAY = '2027-02-04';
  let roomTypeId: number;
  beforeAll(async () => {
    roomTypeId = await createRoomType(hotel.api, 'Noted Double', '100', '600', '2000');
    expect((await hotel.api.post('/api/hotel/rate-periods', weekend(roomTypeId))).status).toBe(201);
  });

  it.each([
    [{ rateType: 'Weekly', nights: 10 }, 'Weekly: priced as 1 week for 10 nights'],
    [{ rateType: 'weekly', nights: '3' }, 'Weekly: priced as 1 week for 3 nights'],
    [{ rateType: 'Weekly', nights: 14 }, null],
    [{ rateType: 'Daily', nights: 3 }, 'Every night at the 02/04/27 rate: Weekend Rate not applied to 02/05–02/06'],
    [{ rateType: 'Daily', nights: 1 }, null],
    [{ nights: 2 }, 'Every night at the 02/04/27 rate: Weekend Rate not applied to 02/05'],
    [{ rateType: 'Monthly', nights: 28 }, null],
  ])('REST: %j gives the note %j', async (stay, note) => {
    const response = await hotel.api.post('/api/hotel/calculate-dynamic-rate', { roomTypeId, checkInDate: THURSDAY, ...stay });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      dailyRate: '100.00',
      weeklyRate: '600.00',
      monthlyRate: '2000.00',
      rateType: 'standard',
      ratePeriodName: null,
      note,
    });
  });

  it('REST: without a stay the answer is the spec’s five fields', async () => {
    const response = await hotel.api.post('/api/hotel/calculate-dynamic-rate', { roomTypeId, checkInDate: THURSDAY });
    expect(Object.keys(response.body)).toEqual(['dailyRate', 'weeklyRate', 'monthlyRate', 'rateType', 'ratePeriodName']);
  });

  it.each([
    [{ rateType: 'Yearly', nights: 3 }, 'Rate type must be Daily, Weekly or Monthly'],
    [{ rateType: 'Daily', nights: 0 }, 'Nights must be between 1 and 3650'],
    [{ rateType: 'Daily', nights: 'abc' }, 'Nights must be between 1 and 3650'],
  ])('REST: refuses %j with %j', async (stay, message) => {
    const response = await hotel.api.post('/api/hotel/calculate-dynamic-rate', { roomTypeId, checkInDate: THURSDAY, ...stay });
    expect(response.status).toBe(422);
    expect(response.body.error).toContain(message);
  });

  it('GraphQL: dynamicRate takes rateType and nights and answers the note', async () => {
    const query = `query($roomTypeId: Int!, $checkInDate: String!, $rateType: String, $nights: Int) {
      dynamicRate(roomTypeId: $roomTypeId, checkInDate: $checkInDate, rateType: $rateType, nights: $nights) { dailyRate note } }`;
    const answer = async (variables: Record<string, unknown>) =>
      (await hotel.api.graphql(query, { roomTypeId, checkInDate: THURSDAY, ...variables })).body.data?.dynamicRate;
    expect(await answer({ rateType: 'Weekly', nights: 10 })).toEqual({
      dailyRate: '100.00',
      note: 'Weekly: priced as 1 week for 10 nights',
    });
    expect(await answer({ rateType: 'Daily', nights: 3 })).toEqual({
      dailyRate: '100.00',
      note: 'Every night at the 02/04/27 rate: Weekend Rate not applied to 02/05–02/06',
    });
    expect(await answer({})).toEqual({ dailyRate: '100.00', note: null });
  });
});
