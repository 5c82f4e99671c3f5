import type { Role } from '@core/roles';
import { createAccountOwner, isEmailTaken, HotelUser, HotelAccount, hashPassword } from '../accounts';
import { setAuditActor } from '../audit';
import { closeDay, closeThrough } from '../night-audit';
import { conflict } from '@core/errors';
import type { Cents } from '@core/money';
import type { BookingFigures } from '@core/booking-engine';
import { paymentStatusExpression } from '@core/payment-status';
import { formatRate, parseRate } from '@core/rate';
import { addDays, addMonthsClamped, todayInZone, type CalendarDate } from '@core/stay-dates';
import { chooseHotelTaxes } from '@core/tax-choice';
import { DEFAULT_TIMEZONE } from '@core/timezones';
import type { AppConfig } from '../../config';
import { now as clockNow } from '../../clock';
import { scopeToHotel, type RequestContext, type SessionCookieJar } from '../../context';
import type { Em, Orm } from '../../db/orm';
import { Amenity } from '../amenities';
import { Booking } from '../bookings';
import { Employee } from '../employees';
import { Guest } from '../guests';
import { RatePeriod } from '../rate-periods';
import { RoomType } from '../room-types';
import { RoomBlock } from '../housekeeping';
import { CalendarFeed } from '../calendar-sync';
import { Room } from '../rooms';
import { createDefaultSettings } from '../settings';
import { TaxRate } from '../tax-rates';
import {
  DEMO_HOTEL,
  DEMO_PEOPLE,
  demoPersonEmail,
  DEMO_OUT_OF_ORDER_ROOM,
  demoAmenities,
  demoBookings,
  demoEmployees,
  demoGuests,
  demoRatePeriods,
  demoRoomTypes,
  demoRooms,
  demoTaxRates,
  seededRandom,
} from './demo-hotel-data';
import { demoHousekeeping, demoOutOfOrderBlock } from './demo-housekeeping';
import {
  DEMO_CALENDAR_NAME,
  DEMO_CALENDAR_NEXT_SYNC,
  DEMO_CALENDAR_ROOM,
  DEMO_CALENDAR_URL,
  demoCalendarEvents,
  type DemoCalendarEvent,
} from './demo-calendar';
import { postDemoAdjustments } from './demo-adjustments';
import { demoSources, openDemoPage } from './demo-online';
import { DEMO_RESIDENT_GUESTS, demoResidents, meetsResidents } from './demo-residents';

export interface DemoSeedOptions {
  email?: string;
  password?: string;
  /** Defaults to now; the stays are placed around this instant's date in the hotel's timezone. */
  now?: Date;
  seed?: number;
}

export interface DemoSeedSummary {
  hotelId: number;
  name: string;
  email: string;
  password: string;
  roomTypes: number;
  rooms: number;
  guests: number;
  taxRates: number;
  ratePeriods: number;
  amenities: number;
  employees: number;
  /** The sign-ins besides the Owner's, all with the demo password. */
  people: { name: string; email: string; role: Role }[];
  bookings: number;
  roomBlocks: number;
  /** The days the demo's night audit closed: from the first of last month through the day before its today. */
  closedDays: { from: CalendarDate; through: CalendarDate; count: number };
  /** The adjustments the desk posted on the business date after the audit (demo-adjustments.ts). */
  adjustments: number;
  /** Of the bookings, those that came in through the booking page. */
  onlineBookings: number;
  /** The booking page's address name: /book/{bookingPage}. */
  bookingPage: string;
}

/** PostgreSQL's wire protocol carries at most 65,535 parameters per statement. */
const MAX_PARAMETERS = 65_535;

/**
 * Writes the demo hotel in one transaction with bulk inserts (one statement per table; the bookings in as
 * few statements as the parameter limit allows, one for the demo's five years): a verified account that can sign in at once, its default settings (demo mode), and everything a
 * front desk shows. An account that already has the email is a conflict and nothing is written.
 */
export async function seedDemoHotel(em: Em, options: DemoSeedOptions = {}): Promise<DemoSeedSummary> {
  const email = (options.email ?? DEMO_HOTEL.email).trim().toLowerCase();
  const password = options.password ?? DEMO_HOTEL.password;
  const now = options.now ?? clockNow();
  const today = todayInZone(DEFAULT_TIMEZONE, now);
  const random = seededRandom(options.seed ?? 20_260_101);
  if (await isEmailTaken(em, email)) throw conflict(`An account with the email ${email} already exists`);
  const passwordHash = await hashPassword(password);

  return em.transactional(async (tx) => {
    const db = tx as Em;
    const { email: _demoEmail, password: _demoPassword, ...details } = DEMO_HOTEL;
    const account = db.create(HotelAccount, {
      ...details,
      email,
      isEmailVerified: true,
      isAdmin: false,
      createdAt: now,
    });
    const owner = createAccountOwner(db, account, passwordHash);
    await db.flush();
    // The demo hotel comes with rooms and rates set up: the set-up wizard is not for it.
    await createDefaultSettings(db, account, { setup_completed: '1' });
    const hotel = account.id;

    // Rows whose ids the bookings need are created through the unit of work: one flush writes each table
    // with one multi-row insert and hands back every id. The bookings, the bulk, go through insertMany.
    const taxRateRows = demoTaxRates();
    const taxRates = taxRateRows.map((row) => db.create(TaxRate, { ...row, hotel, createdAt: now }));
    const roomTypeRows = demoRoomTypes();
    const roomTypeOf = new Map(
      roomTypeRows.map(({ key, ...row }) => [key, db.create(RoomType, { ...row, hotel, createdAt: now })]),
    );
    const roomRows = demoRooms();
    const rooms = roomRows.map((row) =>
      db.create(Room, { hotel, roomNumber: row.roomNumber, roomType: roomTypeOf.get(row.roomTypeKey)!, createdAt: now }),
    );
    const periodRows = demoRatePeriods(today);
    const periods = periodRows.map(({ roomTypeKey, ...row }) =>
      db.create(RatePeriod, { ...row, hotel, roomType: roomTypeOf.get(roomTypeKey)!, createdAt: now }),
    );
    const guestRows = demoGuests(random);
    const guests = guestRows.map((row) => db.create(Guest, { ...row, hotel, createdAt: now }));
    await db.flush();

    const amenityRows = demoAmenities();
    await db.insertMany(
      Amenity,
      amenityRows.map((row) => ({ ...row, hotel })),
    );
    const employeeRows = demoEmployees(today);
    // Through the unit of work: the people name their employees' ids (insertMany hands back one id on PGlite).
    const employees = employeeRows.map((row) => db.create(Employee, { ...row, hotel, notes: null, createdAt: now }));
    const people = DEMO_PEOPLE.map(({ employee, role }) => {
      const { firstName, lastName } = employeeRows[employee]!;
      return { name: `${firstName} ${lastName}`, email: demoPersonEmail(firstName, email), role, employee: employees[employee]! };
    });
    for (const person of people) {
      db.create(HotelUser, {
        ...person,
        hotel,
        passwordHash,
        isActive: true,
        isEmailVerified: true,
        createdAt: now,
        updatedAt: now,
      });
    }
    await db.flush();

    // The same choice of Tax 1 and Tax 2 the booking screen makes, from the rows just written.
    const taxes = chooseHotelTaxes(
      taxRateRows.map((row, index) => ({
        id: taxRates[index]!.id,
        name: row.name,
        rate: formatRate(parseRate(row.rate)),
        isPercentage: row.isPercentage,
        flatAmount: '0.00',
        applyTo: row.applyTo,
        isActive: row.isActive,
        sortOrder: row.sortOrder,
        longStay: row.longStay,
      })),
      { taxRate: '0', resortFeeRate: '0', taxName: '', resortFeeName: '' },
    );
    // The Out of Order room's block and room 104's Airbnb stays come first, so that no stay is drawn over them.
    const outOfOrder = demoOutOfOrderBlock(
      rooms[roomRows.findIndex((row) => row.roomNumber === DEMO_OUT_OF_ORDER_ROOM)]!.id,
      today,
    );
    const airbnb = demoCalendarEvents(rooms[roomRows.findIndex((row) => row.roomNumber === DEMO_CALENDAR_ROOM)]!.id, today);
    const drawn = demoBookings({
      blocks: [outOfOrder, ...airbnb],
      today,
      now,
      random,
      taxes,
      rooms: roomRows.map((row, index) => ({
        id: rooms[index]!.id,
        roomTypeId: roomTypeOf.get(row.roomTypeKey)!.id,
        roomTypeKey: row.roomTypeKey,
      })),
      roomTypes: roomTypeRows.map((row) => ({ ...row, id: roomTypeOf.get(row.key)!.id })),
      ratePeriods: periodRows.map((row, index) => ({
        ...row,
        id: periods[index]!.id,
        roomTypeId: roomTypeOf.get(row.roomTypeKey)!.id,
        dailyRate: row.dailyRateCents,
        weeklyRate: row.weeklyRateCents,
        monthlyRate: row.monthlyRateCents,
        createdAt: now,
      })),
      // The residents' guests stay only with their chains (a stay of theirs elsewhere would join it).
      guests: guests
        .slice(DEMO_RESIDENT_GUESTS)
        .map((guest) => ({ id: guest.id, firstName: guest.firstName, lastName: guest.lastName })),
    });
    // The residents hold their studios: the stays drawn over their nights there give way.
    const roomNumberOf = new Map(rooms.map((room) => [room.id, room.roomNumber]));
    const residents = demoResidents({
      today,
      now,
      taxes,
      guests,
      rooms: roomRows.map((row, index) => {
        const type = roomTypeRows.find((each) => each.key === row.roomTypeKey)!;
        return {
          id: rooms[index]!.id,
          roomNumber: row.roomNumber,
          dailyRate: type.dailyRateCents,
          weeklyRate: type.weeklyRateCents,
          monthlyRate: type.monthlyRateCents,
        };
      }),
    });
    const everyNight = (figures: BookingFigures) => ({ tax1: figures.nights, tax2: figures.nights });
    const bookings = [
      ...drawn
        .filter((booking) => !meetsResidents(today, roomNumberOf.get(booking.roomId)!, booking.figures))
        .map((booking) => ({ ...booking, taxedNights: everyNight(booking.figures), longStayAgreement: false })),
      ...residents,
    ];
    const sources = demoSources(bookings, new Set(guests.filter((guest) => guest.email).map((guest) => guest.id)));
    const bookingRows = bookings.map(({ figures, ...booking }, index) => ({
      hotel,
      room: booking.roomId,
      guest: booking.guestId,
      guestName: booking.guestName,
      checkInDate: figures.checkInDate,
      checkOutDate: figures.checkOutDate,
      rateType: figures.rateType,
      nights: figures.nights,
      dailyWeeklyAmountCents: figures.dailyWeeklyAmount,
      monthlyAmountCents: figures.monthlyAmount,
      subtotalCents: figures.subtotal,
      taxAmountCents: figures.taxAmount,
      resortFeeCents: figures.resortFee,
      grandTotalCents: figures.grandTotal,
      paidAmountCents: figures.paidAmount as Cents,
      paymentMethod: booking.paymentMethod,
      longStayAgreement: booking.longStayAgreement,
      tax1RateId: taxes.tax1?.taxRateId ?? null,
      tax2RateId: taxes.tax2?.taxRateId ?? null,
      tax1TaxedNights: booking.taxedNights.tax1,
      tax2TaxedNights: booking.taxedNights.tax2,
      status: figures.paymentStatus,
      stayStatus: booking.stayStatus,
      cancelReason: booking.cancelReason,
      source: sources[index]!,
      createdAt: booking.createdAt,
      updatedAt: booking.createdAt,
    }));
    const chunk = Math.floor(MAX_PARAMETERS / Object.keys(bookingRows[0] ?? { one: 1 }).length);
    for (let start = 0; start < bookingRows.length; start += chunk) {
      await db.insertMany(Booking, bookingRows.slice(start, start + chunk));
    }
    await seedDemoFolios(db, hotel, today);

    // This morning's housekeeping, the Out of Order room's block, and a room blocked for a few nights soon
    // (between the stays it must miss).
    const housekeeping = demoHousekeeping(
      rooms.map((room) => room.id),
      [
        ...bookingRows.map((row) => ({ roomId: row.room, checkInDate: row.checkInDate, checkOutDate: row.checkOutDate })),
        // The carpet is laid where no guest is, Airbnb's included.
        ...airbnb.map((event) => ({ roomId: event.roomId, checkInDate: event.startDate, checkOutDate: event.endDate })),
      ],
      today,
      outOfOrder,
    );
    const roomById = new Map(rooms.map((room) => [room.id, room]));
    for (const { roomId, status, note } of housekeeping.statuses) {
      db.assign(roomById.get(roomId)!, { housekeepingStatus: status, housekeepingNote: note });
    }
    for (const { roomId, ...block } of housekeeping.blocks) {
      db.create(RoomBlock, { ...block, hotel, room: roomById.get(roomId)!, createdAt: now });
    }
    await db.flush();
    await seedDemoCalendar(db, hotel, airbnb, now);
    const bookingPage = await openDemoPage(db, hotel);
    const { closedDays, adjustments } = await auditDemoBooks(db, account, owner, today);

    return {
      hotelId: hotel,
      name: account.name,
      email,
      password,
      roomTypes: roomTypeRows.length,
      rooms: roomRows.length,
      guests: guestRows.length,
      taxRates: taxRateRows.length,
      ratePeriods: periodRows.length,
      amenities: amenityRows.length,
      employees: employeeRows.length,
      people: people.map(({ name, email: personEmail, role }) => ({ name, email: personEmail, role })),
      bookings: bookingRows.length,
      roomBlocks: housekeeping.blocks.length,
      closedDays,
      adjustments,
      onlineBookings: sources.filter((source) => source === 'Online').length,
      bookingPage,
    };
  });
}

/** Room 104's Airbnb calendar, as if synced just now: the feed, and its events as External blocks. */
async function seedDemoCalendar(db: Em, hotel: number, events: readonly DemoCalendarEvent[], now: Date): Promise<void> {
  const room = events[0]!.roomId;
  const feed = db.create(CalendarFeed, {
    hotel,
    room,
    name: DEMO_CALENDAR_NAME,
    url: DEMO_CALENDAR_URL,
    eventCount: events.length,
    lastSyncedAt: now,
    nextSyncAt: DEMO_CALENDAR_NEXT_SYNC,
    createdAt: now,
  });
  await db.flush();
  for (const { roomId, uid, ...block } of events) {
    db.create(RoomBlock, {
      ...block,
      hotel,
      room: db.getReference(Room, roomId),
      kind: 'External',
      feedId: feed.id,
      externalUid: uid,
      createdAt: now,
    });
  }
  await db.flush();
}

/** Who the demo's closed days say closed them (the daily report's "Closed MM/DD/YY by …"). */
export const DEMO_AUDITOR = 'Night audit (demo)';

/**
 * Where the demo's books start: the first day of the month before `today`'s, so that last month reads closed
 * in the statistics and the ledger. That is 28 to 61 days to close on first start, each 60 to 90 ms on
 * PGlite measured on a busy 2-core machine (2.5 s for 28 days, 3.7 to 5.4 s for 57 or 58): a first start
 * that stays quick, where a year of closed days would add half a minute.
 */
function demoBooksStart(today: CalendarDate): CalendarDate {
  return addMonthsClamped(`${today.slice(0, 8)}01`, -1);
}

const NO_COOKIE = { read: () => null, set: () => {}, clear: () => {} };
const NO_COOKIES: SessionCookieJar = { ...NO_COOKIE, pendingSignIn: NO_COOKIE };

/**
 * The demo's night audit: every day from demoBooksStart through the day before `today` closed as the desk
 * would close it (closeDay then closeThrough, the same rules, postings and kept reports), in the seed's own
 * transaction, by DEMO_AUDITOR. The demo's past stays were checked in and out as they happened, so no day
 * has a problem. Days after `today` (a demo seeded some days ago) stay open for the desk to close. Then the
 * desk's corrections of a few closed nights: adjustments on the business date (demo-adjustments.ts).
 */
async function auditDemoBooks(
  db: Em,
  account: HotelAccount,
  owner: HotelUser,
  today: CalendarDate,
): Promise<Pick<DemoSeedSummary, 'closedDays' | 'adjustments'>> {
  scopeToHotel(db, account.id);
  setAuditActor(db, { accountId: account.id, userId: owner.id, impersonatedBy: null });
  // Never persisted nor managed: the audit reads only the name its closed days are signed with.
  const auditor = Object.assign(new HotelUser(), {
    id: owner.id,
    hotel: account,
    name: DEMO_AUDITOR,
    email: owner.email,
    role: 'Owner',
  });
  // The audit reads the EntityManager and the session only; the seed runs without the app's services.
  const ctx = {
    em: db,
    session: {
      id: 0,
      account,
      user: auditor,
      actingHotel: account,
      isImpersonating: false,
      role: 'Owner',
      twoFactorRequired: false,
      mustSetUpTwoFactor: false,
    },
    clientAddress: 'demo',
    cookies: NO_COOKIES,
  } as Omit<RequestContext, 'orm' | 'config' | 'mailer'> as RequestContext;
  const from = demoBooksStart(today);
  const through = addDays(today, -1);
  await closeDay(ctx, from);
  const rest = await closeThrough(ctx, through);
  if (rest.stoppedAt !== null) throw new Error(`The demo's audit stopped at ${rest.stoppedAt}: ${rest.problems[0]?.message}`);
  const adjustments = await postDemoAdjustments(ctx, from, today);
  return { closedDays: { from, through, count: 1 + rest.closed.length }, adjustments };
}

/** The line `npm start` prints after seeding, so a newcomer can sign in at once. */
export function demoReadyMessage(appUrl: string, summary: Pick<DemoSeedSummary, 'email' | 'password' | 'people'>): string {
  const others = summary.people.map((person) => `${person.role} ${person.email}`).join(', ');
  return `Demo hotel ready: sign in at ${appUrl}/login as ${summary.email} / ${summary.password} (the Owner), or as ${others} with the same password`;
}

/** Whether `npm start` seeds the demo hotel: only on the embedded database, only when empty, unless DEMO_SEED=0. */
export function shouldSeedDemoOnFirstRun(input: {
  databaseUrl: string | null;
  demoSeed: string | undefined;
  accounts: number;
}): boolean {
  return !input.databaseUrl && input.demoSeed !== '0' && input.accounts === 0;
}

export const DEMO_SEEDING_MESSAGE = 'First start: seeding the demo hotel…';

/**
 * First run: when `npm start` finds an empty embedded database, the demo hotel is seeded so a newcomer sees
 * a working front desk at once. Never with DATABASE_URL (a real deployment), never when DEMO_SEED=0.
 */
export async function seedDemoHotelOnFirstRun(
  orm: Orm,
  config: Pick<AppConfig, 'databaseUrl'>,
  env: NodeJS.ProcessEnv = process.env,
  log: (line: string) => void = (line) => console.log(line),
): Promise<DemoSeedSummary | null> {
  if (config.databaseUrl || env.DEMO_SEED === '0') return null;
  const em = orm.em.fork() as Em;
  const accounts = await em.count(HotelAccount, {});
  if (!shouldSeedDemoOnFirstRun({ databaseUrl: config.databaseUrl, demoSeed: env.DEMO_SEED, accounts })) return null;
  // The first start takes a few seconds longer; say why. (One transaction: a start killed meanwhile seeds again.)
  log(DEMO_SEEDING_MESSAGE);
  return seedDemoHotel(em);
}

/**
 * The demo's folios, from the bookings just written: what each guest paid becomes its payments (a deposit
 * when booked and the rest by card at check-in for most stays of $20.00 or more), and some stays that have
 * begun carry extras (parking, a pet fee) that the paid amount did not cover. Three statements, whatever
 * the number of bookings; the bookings' extras and statuses follow as the folio service keeps them.
 */
async function seedDemoFolios(db: Em, hotel: number, today: string): Promise<void> {
  await db.execute(
    `insert into folio_payment (hotel_id, booking_id, date, method, amount_cents, reference, created_at)
     select b.hotel_id, b.id, p.date, p.method, p.amount, p.reference, b.created_at
       from booking b,
            lateral (select b.id % 3 <> 0 and b.paid_amount_cents >= 2000 as split,
                            (b.paid_amount_cents / 200) * 100 as deposit) as s,
            lateral (select least(b.created_at::date, b.check_in_date) as date, b.payment_method as method,
                            case when s.split then s.deposit else b.paid_amount_cents end as amount, null as reference
                     union all
                     select least(b.check_in_date, ?::date), 'Credit Card', b.paid_amount_cents - s.deposit,
                            'Card ending ' || lpad((b.id * 37 % 10000)::text, 4, '0')
                      where s.split) as p
      where b.hotel_id = ? and b.paid_amount_cents > 0 and p.amount <> 0
      order by b.id`,
    [today, hotel],
  );
  await db.execute(
    `insert into folio_charge (hotel_id, booking_id, date, description, amount_cents, created_at)
     select b.hotel_id, b.id, b.check_in_date, e.description, e.amount, b.created_at
       from booking b,
            lateral (select 'Parking' as description, 1500 * least(b.nights, 7) as amount where b.id % 5 = 0
                     union all select 'Pet fee', 3500 where b.id % 11 = 0) as e
      where b.hotel_id = ? and b.check_in_date <= ?::date
      order by b.id`,
    [hotel, today],
  );
  // The status as the folio keeps it (core's rule), over the grand total and the extras just charged.
  const status = paymentStatusExpression({
    balance: 'b.grand_total_cents + c.total - b.paid_amount_cents',
    paid: 'b.paid_amount_cents',
  });
  await db.execute(
    `update booking b set extras_cents = c.total, status = ${status}
       from (select booking_id, sum(amount_cents)::int as total from folio_charge where hotel_id = ? group by booking_id) as c
      where b.id = c.booking_id and b.hotel_id = ?`,
    [hotel, hotel],
  );
}
