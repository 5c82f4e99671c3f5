import { formatShortUs, todayInZone } from '@core/stay-dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpHotel, type SignedInHotel } from '../../testing/hotels';
import { download, pdfText, renderPageToPng } from '../../testing/pdf-documents';
import { startTestApp, type TestApp } from '../../testing/test-app';
import type { Em } from '../../db/orm';
import { seedDemoHotel } from '../demo/demo-hotel.service';

/**
 * The folio of a stay (issue 14) through /api and /graphql, on the real database: a stay of 3 nights at
 * $100.00 with the default taxes (8% and 5%) is $300.00 + $24.00 + $15.00 = $339.00.
 */
let app: TestApp;
let hotel: SignedInHotel;
let other: SignedInHotel;
let roomId: number;
let bookingId: number;
const today = todayInZone('America/New_York');

const folio = async (id = bookingId) => (await hotel.api.get(`/api/hotel/bookings/${id}/folio`)).body;
const booking = async (id = bookingId) => (await hotel.api.get(`/api/hotel/bookings/${id}`)).body;
const stay = (overrides: Record<string, unknown> = {}) => ({
  roomId,
  guest: 'Hopper, Grace',
  checkInDate: '2026-11-21',
  rateType: 'Daily',
  nights: 3,
  dailyWeeklyAmount: '100.00',
  paidAmount: '100',
  paymentMethod: 'Cash',
  ...overrides,
});

beforeAll(async () => {
  app = await startTestApp();
  hotel = await signUpHotel(app, 'desk@folio.test', { name: 'Harbor Inn' });
  other = await signUpHotel(app, 'other@folio.test', { name: 'Other Inn' });
  const room = await hotel.api.post('/api/hotel/rooms', { roomNumber: '101', roomTypeId: null });
  roomId = room.body.id;
  const created = await hotel.api.post('/api/hotel/bookings', stay());
  expect(created.status).toBe(201);
  bookingId = created.body.id;
});
afterAll(async () => app?.close());

describe('the folio of a stay', () => {
  it("lists the room, its two taxes, and the booking's paid amount as its first payment", async () => {
    const answer = await folio();
    expect(answer).toMatchObject({
      bookingId,
      charges: [
        {
          id: null,
          date: '2026-11-21',
          description: 'Room 101, 3 nights (Daily)',
          kind: 'Room',
          amount: '300.00',
          voided: false,
        },
        { id: null, date: '2026-11-21', kind: 'Tax 1', amount: '24.00' },
        { id: null, date: '2026-11-21', kind: 'Tax 2', amount: '15.00' },
      ],
      payments: [{ date: today, method: 'Cash', amount: '100.00', reference: null, voided: false }],
      totalCharges: '339.00',
      totalPayments: '100.00',
      balance: '239.00',
    });
    expect(answer.charges).toHaveLength(3);
    expect(answer.payments).toHaveLength(1);
  });

  it('adds an extra: the balance and the booking count it', async () => {
    const added = await hotel.api.post(`/api/hotel/bookings/${bookingId}/charges`, {
      description: 'Parking',
      amount: '20',
      date: '2026-11-22',
    });
    expect(added.status).toBe(201);
    expect(added.body.charges[3]).toMatchObject({ date: '2026-11-22', description: 'Parking', kind: 'Extra', amount: '20.00' });
    expect(added.body).toMatchObject({ totalCharges: '359.00', totalPayments: '100.00', balance: '259.00' });
    expect(await booking()).toMatchObject({
      grandTotal: '339.00',
      extras: '20.00',
      paidAmount: '100.00',
      balance: '259.00',
      status: 'Partially Paid',
    });
  });

  it('takes a payment: paid is the sum of the payments and the stay is Fully Paid with its extras', async () => {
    const paid = await hotel.api.post(`/api/hotel/bookings/${bookingId}/payments`, {
      amount: '259.00',
      method: 'Credit Card',
      reference: 'Visa 4242',
      date: '2026-11-23',
    });
    expect(paid.status).toBe(201);
    // Payments are listed by date: the card payment of 11/23 comes before the deposit taken today.
    expect(paid.body.payments[0]).toMatchObject({
      date: '2026-11-23',
      method: 'Credit Card',
      amount: '259.00',
      reference: 'Visa 4242',
    });
    expect(paid.body).toMatchObject({ totalPayments: '359.00', balance: '0.00' });
    expect(await booking()).toMatchObject({ paidAmount: '359.00', balance: '0.00', status: 'Fully Paid' });
  });

  it('refunds at most what was paid, and a refused refund changes nothing', async () => {
    const refund = await hotel.api.post(`/api/hotel/bookings/${bookingId}/payments`, { amount: '-50', method: 'Cash' });
    expect(refund.status).toBe(201);
    expect(refund.body.payments.at(-1)).toMatchObject({ date: today, method: 'Cash', amount: '-50.00' });
    expect(refund.body).toMatchObject({ totalPayments: '309.00', balance: '50.00' });
    expect(await booking()).toMatchObject({ paidAmount: '309.00', status: 'Partially Paid' });

    const tooMuch = await hotel.api.post(`/api/hotel/bookings/${bookingId}/payments`, { amount: '-309.01', method: 'Cash' });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body).toEqual({ error: 'A refund may not be more than what was paid: $309.00 was paid on this stay' });
    expect((await folio()).payments).toHaveLength(3);
    expect((await booking()).paidAmount).toBe('309.00');
  });

  it('voids a charge and a payment: they stay listed, marked, out of every total', async () => {
    const before = await folio();
    const parking = before.charges[3].id as number;
    const voided = await hotel.api.delete(`/api/hotel/bookings/${bookingId}/charges/${parking}`);
    expect(voided.status).toBe(200);
    expect(voided.body.charges[3]).toMatchObject({ id: parking, amount: '20.00', voided: true, voidedBy: 'Harbor Inn' });
    expect(Date.now() - Date.parse(voided.body.charges[3].voidedAt)).toBeLessThan(60_000);
    expect(voided.body).toMatchObject({ totalCharges: '339.00', totalPayments: '309.00', balance: '30.00' });
    expect(await booking()).toMatchObject({ extras: '0.00', balance: '30.00', status: 'Partially Paid' });

    const byAmount = (amount: string) => before.payments.find((p: { amount: string }) => p.amount === amount).id as number;
    const card = byAmount('259.00');
    const voidedPayment = await hotel.api.delete(`/api/hotel/bookings/${bookingId}/payments/${card}`);
    expect(voidedPayment.status).toBe(200);
    expect(voidedPayment.body.payments[0]).toMatchObject({ id: card, amount: '259.00', voided: true, voidedBy: 'Harbor Inn' });
    expect(voidedPayment.body).toMatchObject({ totalPayments: '50.00', balance: '289.00' });
    expect(await booking()).toMatchObject({ paidAmount: '50.00', balance: '289.00', status: 'Partially Paid' });

    // Voiding again changes nothing; voiding the first payment would leave the $50.00 refund above what was paid.
    expect((await hotel.api.delete(`/api/hotel/bookings/${bookingId}/payments/${card}`)).body.totalPayments).toBe('50.00');
    const first = await hotel.api.delete(`/api/hotel/bookings/${bookingId}/payments/${byAmount('100.00')}`);
    expect(first.status).toBe(422);
    expect(first.body.error).toMatch(/^This payment cannot be voided/);
    expect((await hotel.api.delete(`/api/hotel/bookings/${bookingId}/payments/999999`)).status).toBe(404);
  });

  it('records an edit of Paid as one payment of the difference in the booking’s payment method', async () => {
    const edited = await hotel.api.put(`/api/hotel/bookings/${bookingId}`, stay({ paidAmount: '200', paymentMethod: 'Check' }));
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      paidAmount: '200.00',
      balance: '139.00',
      paymentMethod: 'Check',
      status: 'Partially Paid',
    });
    const after = await folio();
    expect(after.payments.at(-1)).toMatchObject({ date: today, method: 'Check', amount: '150.00', voided: false });
    expect(after).toMatchObject({ totalPayments: '200.00', balance: '139.00' });

    // An update that leaves Paid out leaves the payments alone; a lower Paid is a refund.
    const renamed = await hotel.api.put(`/api/hotel/bookings/${bookingId}`, {
      ...stay({ guest: 'Hopper, G.' }),
      paidAmount: undefined,
    });
    expect(renamed.body).toMatchObject({ guest: 'Hopper, G.', paidAmount: '200.00' });
    expect((await folio()).payments).toHaveLength(after.payments.length);
    const lowered = await hotel.api.put(`/api/hotel/bookings/${bookingId}`, stay({ paidAmount: '0', paymentMethod: 'Cash' }));
    expect(lowered.body).toMatchObject({ paidAmount: '0.00', status: 'Unpaid', balance: '339.00' });
    expect((await folio()).payments.at(-1)).toMatchObject({ method: 'Cash', amount: '-200.00' });
  });

  it("records the folio's changes in the booking's history", async () => {
    const history = (await hotel.api.get(`/api/hotel/bookings/${bookingId}/history`)).body as {
      changes: { field: string; before: string | null; after: string | null }[];
    }[];
    const changes = history.flatMap((entry) => entry.changes);
    expect(changes).toContainEqual({ field: 'extras', before: '0.00', after: '20.00' });
    expect(changes).toContainEqual({ field: 'paidAmount', before: '100.00', after: '359.00' });
    expect(changes).toContainEqual({ field: 'paidAmount', before: '359.00', after: '309.00' });
  });

  it('works the same through GraphQL', async () => {
    const fields =
      'bookingId totalCharges totalPayments balance payments { id amount method voided } charges { id kind amount voided }';
    const paid = await hotel.api.graphql(
      `mutation($id: Int!, $input: FolioPaymentInput!) { addFolioPayment(bookingId: $id, input: $input) { ${fields} } }`,
      { id: bookingId, input: { amount: '39.00', method: 'Debit Card' } },
    );
    expect(paid.body.data.addFolioPayment).toMatchObject({ totalCharges: '339.00', totalPayments: '39.00', balance: '300.00' });
    const paymentId = paid.body.data.addFolioPayment.payments.at(-1).id;
    const charged = await hotel.api.graphql(
      `mutation($id: Int!, $input: FolioChargeInput!) { addFolioCharge(bookingId: $id, input: $input) { ${fields} } }`,
      { id: bookingId, input: { description: 'Pet fee', amount: '25' } },
    );
    const chargeId = charged.body.data.addFolioCharge.charges.at(-1).id;
    expect(charged.body.data.addFolioCharge).toMatchObject({ totalCharges: '364.00', balance: '325.00' });
    const refused = await hotel.api.graphql(
      `mutation($id: Int!, $input: FolioPaymentInput!) { addFolioPayment(bookingId: $id, input: $input) { balance } }`,
      { id: bookingId, input: { amount: '-40', method: 'Cash' } },
    );
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'A refund may not be more than what was paid: $39.00 was paid on this stay',
      extensions: { code: 'INVALID_INPUT' },
    });
    const voided = await hotel.api.graphql(
      `mutation($id: Int!, $p: Int!, $c: Int!) { voidFolioPayment(bookingId: $id, paymentId: $p) { balance } voidFolioCharge(bookingId: $id, chargeId: $c) { ${fields} } }`,
      { id: bookingId, p: paymentId, c: chargeId },
    );
    expect(voided.body.data.voidFolioCharge).toMatchObject({ totalCharges: '339.00', totalPayments: '0.00', balance: '339.00' });
    const read = await hotel.api.graphql(`query($id: Int!) { folio(bookingId: $id) { ${fields} } }`, { id: bookingId });
    expect(read.body.data.folio.balance).toBe('339.00');
  });

  it("keeps each hotel's folios its own", async () => {
    expect((await other.api.get(`/api/hotel/bookings/${bookingId}/folio`)).status).toBe(404);
    expect((await other.api.post(`/api/hotel/bookings/${bookingId}/payments`, { amount: '10' })).status).toBe(404);
    const live = (await folio()).payments.find((p: { voided: boolean }) => !p.voided);
    expect((await other.api.delete(`/api/hotel/bookings/${bookingId}/payments/${live.id}`)).status).toBe(404);
    expect((await folio()).payments.find((p: { id: number }) => p.id === live.id).voided).toBe(false);
  });

  it('prints the receipt: hotel, stay, every charge and payment, the balance', async () => {
    await hotel.api.post(`/api/hotel/bookings/${bookingId}/payments`, {
      amount: '139',
      method: 'Bank Transfer',
      reference: 'TX-77',
    });
    const file = await download(hotel.api, `/api/hotel/bookings/${bookingId}/folio.pdf`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="innkeep-booking-${bookingId}-folio.pdf"`);
    renderPageToPng(file.bytes, 'folio-receipt');
    const text = await pdfText(file.bytes);
    expect(text).toContain('Harbor Inn');
    expect(text).toContain('Guest Folio');
    expect(text).toContain(`Booking #${bookingId}`);
    expect(text).toContain('Hopper, Grace');
    expect(text).toContain('Room 101 · 11/21/26 to 11/24/26 · 3 nights, Daily');
    expect(text).toContain('11/21/26 Room 101, 3 nights (Daily) $300.00');
    // A voided line is printed with when and by whom (under its description), out of the totals.
    expect(text).toContain(`11/22/26 Parking\nVoided ${formatShortUs(today)} by Harbor Inn\n$20.00`);
    expect(text).toContain('Total Charges $339.00');
    expect(text).toContain('11/23/26 Payment, Credit Card (Visa 4242)\nVoided');
    expect(text).toContain('Payment, Cash $100.00');
    expect(text).toContain('Refund, Cash -$50.00');
    expect(text).toContain('Payment, Bank Transfer (TX-77) $139.00');
    expect(text).toContain('Total Payments $139.00');
    expect(text).toContain('Balance Due $200.00');
  });

  it('prints the long-stay agreement on the receipt of a booking that has one, and nothing on one without (issue 26)', async () => {
    const room = await hotel.api.post('/api/hotel/rooms', { roomNumber: '105', roomTypeId: null });
    const created = await hotel.api.post('/api/hotel/bookings', {
      ...stay({ roomId: room.body.id, guest: 'Resident, Rita', checkInDate: '2026-12-01', nights: 7 }),
      longStayAgreement: true,
    });
    expect([created.status, created.body.longStayAgreement]).toEqual([201, true]);
    const agreed = await pdfText((await download(hotel.api, `/api/hotel/bookings/${created.body.id}/folio.pdf`)).bytes);
    expect(agreed).toContain('Resident, Rita');
    expect(agreed).toContain('Room 105 · 12/01/26 to 12/08/26 · 7 nights, Daily\nLong-stay agreement: Yes');
    const without = await pdfText((await download(hotel.api, `/api/hotel/bookings/${bookingId}/folio.pdf`)).bytes);
    expect(without).not.toContain('Long-stay agreement');
  });
});

describe('check-out and the folio', () => {
  it("refuses a check-out while the folio's balance, extras included, is due", async () => {
    const room = await hotel.api.post('/api/hotel/rooms', { roomNumber: '102', roomTypeId: null });
    const created = await hotel.api.post('/api/hotel/bookings', {
      ...stay({ roomId: room.body.id, checkInDate: today, nights: 1, paidAmount: '113' }),
    });
    expect(created.body).toMatchObject({ grandTotal: '113.00', balance: '0.00', status: 'Fully Paid' });
    const id = created.body.id as number;
    await hotel.api.post(`/api/hotel/bookings/${id}/charges`, { description: 'Late check-out', amount: '20' });
    expect((await hotel.api.post(`/api/hotel/bookings/${id}/check-in`, {})).status).toBe(200);
    const refused = await hotel.api.post(`/api/hotel/bookings/${id}/check-out`, {});
    expect([refused.status, refused.body]).toEqual([409, { error: 'Balance due: $20.00' }]);
    await hotel.api.post(`/api/hotel/bookings/${id}/payments`, { amount: '20', method: 'Cash' });
    const out = await hotel.api.post(`/api/hotel/bookings/${id}/check-out`, {});
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ stayStatus: 'Checked Out', extras: '20.00', paidAmount: '133.00', balance: '0.00' });
  });
});

describe('the folio’s note on how the stay is priced (issue 23 item 11)', () => {
  const note = async (id: number) =>
    (await hotel.api.graphql(`query($id: Int!) { folio(bookingId: $id) { pricingNote } }`, { id })).body.data?.folio.pricingNote;

  it('says when a Daily stay’s later nights miss a rate period, and nothing for a stay priced as its nights suggest', async () => {
    const type = await hotel.api.post('/api/hotel/room-types', {
      name: 'Noted',
      dailyRate: '100',
      weeklyRate: '600',
      monthlyRate: '2000',
    });
    const period = await hotel.api.post('/api/hotel/rate-periods', {
      roomTypeId: type.body.id,
      name: 'Weekend',
      rateType: 'weekend',
      dailyRate: '150',
      weeklyRate: '900',
      monthlyRate: '2500',
      daysOfWeek: ['friday', 'saturday'],
      priority: 5,
    });
    expect(period.status).toBe(201);
    const room = await hotel.api.post('/api/hotel/rooms', { roomNumber: '301', roomTypeId: type.body.id });
    const book = async (overrides: Record<string, unknown>) => {
      const created = await hotel.api.post('/api/hotel/bookings', stay({ roomId: room.body.id, paidAmount: '0', ...overrides }));
      expect(created.status).toBe(201);
      return created.body.id as number;
    };
    // 2027-02-04 is a Thursday.
    const daily = await book({ checkInDate: '2027-02-04', nights: 3 });
    expect(await note(daily)).toBe('Every night at the 02/04/27 rate: Weekend Rate not applied to 02/05–02/06');
    const weekly = await book({ checkInDate: '2027-03-01', rateType: 'Weekly', nights: 7, dailyWeeklyAmount: '600' });
    expect(await note(weekly)).toBeNull();
    const weekday = await book({ checkInDate: '2027-04-05', nights: 2 });
    expect(await note(weekday)).toBeNull();
    // A room without a type has no rates to compare.
    expect(await note(bookingId)).toBeNull();
  });
});

describe("the demo hotel's folios", () => {
  it('has several payments on many stays and some extras, and each paid amount is the sum of its payments', async () => {
    const demo = await seedDemoHotel(app.orm.em.fork() as Em, { email: 'demo@folio.test', password: 'demo1234' });
    const [row] = (await app.orm.em.getConnection().execute(
      `select count(*) filter (where p.n >= 2)::int as "several", count(*) filter (where b.extras_cents > 0)::int as "withExtras",
              count(*) filter (where b.paid_amount_cents <> coalesce(p.paid, 0))::int as "mismatched",
              count(*) filter (where b.extras_cents <> coalesce(c.extras, 0))::int as "extrasMismatched",
              count(*) filter (where b.status <> case when b.balance_cents <= 0 then 'Fully Paid'
                                                      when b.paid_amount_cents > 0 then 'Partially Paid' else 'Unpaid' end)::int as "wrongStatus"
         from booking b
         left join (select booking_id, count(*) as n, sum(amount_cents) as paid from folio_payment where voided_at is null group by booking_id) p on p.booking_id = b.id
         left join (select booking_id, sum(amount_cents) as extras from folio_charge where voided_at is null group by booking_id) c on c.booking_id = b.id
        where b.hotel_id = ?`,
      [demo.hotelId],
    )) as { several: number; withExtras: number; mismatched: number; extrasMismatched: number; wrongStatus: number }[];
    expect(row).toMatchObject({ mismatched: 0, extrasMismatched: 0, wrongStatus: 0 });
    expect(row!.several).toBeGreaterThan(100);
    expect(row!.withExtras).toBeGreaterThan(20);
  });
});
