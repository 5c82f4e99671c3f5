import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bulkRoomNumbers } from '@core/schemas/room.schema';
import { LONG_STAY_PRESETS } from '@core/long-stay-rule';
import { addDays } from '@core/stay-dates';
import { setClock } from '../../clock';
import { markLicensed, signUpHotelWithRooms, type SignedInHotel } from '../../testing/hotels';
import { startTestApp, type TestApp } from '../../testing/test-app';

/**
 * Long-stay taxes (issue 26) through the REST routes, against chains computed by hand. Each hotel has one tax
 * rate of 6% (10% for New Jersey) with the rule under test; its rooms cost 100.00 a night (700.00 a week), so a
 * taxed night carries 6.00 of tax. The clock stands on 01/15/26 and the stays start 02/01/26 unless said.
 */
let app: TestApp;
const noonOn = (date: string) => new Date(`${date}T17:00:00Z`);
const preset = (name: string) => LONG_STAY_PRESETS.find((p) => p.name === name)!.rule;

interface Hotel {
  hotel: SignedInHotel;
  rooms: Record<string, number>;
  rateId: number;
}

let hotels = 0;
async function hotelWith(longStay: unknown, rate = '0.06'): Promise<Hotel> {
  const { hotel, rooms } = await signUpHotelWithRooms(app, `long-stay-${++hotels}@tax.test`, {
    numberOfRooms: 10,
    roomNumbers: bulkRoomNumbers('1', 1, 4),
  });
  // Licensed: a create is then one statement after its chain's read (create-booking.ts); a refund, the batch and
  // the edits take the transaction.
  await markLicensed(app, hotel.id);
  const created = await hotel.api.post('/api/hotel/tax-rates', { name: 'Hotel Tax', rate, applyTo: ['all'], longStay });
  expect(created.status).toBe(201);
  return { hotel, rooms, rateId: created.body.id as number };
}

type Booked = { id: number; subtotal: string; taxAmount: string; grandTotal: string; balance: string };
async function book(h: Hotel, fields: Record<string, unknown>): Promise<Booked> {
  const created = await h.hotel.api.post('/api/hotel/bookings', {
    roomId: h.rooms['101'],
    guest: 'Rivera, Sam',
    rateType: 'Daily',
    dailyWeeklyAmount: '100.00',
    monthlyAmount: '3000.00',
    paidAmount: '0',
    ...fields,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as Booked;
}

const figures = (b: Booked) => [b.subtotal, b.taxAmount, b.grandTotal];
const longStay = async (h: Hotel, id: number) => (await h.hotel.api.get(`/api/hotel/bookings/${id}/long-stay`)).body;
const folio = async (h: Hotel, id: number) => (await h.hotel.api.get(`/api/hotel/bookings/${id}/folio`)).body;

beforeAll(async () => {
  app = await startTestApp();
});
afterEach(() => setClock(null));
afterAll(async () => app?.close());

describe('Texas (30 nights, exempt after)', () => {
  it('taxes the first 30 nights of a 45-night stay: 180.00, spread over them', async () => {
    setClock(noonOn('2026-01-15'));
    const h = await hotelWith(preset('Texas'));
    const stay = await book(h, { checkInDate: '2026-02-01', nights: 45 });
    expect(figures(stay)).toEqual(['4500.00', '180.00', '4680.00']);
    expect(await longStay(h, stay.id)).toEqual({
      chain: [stay.id],
      nights: 45,
      nightNumberAtCheckIn: 1,
      byTax: [
        { taxRateId: h.rateId, name: 'Hotel Tax', mode: 'exempt-after', taxedNights: 30, exemptNights: 15, status: 'taxed' },
      ],
    });
    const nights = (await folio(h, stay.id)).nights as { nightNumber: number; exemptTaxes: string[] }[];
    expect(nights.filter((n) => n.exemptTaxes.includes('Tax 1')).map((n) => n.nightNumber)).toEqual(
      Array.from({ length: 15 }, (_, i) => 31 + i),
    );
  });

  it('taxes a chain of Weekly bookings across a room move the same 180.00 over 45 nights, a batch counting its earlier rows', async () => {
    setClock(noonOn('2026-01-15'));
    const h = await hotelWith(preset('Texas'));
    const week = (n: number, room: string) => ({
      roomId: h.rooms[room],
      guest: 'Okafor, Chidi',
      rateType: 'Weekly',
      checkInDate: addDays('2026-02-01', 7 * n),
      nights: 7,
      dailyWeeklyAmount: '700.00',
      monthlyAmount: '0',
      paidAmount: '0',
    });
    const first = [await book(h, week(0, '101')), await book(h, week(1, '101')), await book(h, week(2, '101'))];
    // Week 4 in room 101, then the guest moves to 102: weeks 5 and 6 and three Daily nights, in one batch.
    const batch = await h.hotel.api.post('/api/hotel/bookings/batch', {
      bookings: [
        week(3, '101'),
        week(4, '102'),
        week(5, '102'),
        { ...week(0, '102'), rateType: 'Daily', checkInDate: '2026-03-15', nights: 3, dailyWeeklyAmount: '100.00' },
      ],
    });
    expect(batch.status, JSON.stringify(batch.body)).toBe(200);
    const all = [...first, ...(batch.body.bookings as Booked[])];
    expect(all.map((b) => b.taxAmount)).toEqual(['42.00', '42.00', '42.00', '42.00', '12.00', '0.00', '0.00']);
    expect(all.map((b) => b.subtotal)).toEqual(['700.00', '700.00', '700.00', '700.00', '700.00', '700.00', '300.00']);
    const fifth = await longStay(h, all[4]!.id);
    expect(fifth).toMatchObject({ chain: all.map((b) => b.id), nights: 45, nightNumberAtCheckIn: 29 });
    expect(fifth.byTax[0]).toMatchObject({ taxedNights: 2, exemptNights: 5, status: 'taxed' });
    expect((await longStay(h, all[5]!.id)).byTax[0]).toMatchObject({ taxedNights: 0, exemptNights: 7, status: 'exempt' });
    expect((await longStay(h, all[6]!.id)).nightNumberAtCheckIn).toBe(43);
  });

  it('keeps the typed grand total in total-rate entry: 4680.00 for 45 nights is 4500.00 and 180.00', async () => {
    setClock(noonOn('2026-01-15'));
    const h = await hotelWith(preset('Texas'));
    await h.hotel.api.put('/api/hotel/settings', { total_rate_entry: '1' });
    const stay = await book(h, { checkInDate: '2026-02-01', nights: 45, grandTotal: '4680.00' });
    expect([...figures(stay), (stay as unknown as { dailyWeeklyAmount: string }).dailyWeeklyAmount]).toEqual([
      '4500.00',
      '180.00',
      '4680.00',
      '100.00',
    ]);
  });

  it('counts a Monthly stay inside a chain, untaxed, and taxes none of the nights after the 30th', async () => {
    setClock(noonOn('2026-01-15'));
    const h = await hotelWith(preset('Texas'));
    const daily = await book(h, { checkInDate: '2026-02-01', nights: 20 });
    const monthly = await book(h, { checkInDate: '2026-02-21', rateType: 'Monthly', nights: 28 });
    const after = await book(h, { checkInDate: '2026-03-21', nights: 10 });
    expect([daily, monthly, after].map(figures)).toEqual([
      ['2000.00', '120.00', '2120.00'],
      ['3000.00', '0.00', '3000.00'],
      ['1000.00', '0.00', '1000.00'],
    ]);
    expect(await longStay(h, after.id)).toMatchObject({
      chain: [daily.id, monthly.id, after.id],
      nights: 58,
      nightNumberAtCheckIn: 49,
    });
    expect((await longStay(h, monthly.id)).byTax[0]).toMatchObject({ taxedNights: 0, exemptNights: 28, status: 'exempt' });
  });

  it('charges the tax of every night when an agreement ends early: once, at check-out, on the folio and in the log', async () => {
    setClock(noonOn('2026-01-15'));
    const h = await hotelWith(preset('Texas'));
    const stay = await book(h, { checkInDate: '2026-02-01', nights: 20, longStayAgreement: true });
    expect(figures(stay)).toEqual(['2000.00', '0.00', '2000.00']);
    expect((await longStay(h, stay.id)).byTax[0]).toMatchObject({ taxedNights: 0, exemptNights: 20, status: 'exempt' });
    setClock(noonOn('2026-02-01'));
    expect((await h.hotel.api.post(`/api/hotel/bookings/${stay.id}/check-in`)).status).toBe(200);
    setClock(noonOn('2026-02-21'));
    expect((await h.hotel.api.post(`/api/hotel/bookings/${stay.id}/check-out`, { force: true })).status).toBe(200);
    const due = {
      date: '2026-02-21',
      kind: 'Long-stay tax due',
      amount: '120.00',
      reason: 'Tax 1 due: long-stay agreement ended after 20 nights',
    };
    expect((await folio(h, stay.id)).adjustments).toEqual([expect.objectContaining(due)]);
    expect((await folio(h, stay.id)).balance).toBe('2120.00');
    expect((await longStay(h, stay.id)).byTax[0]).toMatchObject({ status: 'due' });
    // The night audit closing the check-out date finds it there: no second line.
    setClock(noonOn('2026-02-22'));
    expect((await h.hotel.api.post('/api/hotel/night-audit', { date: '2026-02-21' })).status).toBe(200);
    expect((await folio(h, stay.id)).adjustments).toHaveLength(1);
    expect((await h.hotel.api.get('/api/hotel/reports/daily/2026-02-21')).body).toMatchObject({ adjustments: '120.00' });
    const log = (await h.hotel.api.get('/api/hotel/audit?entity=FolioAdjustment')).body as { entries: { action: string }[] };
    expect(log.entries.filter((entry) => entry.action === 'create')).toHaveLength(1);
  });

  it('charges it when the audit closes the last check-out date with no booking following (the next one cancelled)', async () => {
    setClock(noonOn('2026-01-15'));
    const h = await hotelWith(preset('Texas'));
    const first = await book(h, { checkInDate: '2026-02-01', nights: 10, longStayAgreement: true });
    const next = await book(h, { checkInDate: '2026-02-11', nights: 10, longStayAgreement: true, roomId: h.rooms['102'] });
    setClock(noonOn('2026-02-01'));
    expect((await h.hotel.api.post(`/api/hotel/bookings/${first.id}/check-in`)).status).toBe(200);
    setClock(noonOn('2026-02-11'));
    // Checked out while the next booking follows: the chain goes on, nothing is due yet.
    expect((await h.hotel.api.post(`/api/hotel/bookings/${first.id}/check-out`, { force: true })).status).toBe(200);
    expect((await folio(h, first.id)).adjustments).toEqual([]);
    expect((await h.hotel.api.post(`/api/hotel/bookings/${next.id}/cancel`, { reason: 'Left town' })).status).toBe(200);
    setClock(noonOn('2026-02-12'));
    expect((await h.hotel.api.post('/api/hotel/night-audit', { date: '2026-02-11' })).status).toBe(200);
    expect((await folio(h, first.id)).adjustments).toEqual([
      expect.objectContaining({
        date: '2026-02-11',
        kind: 'Long-stay tax due',
        amount: '60.00',
        reason: 'Tax 1 due: long-stay agreement ended after 10 nights',
      }),
    ]);
  });
});

describe('the night audit and the daily report over exempt nights', () => {
  it('posts no tax on a night after the 30th, and the daily report of that night agrees', async () => {
    setClock(noonOn('2026-01-15'));
    const h = await hotelWith(preset('Texas'));
    const stay = await book(h, { checkInDate: '2026-02-01', nights: 45 });
    setClock(noonOn('2026-02-01'));
    expect((await h.hotel.api.post(`/api/hotel/bookings/${stay.id}/check-in`)).status).toBe(200);
    setClock(noonOn('2026-03-04'));
    // Night 30 is 03/02, night 31 is 03/03: open, the daily report shares them as the audit will post them.
    for (const [date, taxes] of [
      ['2026-03-02', '6.00'],
      ['2026-03-03', '0.00'],
    ] as const) {
      expect((await h.hotel.api.get(`/api/hotel/reports/daily/${date}`)).body).toMatchObject({ roomRevenue: '100.00', taxes });
    }
    expect((await h.hotel.api.post('/api/hotel/night-audit', { date: '2026-03-02' })).status).toBe(200);
    expect((await h.hotel.api.post('/api/hotel/night-audit', { date: '2026-03-03' })).status).toBe(200);
    for (const [date, taxes] of [
      ['2026-03-02', '6.00'],
      ['2026-03-03', '0.00'],
    ] as const) {
      expect((await h.hotel.api.get(`/api/hotel/reports/daily/${date}`)).body).toMatchObject({ closed: true, taxes });
    }
    const nights = (await folio(h, stay.id)).nights as { date: string; tax1: string | null; exemptTaxes: string[] }[];
    expect(nights.filter((n) => n.tax1 !== null).map((n) => [n.date, n.tax1, n.exemptTaxes])).toEqual([
      ['2026-03-02', '6.00', []],
      ['2026-03-03', '0.00', ['Tax 1']],
    ]);
    const stats = (await h.hotel.api.get('/api/hotel/reports/statistics?from=2026-02-01&to=2026-03-17&groupBy=month')).body;
    expect(stats.totals).toMatchObject({ roomRevenue: '4500.00', tax1: '180.00' });
  });
});

describe('New Jersey (90 nights, refund all)', () => {
  it('taxes a stay of 89 nights in full, and refunds a stay that reaches 90 on the booking holding night 90, once', async () => {
    setClock(noonOn('2026-01-15'));
    const h = await hotelWith(preset('New Jersey'), '0.10');
    const short = [
      await book(h, { guest: 'Short, Stay', checkInDate: '2026-02-01', nights: 60 }),
      await book(h, { guest: 'Short, Stay', checkInDate: '2026-04-02', nights: 29 }),
    ];
    expect(short.map(figures)).toEqual([
      ['6000.00', '600.00', '6600.00'],
      ['2900.00', '290.00', '3190.00'],
    ]);
    expect((await folio(h, short[1]!.id)).adjustments).toEqual([]);

    const long = [
      await book(h, { guest: 'Long, Stay', roomId: h.rooms['102'], checkInDate: '2026-02-01', nights: 60 }),
      await book(h, { guest: 'Long, Stay', roomId: h.rooms['103'], checkInDate: '2026-04-02', nights: 31 }),
    ];
    expect(long.map(figures)).toEqual([
      ['6000.00', '600.00', '6600.00'],
      ['3100.00', '0.00', '3100.00'],
    ]);
    const refund = {
      date: '2026-05-01',
      kind: 'Long-stay refund',
      amount: '-600.00',
      reason: 'Tax 1 refunded: stay reached 90 nights',
    };
    expect((await folio(h, long[1]!.id)).adjustments).toEqual([expect.objectContaining(refund)]);
    expect((await h.hotel.api.get(`/api/hotel/bookings/${long[1]!.id}`)).body.balance).toBe('2500.00');
    // Saved again: still one refund.
    const resaved = await h.hotel.api.put(`/api/hotel/bookings/${long[1]!.id}`, {
      roomId: h.rooms['103'],
      guest: 'Long, Stay',
      checkInDate: '2026-04-02',
      rateType: 'Daily',
      nights: 31,
      dailyWeeklyAmount: '100.00',
      paidAmount: '0',
    });
    expect(resaved.status).toBe(200);
    expect((await folio(h, long[1]!.id)).adjustments).toHaveLength(1);
    expect((await longStay(h, long[1]!.id)).byTax[0]).toMatchObject({ mode: 'refund-all', taxedNights: 0, status: 'refunded' });
    expect((await longStay(h, long[0]!.id)).byTax[0]).toMatchObject({ taxedNights: 60, status: 'taxed' });
    // The earlier booking keeps its figures.
    expect((await h.hotel.api.get(`/api/hotel/bookings/${long[0]!.id}`)).body.taxAmount).toBe('600.00');
    const log = (await h.hotel.api.get('/api/hotel/audit?entity=FolioAdjustment')).body as { entries: { action: string }[] };
    expect(log.entries.filter((entry) => entry.action === 'create')).toHaveLength(1);
  });
});

describe('Georgia (30 nights, exempt after, no agreement, no refund)', () => {
  it('taxes the first 30 nights of a chain whatever the agreement says, and refunds nothing', async () => {
    setClock(noonOn('2026-01-15'));
    const h = await hotelWith(preset('Georgia'));
    const chain = [
      await book(h, { checkInDate: '2026-02-01', nights: 20, longStayAgreement: true }),
      await book(h, { checkInDate: '2026-02-21', nights: 20, longStayAgreement: true }),
    ];
    expect(chain.map((b) => b.taxAmount)).toEqual(['120.00', '60.00']);
    expect((await folio(h, chain[1]!.id)).adjustments).toEqual([]);
    expect((await longStay(h, chain[1]!.id)).byTax[0]).toMatchObject({ taxedNights: 10, exemptNights: 10, status: 'taxed' });
  });
});

describe('a hotel with no long-stay rule', () => {
  it('prices every night as the spec does, and lists its rate with mode null', async () => {
    setClock(noonOn('2026-01-15'));
    const h = await hotelWith(null);
    const stay = await book(h, { checkInDate: '2026-02-01', nights: 45 });
    const next = await book(h, { checkInDate: '2026-03-18', nights: 45 });
    expect([figures(stay), figures(next)]).toEqual([
      ['4500.00', '270.00', '4770.00'],
      ['4500.00', '270.00', '4770.00'],
    ]);
    expect(await longStay(h, next.id)).toEqual({
      chain: [stay.id, next.id],
      nights: 90,
      nightNumberAtCheckIn: 46,
      byTax: [{ taxRateId: h.rateId, name: 'Hotel Tax', mode: null, taxedNights: 45, exemptNights: 0, status: 'taxed' }],
    });
  });

  it('answers 404 for another hotel’s booking, and the GraphQL query bookingLongStay alike', async () => {
    setClock(noonOn('2026-01-15'));
    const h = await hotelWith(preset('Texas'));
    const other = await hotelWith(null);
    const stay = await book(h, { checkInDate: '2026-02-01', nights: 45 });
    expect((await other.hotel.api.get(`/api/hotel/bookings/${stay.id}/long-stay`)).status).toBe(404);
    const answer = await h.hotel.api.graphql(
      `query ($id: Int!) { bookingLongStay(id: $id) { chain nights nightNumberAtCheckIn byTax { mode taxedNights exemptNights status } } }`,
      { id: stay.id },
    );
    expect(answer.body.data.bookingLongStay).toEqual({
      chain: [stay.id],
      nights: 45,
      nightNumberAtCheckIn: 1,
      byTax: [{ mode: 'exempt-after', taxedNights: 30, exemptNights: 15, status: 'taxed' }],
    });
  });
});
