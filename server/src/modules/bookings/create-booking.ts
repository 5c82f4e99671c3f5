import type { BookingSource } from '@core/booking-choices';
import { guestNameForBooking } from '@core/guest-name';
import { ZERO } from '@core/money';
import { hotelToday } from '../../clock';
import type { BookingInput } from '@core/schemas/booking.schema';
import type { Em } from '../../db/orm';
import { hotelPrepared } from '../../db/hotel-sql';
import { sql } from '../../db/sql';
import { auditCreatesSql, createdValues } from '../audit';
import { FolioPayment } from '../folio';
import { Guest } from '../guests';
import { namedGuestValues } from './booking-room-guest';
import { agreementOf, insertBooking, refusingOverlaps, storedFigures, type AttemptOfUnreadRoom } from './booking-writes';
import { chainStartOf, chainReach, hasLongStayRules, StayChains } from './long-stay-chains';
import { refundLinesFor } from './long-stay-lines';
import { priceBooking, type PricingContext } from './booking-pricing';
import { Booking } from './booking.entity';
import type { BookingView } from './booking.mapper';

/**
 * A booking create of a licensed hotel as one statement (issue 16: 300 a second at 8 connections).
 * Everything the unit of work would write in a transaction (booking-writes.ts insertBooking) goes in one
 * INSERT with its CTEs, which PostgreSQL runs atomically and commits on its own: the guest found or created,
 * the booking, the folio's first payment and the activity log's entries; the database's triggers keep the
 * totals and its exclusion constraint refuses an overlap as before. One round trip instead of five, and the
 * hotel's booking_totals row (which every create of the hotel updates) is held only while it commits.
 *
 * Any other outcome writes nothing and answers null: the room or the picked guest is not the hotel's, a new
 * guest of this name was committed meanwhile; so does a stay from a past day (it may meet closed days: the
 * transaction holds the books and reads them), and a demo, whose count must rise with the booking or not at
 * all (a statement cannot undo its own count when its guest turns out to be taken: 49 of 50 racing creates
 * were refused so). The create then runs as a transaction (insertBooking), which decides as it always has.
 */
export async function createBookingAtOnce(
  em: Em,
  hotelId: number,
  input: BookingInput,
  pricing: PricingContext,
  attempt: AttemptOfUnreadRoom,
  chains: StayChains = StayChains.none(),
): Promise<BookingView | null> {
  if (!pricing.licence.licensed) return null;
  const name = input.guestId ? null : guestNameForBooking(input.guest);
  // A name too long for a guest record is refused by insertBooking, in its words.
  if (name && (name.firstName.length > 100 || name.lastName.length > 100)) return null;
  const plain = priceBooking(input, pricing);
  // A stay from a past day may meet closed days: insertBooking holds and reads the books for it.
  if (plain.checkInDate < hotelToday(pricing.timezone)) return null;
  // Its place in its guest's chain (the guest this statement picks or finds by name: chains read it the same way).
  const chainGuest = chains.guestOf(0);
  const { place, predecessors } = chains.placeOf({
    id: 0,
    guestId: chainGuest,
    roomId: input.roomId,
    checkInDate: plain.checkInDate,
    checkOutDate: plain.checkOutDate,
    holdsRoom: true,
    agreement: agreementOf(input),
  });
  const figures = place.nightsBefore > 0 || place.agreement ? priceBooking(input, pricing, place) : plain;
  // A refund line is written by the transaction (insertBooking), through the unit of work.
  if (refundLinesFor(figures, place, predecessors, pricing.taxesOn(figures.checkInDate), []).length > 0) return null;
  const stored = storedFigures(figures);
  const at = new Date();
  const bookingValues = {
    room: input.roomId,
    guestName: input.guest,
    // The guest's id is the statement's to give (found, picked or created there).
    guest: null,
    ...stored,
    extrasCents: ZERO,
    adjustmentsCents: ZERO,
    paymentMethod: input.paymentMethod,
    longStayAgreement: input.longStayAgreement ?? false,
    stayStatus: 'Reserved' as const,
    cancelReason: null,
    autoRenew: input.autoRenew ?? false,
    renewalError: null,
    // The column's default: this statement writes the desk's single creates only.
    source: 'Desk' as const,
  };
  // What the form says was paid is the folio's first payment, as paymentFromPaidEdit writes it.
  const paymentDate = figures.paidAmount === ZERO ? null : hotelToday(pricing.timezone);
  const paymentValues = {
    booking: null,
    date: paymentDate,
    method: input.paymentMethod,
    amountCents: figures.paidAmount,
    reference: null,
    voidedAt: null,
    voidedBy: null,
  };
  const guest = name && namedGuestValues(name);
  const metadata = em.getMetadata();
  const audit = auditCreatesSql(em, hotelId, at, [
    // Each entry comes in the order the transaction writes them (a new guest, the booking, its payment).
    { meta: metadata.get(Guest), rows: 'new_guest g', id: 'g.id', after: guest ?? {} },
    {
      meta: metadata.get(Booking),
      rows: 'inserted b',
      id: 'b.id',
      after: createdValues(metadata.get(Booking), bookingValues),
      afterFromStatement: { guest: 'b.guest_id' },
    },
    {
      meta: metadata.get(FolioPayment),
      rows: 'payment p',
      id: 'p.id',
      after: createdValues(metadata.get(FolioPayment), paymentValues),
      afterFromStatement: { booking: 'p.booking_id' },
    },
  ]);
  const when = at.toISOString();
  const guestId = input.guestId ?? null;
  attempt({ room: { id: input.roomId }, checkInDate: stored.checkInDate, checkOutDate: stored.checkOutDate });
  /*
   * The CTEs read one snapshot and see each other's writes only through RETURNING, so each write names what
   * it waits for: nothing is written unless the room is the hotel's; a guest is created only when none was
   * picked or found; the booking only with its guest (so a new guest is never written without it). Every value
   * carries its type: a prepared statement's parameters have one type each.
   */
  const [row] = await hotelPrepared<CreatedRow>(
    em,
    'innkeep_create_booking',
    sql`with room as (
      select r.id, r.room_number, t.name as room_type_name from room r left join room_type t on t.id = r.room_type_id
       where r.id = ${input.roomId}::int and r.hotel_id = :hotel),
    picked as (select g.id from guest g where g.id = ${guestId}::int and g.hotel_id = :hotel),
    named as (
      select g.id from guest g
       where ${guestId}::int is null and g.hotel_id = :hotel
         and lower(g.first_name) = ${guest?.firstName.toLowerCase()}::text and lower(g.last_name) = ${guest?.lastName.toLowerCase()}::text
       order by g.id limit 1),
    new_guest as (
      insert into guest (hotel_id, first_name, last_name, vip, name_holder, created_at)
      select :hotel::int, ${guest?.firstName}::text, ${guest?.lastName}::text, ${guest?.vip}::boolean, ${guest?.nameHolder}::boolean,
             ${when}::timestamptz from room
       where ${guestId}::int is null and not exists (select 1 from named)
      on conflict (hotel_id, lower(first_name), lower(last_name)) where name_holder do nothing
      returning id),
    the_guest as (select id from picked union all select id from named union all select id from new_guest),
    inserted as (
      insert into booking (hotel_id, room_id, guest_name, guest_id, check_in_date, check_out_date, rate_type, nights,
        daily_weekly_amount_cents, monthly_amount_cents, subtotal_cents, tax_amount_cents, resort_fee_cents, grand_total_cents,
        paid_amount_cents, extras_cents, payment_method, long_stay_agreement, status, stay_status, auto_renew, created_at, updated_at,
        tax1_rate_id, tax2_rate_id, tax1_taxed_nights, tax2_taxed_nights)
      select :hotel::int, ${input.roomId}::int, ${input.guest}::text, g.id, ${stored.checkInDate}::date, ${stored.checkOutDate}::date,
             ${stored.rateType}::text, ${stored.nights}::int, ${stored.dailyWeeklyAmountCents}::int, ${stored.monthlyAmountCents}::int,
             ${stored.subtotalCents}::int, ${stored.taxAmountCents}::int, ${stored.resortFeeCents}::int, ${stored.grandTotalCents}::int,
             ${stored.paidAmountCents}::int, ${bookingValues.extrasCents}::int, ${input.paymentMethod}::text,
             ${bookingValues.longStayAgreement}::boolean, ${stored.status}::text,
             ${bookingValues.stayStatus}::text, ${bookingValues.autoRenew}::boolean, ${when}::timestamptz, ${when}::timestamptz,
             ${stored.tax1RateId}::int, ${stored.tax2RateId}::int, ${stored.tax1TaxedNights}::int, ${stored.tax2TaxedNights}::int
        from room, the_guest g
      returning id, guest_id, version),
    payment as (
      insert into folio_payment (hotel_id, booking_id, date, amount_cents, created_at, voided_at, voided_by, method, reference)
      select :hotel::int, b.id, ${paymentDate}::date, ${paymentValues.amountCents}::int, ${when}::timestamptz, null, null,
             ${paymentValues.method}::text, null
        from inserted b where ${paymentValues.amountCents}::int <> 0
      returning id, booking_id),
    audit as (${audit})
    select r.id as room_id, r.room_number, r.room_type_name, b.id, b.guest_id, b.version from room r left join inserted b on true`,
  );
  if (!row?.id) return null;
  return {
    id: row.id,
    room: {
      id: row.room_id,
      roomNumber: row.room_number,
      roomType: row.room_type_name === null ? null : { name: row.room_type_name },
    },
    guestName: input.guest,
    guest: { id: row.guest_id },
    checkInDate: stored.checkInDate,
    checkOutDate: stored.checkOutDate,
    rateType: stored.rateType,
    nights: stored.nights,
    dailyWeeklyAmountCents: stored.dailyWeeklyAmountCents,
    monthlyAmountCents: stored.monthlyAmountCents,
    subtotalCents: stored.subtotalCents,
    taxAmountCents: stored.taxAmountCents,
    resortFeeCents: stored.resortFeeCents,
    grandTotalCents: stored.grandTotalCents,
    extrasCents: bookingValues.extrasCents,
    paidAmountCents: stored.paidAmountCents,
    paymentMethod: input.paymentMethod,
    longStayAgreement: bookingValues.longStayAgreement,
    status: stored.status,
    stayStatus: bookingValues.stayStatus,
    cancelReason: null,
    autoRenew: bookingValues.autoRenew,
    renewalError: null,
    source: bookingValues.source,
    version: row.version,
    createdAt: at,
  };
}

/**
 * Creates a booking: in one statement when it can (createBookingAtOnce), else in a transaction. An overlap
 * or a room block is refused by the database either way, as a 409 naming what is in the way.
 */
export async function createBookingWithRefusals(
  em: Em,
  hotelId: number,
  input: BookingInput,
  pricing: PricingContext,
): Promise<BookingView> {
  // A hotel with long-stay rules reads the new stay's chain first: one statement, none without rules.
  const chains = hasLongStayRules(pricing.rates)
    ? await StayChains.read(em, [chainStartOf(input)], chainReach(pricing.rates))
    : StayChains.none();
  const created = await refusingOverlaps(
    em,
    (work, attempt) => createBookingAtOnce(work, hotelId, input, pricing, attempt, chains),
    { transaction: false },
  );
  return created ?? refusingOverlaps(em, (tx, attempt) => insertBooking(tx, hotelId, input, pricing, attempt, chains));
}

interface CreatedRow {
  room_id: number;
  room_number: string;
  room_type_name: string | null;
  /** Null when nothing was written (see createBookingAtOnce). */
  id: number | null;
  guest_id: number;
  version: number;
}

/**
 * A booking written inside the caller's transaction by another path than the desk's (the guests' booking page):
 * its chain read first (none without long-stay rules), priced, the demo counted, stored with its source. An
 * overlap or a room block comes back as the database's own error, for the caller to try another room.
 */
export async function insertBookingFrom(
  em: Em,
  hotelId: number,
  input: BookingInput,
  pricing: PricingContext,
  source: BookingSource,
): Promise<BookingView> {
  const chains = hasLongStayRules(pricing.rates)
    ? await StayChains.read(em, [chainStartOf(input)], chainReach(pricing.rates))
    : StayChains.none();
  return insertBooking(em, hotelId, input, pricing, () => {}, chains, source);
}
