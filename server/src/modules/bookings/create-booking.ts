import { guestNameForBooking } from '@core/guest-name';
import { ZERO } from '@core/money';
import { todayInZone } from '@core/stay-dates';
import type { BookingInput } from '@core/schemas/booking.schema';
import type { Em } from '../../db/orm';
import { runPrepared, type PreparedStatement } from '../../db/prepared-statement';
import { auditActorColumns, auditActorOf } from '../audit/audit-actor';
import { createdValues } from '../audit/audit.subscriber';
import { FolioPayment } from '../folio/folio-line.entity';
import { insertBooking, refusingOverlaps, storedFigures, type AttemptOfUnreadRoom } from './booking-writes';
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
 * guest of this name was committed meanwhile; so does a demo, whose count must rise with the booking or not
 * at all (a statement cannot undo its own count when its guest turns out to be taken: 49 of 50 racing creates
 * were refused so). The create then runs as a transaction (insertBooking), which decides as it always has.
 */
export async function createBookingAtOnce(
  em: Em,
  hotelId: number,
  input: BookingInput,
  pricing: PricingContext,
  attempt: AttemptOfUnreadRoom,
): Promise<BookingView | null> {
  if (!pricing.licence.licensed) return null;
  const name = input.guestId ? null : guestNameForBooking(input.guest);
  // A name too long for a guest record is refused by insertBooking, in its words.
  if (name && (name.firstName.length > 100 || name.lastName.length > 100)) return null;
  const figures = priceBooking(input, pricing);
  const stored = storedFigures(figures);
  const at = new Date();
  const actor = auditActorColumns(auditActorOf(em), hotelId);
  const bookingValues = {
    room: input.roomId,
    guestName: input.guest,
    // The guest's id is the statement's to give (found, picked or created there).
    guest: null,
    ...stored,
    extrasCents: ZERO,
    paymentMethod: input.paymentMethod,
    stayStatus: 'Reserved' as const,
    cancelReason: null,
  };
  // What the form says was paid is the folio's first payment, as paymentFromPaidEdit writes it.
  const paymentDate = figures.paidAmount === ZERO ? null : todayInZone(pricing.timezone);
  const paymentValues = {
    booking: null,
    date: paymentDate,
    method: input.paymentMethod,
    amountCents: figures.paidAmount,
    reference: null,
    voidedAt: null,
    voidedBy: null,
  };
  const metadata = em.getMetadata();
  const values: Record<Param, unknown> = {
    hotel: hotelId,
    room: input.roomId,
    guestId: input.guestId ?? null,
    firstName: name?.firstName ?? null,
    lastName: name?.lastName ?? null,
    firstNameLower: name?.firstName.toLowerCase() ?? null,
    lastNameLower: name?.lastName.toLowerCase() ?? null,
    guestName: input.guest,
    checkIn: stored.checkInDate,
    checkOut: stored.checkOutDate,
    rateType: stored.rateType,
    nights: stored.nights,
    dailyWeekly: stored.dailyWeeklyAmountCents,
    monthly: stored.monthlyAmountCents,
    subtotal: stored.subtotalCents,
    tax: stored.taxAmountCents,
    resortFee: stored.resortFeeCents,
    grandTotal: stored.grandTotalCents,
    paid: stored.paidAmountCents,
    paymentMethod: input.paymentMethod,
    status: stored.status,
    at: at.toISOString(),
    paymentDate,
    actorAccount: actor.actorAccount,
    actorUser: actor.actorUser,
    impersonatedBy: actor.impersonatedBy,
    bookingAfter: JSON.stringify(createdValues(metadata.get(Booking), bookingValues)),
    paymentAfter: JSON.stringify(createdValues(metadata.get(FolioPayment), paymentValues)),
  };
  attempt({ room: { id: input.roomId }, checkInDate: stored.checkInDate, checkOutDate: stored.checkOutDate });
  const [row] = await runPrepared<CreatedRow>(
    em,
    CREATE_BOOKING,
    PARAMS.map((param) => values[param]),
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
    status: stored.status,
    stayStatus: bookingValues.stayStatus,
    cancelReason: null,
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
  const created = await refusingOverlaps(em, (work, attempt) => createBookingAtOnce(work, hotelId, input, pricing, attempt), {
    transaction: false,
  });
  return created ?? refusingOverlaps(em, (tx, attempt) => insertBooking(tx, hotelId, input, pricing, attempt));
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

const PARAMS = [
  'hotel',
  'room',
  'guestId',
  'firstName',
  'lastName',
  'firstNameLower',
  'lastNameLower',
  'guestName',
  'checkIn',
  'checkOut',
  'rateType',
  'nights',
  'dailyWeekly',
  'monthly',
  'subtotal',
  'tax',
  'resortFee',
  'grandTotal',
  'paid',
  'paymentMethod',
  'status',
  'at',
  'paymentDate',
  'actorAccount',
  'actorUser',
  'impersonatedBy',
  'bookingAfter',
  'paymentAfter',
] as const;
type Param = (typeof PARAMS)[number];

/** A parameter's placeholder, with its type: a prepared statement's parameters have one type each. */
const TYPES: Record<Param, string> = {
  hotel: 'int',
  room: 'int',
  guestId: 'int',
  firstName: 'text',
  lastName: 'text',
  firstNameLower: 'text',
  lastNameLower: 'text',
  guestName: 'text',
  checkIn: 'date',
  checkOut: 'date',
  rateType: 'text',
  nights: 'int',
  dailyWeekly: 'int',
  monthly: 'int',
  subtotal: 'int',
  tax: 'int',
  resortFee: 'int',
  grandTotal: 'int',
  paid: 'int',
  paymentMethod: 'text',
  status: 'text',
  at: 'timestamptz',
  paymentDate: 'date',
  actorAccount: 'int',
  actorUser: 'int',
  impersonatedBy: 'int',
  bookingAfter: 'jsonb',
  paymentAfter: 'jsonb',
};
const $ = (param: Param) => `$${PARAMS.indexOf(param) + 1}::${TYPES[param]}`;

/**
 * The CTEs read one snapshot and see each other's writes only through RETURNING, so each write names what
 * it waits for: nothing is written unless the room is the hotel's; a guest is created only when none was
 * picked or found; the booking only with its guest (so a new guest is never written without it). Audit entries come
 * in the order the transaction writes them (a new guest, the booking, its payment).
 */
const CREATE_BOOKING: PreparedStatement = {
  name: 'innkeep_create_booking',
  text: `with room as (
      select r.id, r.room_number, t.name as room_type_name from room r left join room_type t on t.id = r.room_type_id
       where r.id = ${$('room')} and r.hotel_id = ${$('hotel')}),
    picked as (select g.id from guest g where g.id = ${$('guestId')} and g.hotel_id = ${$('hotel')}),
    named as (
      select g.id from guest g
       where ${$('guestId')} is null and g.hotel_id = ${$('hotel')}
         and lower(g.first_name) = ${$('firstNameLower')} and lower(g.last_name) = ${$('lastNameLower')}
       order by g.id limit 1),
    new_guest as (
      insert into guest (hotel_id, first_name, last_name, vip, name_holder, created_at)
      select ${$('hotel')}, ${$('firstName')}, ${$('lastName')}, false, true, ${$('at')} from room
       where ${$('guestId')} is null and not exists (select 1 from named)
      on conflict (hotel_id, lower(first_name), lower(last_name)) where name_holder do nothing
      returning id),
    the_guest as (select id from picked union all select id from named union all select id from new_guest),
    inserted as (
      insert into booking (hotel_id, room_id, guest_name, guest_id, check_in_date, check_out_date, rate_type, nights,
        daily_weekly_amount_cents, monthly_amount_cents, subtotal_cents, tax_amount_cents, resort_fee_cents, grand_total_cents,
        paid_amount_cents, extras_cents, payment_method, status, stay_status, created_at, updated_at)
      select ${$('hotel')}, ${$('room')}, ${$('guestName')}, g.id, ${$('checkIn')}, ${$('checkOut')}, ${$('rateType')},
             ${$('nights')}, ${$('dailyWeekly')}, ${$('monthly')}, ${$('subtotal')}, ${$('tax')}, ${$('resortFee')},
             ${$('grandTotal')}, ${$('paid')}, 0, ${$('paymentMethod')}, ${$('status')}, 'Reserved', ${$('at')}, ${$('at')}
        from room, the_guest g
      returning id, guest_id, version),
    payment as (
      insert into folio_payment (hotel_id, booking_id, date, amount_cents, created_at, voided_at, voided_by, method, reference)
      select ${$('hotel')}, b.id, ${$('paymentDate')}, ${$('paid')}, ${$('at')}, null, null, ${$('paymentMethod')}, null
        from inserted b where ${$('paid')} <> 0
      returning id, booking_id),
    audit as (
      insert into audit_log (hotel_id, actor_account_id, actor_user_id, impersonated_by, entity, entity_id, action, before, after, created_at)
      select ${$('hotel')}, ${$('actorAccount')}, ${$('actorUser')}, ${$('impersonatedBy')}, entry.entity, entry.id, 'create', null,
             entry.after, ${$('at')}
        from (select 1 as n, 'Guest' as entity, g.id,
                     jsonb_build_object('firstName', ${$('firstName')}, 'lastName', ${$('lastName')}, 'vip', false, 'nameHolder', true) as after
                from new_guest g
              union all
              select 2, 'Booking', b.id, ${$('bookingAfter')} || jsonb_build_object('guest', b.guest_id) from inserted b
              union all
              select 3, 'FolioPayment', p.id, ${$('paymentAfter')} || jsonb_build_object('booking', p.booking_id) from payment p) as entry
       order by entry.n)
    select r.id as room_id, r.room_number, r.room_type_name, b.id, b.guest_id, b.version from room r left join inserted b on true`,
};
