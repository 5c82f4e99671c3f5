import { conflict, DomainError, invalidInput } from '@core/errors';
import { onlineStayRefusal, ROOM_JUST_TAKEN } from '@core/online-booking';
import { formatGuestName } from '@core/guest-name';
import type { Cents } from '@core/money';
import type { PublicBookingInput } from '@core/schemas/online-booking.schema';
import type { CalendarDate } from '@core/stay-dates';
import { hotelToday } from '../../clock';
import type { RequestContext } from '../../context';
import type { Em } from '../../db/orm';
import { hotelSql } from '../../db/hotel-sql';
import { isSerializationFailure } from '../../db/serialization-failure';
import { sql } from '../../db/sql';
import { claimAttempt, releaseAttempts, THROTTLES } from '../accounts';
import { insertBookingFrom, isOverlapViolation, loadPricingContext, type PricingContext } from '../bookings';
import { Guest } from '../guests';
import { blockRefusingStay } from '../housekeeping';
import { BookingManageLink } from './booking-manage-link.entity';
import { mailOnlineConfirmation } from './booking-mail';
import { hashManageToken, manageUrlOf, newManageToken, newReference } from './manage-token';
import {
  bookingInputFor,
  freeRoomOf,
  pageSpeaksBaseRates,
  quoteStay,
  type AskedStay,
  type StayPrice,
} from './public-availability';
import type { PublicPage } from './public-lookups';

/** POST /api/public/hotels/{slug}/bookings answers this (201). */
export interface CreatedOnlineBooking {
  reference: string;
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  roomType: string;
  total: Cents;
  manageUrl: string;
  /** The booking written (null for the honeypot's answer, which writes nothing); not part of the answer. */
  bookingId: number | null;
}

/** The page's pricing and today on the hotel's clock. */
export async function pagePricing(page: PublicPage): Promise<{ pricing: PricingContext; today: CalendarDate }> {
  const pricing = pageSpeaksBaseRates(await loadPricingContext(page.em));
  return { pricing, today: hotelToday(pricing.timezone) };
}

/** A stay the page's rules refuse is a 422 with the reason. */
export function refuseStayOutsideRules(page: PublicPage, stay: AskedStay, today: CalendarDate): void {
  const refusal = onlineStayRefusal(stay, page.page, today);
  if (refusal) throw invalidInput(refusal);
}

/** How many rooms the create tries before it gives up: each refusal means another guest took that one. */
const ROOM_TRIES = 12;

/**
 * A guest's booking from the page: a Reserved stay in a free room of the type, source Online, priced as the
 * desk prices it, its guest found by email (the oldest) or created with the name, email and phone typed, the
 * demo's transaction counted as the desk's is; with its manage link (the token's hash stored, the token only in
 * the answer's manageUrl) and its reference. Everything in one transaction; the database's overlap rule decides
 * who gets a room: a refused stay tries another free room of the type, and when none is left the guest is told
 * ROOM_JUST_TAKEN (409). Limited to 10 bookings an hour from one address and 5 a day for one email (429). A
 * filled hidden field (`website`: a bot) writes nothing and is answered as if booked.
 */
export async function createOnlineBooking(
  ctx: RequestContext,
  page: PublicPage,
  input: PublicBookingInput,
): Promise<CreatedOnlineBooking> {
  const { pricing, today } = await pagePricing(page);
  const stay: AskedStay = { checkIn: input.checkIn, nights: input.nights, checkOut: input.checkOut };
  refuseStayOutsideRules(page, stay, today);
  const [quote] = await quoteStay(page.em, page.page, stay, pricing, input.roomTypeId);
  if (!quote) throw new DomainError('NOT_FOUND', 'Room type could not be found');
  if (!quote.price) throw conflict(ROOM_JUST_TAKEN);
  // Counted before anything is written: a bot filling the hidden field is limited like anyone.
  const claimed = await claimAttempt(ctx.em, THROTTLES.onlineBooking, { email: input.email, address: ctx.clientAddress });
  const token = newManageToken();
  const answer = (reference: string, bookingId: number | null): CreatedOnlineBooking => ({
    reference,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    roomType: quote.name,
    total: quote.price!.total,
    manageUrl: manageUrlOf(ctx.config.appUrl, token),
    bookingId,
  });
  if (input.website) return answer(newReference(), null);
  let booked: { bookingId: number; reference: string };
  try {
    booked = await bookFreeRoom(page, input, stay, quote.price, pricing, hashManageToken(token));
  } catch (error) {
    // Nothing was booked: the attempt does not count against the guest.
    await releaseAttempts(ctx.em, claimed);
    throw error;
  }
  const created = answer(booked.reference, booked.bookingId);
  const booking = { em: page.em, ...booked, cancellationDays: page.page.cancellationDays };
  await mailOnlineConfirmation(ctx.mailer, booking, input.email, created.manageUrl);
  return created;
}

/** Tries the type's free rooms in turn until one is booked; none left is ROOM_JUST_TAKEN. */
async function bookFreeRoom(
  page: PublicPage,
  input: PublicBookingInput,
  stay: AskedStay,
  price: StayPrice,
  pricing: PricingContext,
  tokenHash: string,
): Promise<{ bookingId: number; reference: string }> {
  const tried: number[] = [];
  for (let run = 0; run < ROOM_TRIES; run++) {
    const roomId = await freeRoomOf(page.em, input.roomTypeId, stay, tried);
    if (roomId === null) break;
    try {
      return await page.em.transactional(async (tx) => {
        const em = tx as Em;
        const guestId = await guestByEmail(em, page.hotelId, input);
        const booking = await insertBookingFrom(
          em,
          page.hotelId,
          bookingInputFor(
            roomId,
            formatGuestName(input.lastName, input.firstName),
            guestId,
            stay,
            { rateType: price.rateType, amount: price.amount },
            price.monthlyAmount,
          ),
          pricing,
          'Online',
        );
        const link = em.create(BookingManageLink, {
          hotel: page.hotelId,
          bookingId: booking.id,
          reference: newReference(),
          tokenHash,
          cancellationDays: page.page.cancellationDays,
        });
        await em.flush();
        return { bookingId: booking.id, reference: link.reference };
      });
    } catch (error) {
      page.em.clear();
      // Another guest (or the desk) took this room meanwhile, or blocked it: the next free one, if any.
      if (isOverlapViolation(error) || blockRefusingStay(error) !== null) {
        tried.push(roomId);
        continue;
      }
      // Two racers that deadlocked: run again, the loser after a short random pause.
      if (isSerializationFailure(error)) {
        await new Promise((resolve) => setTimeout(resolve, 1 + Math.random() * 5 * (run + 1)));
        continue;
      }
      throw error;
    }
  }
  throw conflict(ROOM_JUST_TAKEN);
}

/**
 * The hotel's guest of this email (the oldest), else a new one with the typed name, email and phone. Whether
 * one was found changes nothing in the answer: nobody learns from the page whether an email has stayed before,
 * and a found guest's record is left as the desk keeps it. Bookings of one email queue on a lock for the
 * transaction, so that two at once create one guest.
 */
async function guestByEmail(em: Em, hotelId: number, input: PublicBookingInput): Promise<number> {
  await hotelSql(em, sql`select pg_advisory_xact_lock(hashtext('online-guest:' || :hotel::int || ':' || ${input.email}::text))`);
  const [found] = await hotelSql<{ id: number }>(
    em,
    sql`select id from guest where hotel_id = :hotel and email = ${input.email} order by id limit 1`,
  );
  if (found) return found.id;
  const guest = em.create(Guest, {
    hotel: hotelId,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone,
    vip: false,
    nameHolder: null,
  });
  await em.flush();
  return guest.id;
}
