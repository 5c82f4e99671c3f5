import type { Role } from '@core/roles';
import { createAccountOwner, isEmailTaken } from '../accounts/account-owner';
import { HotelUser } from '../accounts/hotel-user.entity';
import { conflict } from '@core/errors';
import type { Cents } from '@core/money';
import { formatRate, parseRate } from '@core/rate';
import { todayInZone } from '@core/stay-dates';
import { chooseHotelTaxes } from '@core/tax-choice';
import { DEFAULT_TIMEZONE } from '@core/timezones';
import type { AppConfig } from '../../config';
import type { Em, Orm } from '../../db/orm';
import { HotelAccount } from '../accounts/hotel-account.entity';
import { hashPassword } from '../accounts/password';
import { Amenity } from '../amenities/amenity.entity';
import { Booking } from '../bookings/booking.entity';
import { Employee } from '../employees/employee.entity';
import { Guest } from '../guests/guest.entity';
import { RatePeriod } from '../rate-periods/rate-period.entity';
import { RoomType } from '../room-types/room-type.entity';
import { RoomBlock } from '../housekeeping/room-block.entity';
import { Room } from '../rooms/room.entity';
import { createDefaultSettings } from '../settings/settings.service';
import { TaxRate } from '../tax-rates/tax-rate.entity';
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
  const now = options.now ?? new Date();
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
    createAccountOwner(db, account, passwordHash);
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
      })),
      { taxRate: '0', resortFeeRate: '0', taxName: '', resortFeeName: '' },
    );
    // The Out of Order room's block comes first, so that no stay is drawn over it.
    const outOfOrder = demoOutOfOrderBlock(
      rooms[roomRows.findIndex((row) => row.roomNumber === DEMO_OUT_OF_ORDER_ROOM)]!.id,
      today,
    );
    const bookings = demoBookings({
      blocks: [outOfOrder],
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
      guests: guests.map((guest) => ({ id: guest.id, firstName: guest.firstName, lastName: guest.lastName })),
    });
    const bookingRows = bookings.map(({ figures, ...booking }) => ({
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
      status: figures.paymentStatus,
      stayStatus: booking.stayStatus,
      cancelReason: booking.cancelReason,
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
      bookingRows.map((row) => ({ roomId: row.room, checkInDate: row.checkInDate, checkOutDate: row.checkOutDate })),
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
    };
  });
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
  await db.execute(
    `update booking b set extras_cents = c.total,
            status = case when b.paid_amount_cents >= b.grand_total_cents + c.total then 'Fully Paid'
                          when b.paid_amount_cents > 0 then 'Partially Paid' else 'Unpaid' end
       from (select booking_id, sum(amount_cents)::int as total from folio_charge where hotel_id = ? group by booking_id) as c
      where b.id = c.booking_id and b.hotel_id = ?`,
    [hotel, hotel],
  );
}
