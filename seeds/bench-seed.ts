/**
 * Writes the benchmark's hotels (seeds/bench-data.ts) fast: one transaction, ids taken from the sequences up
 * front, and each table written with a few multi-row INSERT … SELECT FROM unnest(…) statements of thousands
 * of rows (one array per column), the nearest thing to COPY that PGlite and PostgreSQL share. Every
 * constraint and index stays on: the exclusion constraint still checks every stay.
 */
import { formatRate, parseRate } from '@core/rate';
import { initialSettingsFor } from '../server/src/modules/settings/settings.service';
import { addBookingsToMonthTotals, addNameWordsOf, monthTotalsTrigger, nameWordsTrigger } from '../server/src/db/kept-totals';
import type { Em } from '../server/src/db/orm';
import { hashPassword } from '../server/src/modules/accounts/password';
import type { HotelAccount } from '../server/src/modules/accounts/hotel-account.entity';
import { BENCH_PASSWORD, type BenchHotelData } from './bench-data';

/** The trigger that adds each insert statement's bookings to booking_month_totals (kept-totals.ts). */
const MONTH_TOTALS_TRIGGER = monthTotalsTrigger('insert');
/** The trigger that adds each insert statement's guest-name words to booking_name_word (kept-totals.ts). */
const NAME_WORDS_TRIGGER = nameWordsTrigger('insert');
/** Rows per statement: large enough that statement overhead vanishes, small enough to keep memory flat. */
const BATCH_ROWS = 5000;
export const BENCH_LICENCE_KEY = 'MANUAL-ACTIVATION';

export interface WrittenHotel {
  hotelId: number;
  email: string;
  password: string;
  roomIds: number[];
  roomTypeIds: number[];
  guestIds: number[];
  bookings: number;
}

type Scalar = string | number | boolean | null;

/** A PostgreSQL array literal ('{"a","b",NULL}') of one column's values. */
export function arrayLiteral(values: readonly Scalar[]): string {
  const items = values.map((value) => {
    if (value === null) return 'NULL';
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `{${items.join(',')}}`;
}

interface Column {
  name: string;
  /** The SQL type of the column: int, text, date, timestamptz, boolean, numeric, or text[]. */
  type: string;
}

/**
 * Inserts rows with unnest, one array per column, a batch at a time. An array column (text[]) travels as
 * text, one array literal per row, and is cast back in the select (unnest cannot carry an array per row).
 */
async function insertColumns(em: Em, table: string, columns: readonly Column[], rows: readonly Scalar[][]): Promise<void> {
  const names = columns.map((column) => `"${column.name}"`).join(', ');
  const aliases = columns.map((_, index) => `c${index}`);
  const arrays = columns.map((column) => `?::${column.type.endsWith('[]') ? 'text' : column.type}[]`).join(', ');
  const select = columns
    .map((column, index) => (column.type.endsWith('[]') ? `${aliases[index]}::${column.type}` : aliases[index]))
    .join(', ');
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = rows.slice(start, start + BATCH_ROWS);
    const params = columns.map((_, index) => arrayLiteral(batch.map((row) => row[index]!)));
    await em.execute(
      `insert into "${table}" (${names}) select ${select} from unnest(${arrays}) as u(${aliases.join(', ')})`,
      params,
      'run',
    );
  }
}

/** `count` fresh ids of a serial column, in order. */
async function takeIds(em: Em, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await em.execute<{ id: number }[]>(
    `select nextval(pg_get_serial_sequence(?, 'id'))::int as id from generate_series(1, ?)`,
    [table, count],
    'all',
  );
  return rows.map((row) => Number(row.id));
}

const at = (date: Date) => date.toISOString();

/**
 * Runs a bulk load the way pg_restore does: the tables' foreign keys and B-tree/GIN secondary indexes (each
 * read back with pg_get_constraintdef / pg_get_indexdef) are dropped, the rows written, then every one of
 * them re-created, all in the caller's transaction. Re-adding a foreign key checks every row, so the end
 * state is exactly as checked as row-by-row inserts (a dangling id fails the whole load). The exclusion
 * constraint (no overlapping stays) and the other GiST index stay and check each row as it arrives: a
 * GiST index over ranges builds no faster in one go than row by row.
 */
async function withConstraintsAfter<T>(em: Em, tables: readonly string[], load: () => Promise<T>): Promise<T> {
  const constraints = await em.execute<{ table: string; name: string; definition: string }[]>(
    `select quote_ident(t.relname) as "table", quote_ident(k.conname) as name, pg_get_constraintdef(k.oid) as definition
       from pg_constraint k join pg_class t on t.oid = k.conrelid join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = current_schema() and t.relname = any(?::text[]) and k.contype = 'f'
      order by k.contype, k.conname`,
    [arrayLiteral(tables)],
    'all',
  );
  const indexes = await em.execute<{ name: string; definition: string }[]>(
    `select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i
       join pg_class c on c.oid = i.indexrelid
       join pg_class t on t.oid = i.indrelid
       join pg_namespace n on n.oid = t.relnamespace
       join pg_am a on a.oid = c.relam
      where n.nspname = current_schema() and t.relname = any(?::text[]) and a.amname <> 'gist'
        and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
    [arrayLiteral(tables)],
    'all',
  );
  for (const constraint of constraints)
    await em.execute(`alter table ${constraint.table} drop constraint ${constraint.name}`, [], 'run');
  for (const index of indexes) await em.execute(`drop index ${index.name}`, [], 'run');
  const result = await load();
  for (const index of indexes) await em.execute(index.definition, [], 'run');
  for (const constraint of constraints) {
    await em.execute(`alter table ${constraint.table} add constraint ${constraint.name} ${constraint.definition}`, [], 'run');
  }
  return result;
}

/**
 * Writes the hotels in one transaction and returns their ids. Every hotel is verified, licensed (so that the
 * booking benchmark is not stopped by the demo's 100 transactions) and signs in with BENCH_PASSWORD.
 */
export async function writeBenchHotels(
  em: Em,
  hotels: readonly BenchHotelData[],
  options: { now?: Date; password?: string; onProgress?: (message: string) => void } = {},
): Promise<WrittenHotel[]> {
  const now = options.now ?? new Date();
  const password = options.password ?? BENCH_PASSWORD;
  const passwordHash = await hashPassword(password);
  return em.transactional(async (tx) => {
    const db = tx as Em;
    const hotelIds = await takeIds(db, 'hotel_account', hotels.length);
    await insertColumns(
      db,
      'hotel_account',
      [
        { name: 'id', type: 'int' },
        { name: 'name', type: 'text' },
        { name: 'email', type: 'text' },
        { name: 'city', type: 'text' },
        { name: 'state', type: 'text' },
        { name: 'number_of_rooms', type: 'int' },
        { name: 'is_email_verified', type: 'boolean' },
        { name: 'is_admin', type: 'boolean' },
        { name: 'created_at', type: 'timestamptz' },
      ],
      hotels.map((hotel, index) => [
        hotelIds[index]!,
        hotel.plan.name,
        hotel.plan.email,
        'Portland',
        'ME',
        hotel.rooms.length,
        true,
        false,
        at(now),
      ]),
    );

    // Each hotel's Owner, who signs in with the hotel's email (migration 0020).
    await insertColumns(
      db,
      'hotel_user',
      [
        { name: 'hotel_id', type: 'int' },
        { name: 'name', type: 'text' },
        { name: 'email', type: 'text' },
        { name: 'password_hash', type: 'text' },
        { name: 'role', type: 'text' },
        { name: 'is_email_verified', type: 'boolean' },
      ],
      hotels.map((hotel, index) => [hotelIds[index]!, hotel.plan.name, hotel.plan.email, passwordHash, 'Owner', true]),
    );

    const settingRows = hotels.flatMap((hotel, index) => {
      const account = { name: hotel.plan.name, city: 'Portland', state: 'ME', numberOfRooms: hotel.rooms.length } as HotelAccount;
      const settings = {
        ...initialSettingsFor(account, now),
        is_demo: '0',
        license_key: BENCH_LICENCE_KEY,
        transaction_limit: '999999',
      };
      return Object.entries(settings).map(([key, value]): Scalar[] => [hotelIds[index]!, key, value]);
    });
    await insertColumns(
      db,
      'hotel_setting',
      [
        { name: 'hotel_id', type: 'int' },
        { name: 'key', type: 'text' },
        { name: 'value', type: 'text' },
      ],
      settingRows,
    );
    options.onProgress?.(`${hotels.length} accounts and their settings`);

    const roomTypeIds = await takeIds(
      db,
      'room_type',
      hotels.reduce((sum, hotel) => sum + hotel.roomTypes.length, 0),
    );
    const roomIds = await takeIds(
      db,
      'room',
      hotels.reduce((sum, hotel) => sum + hotel.rooms.length, 0),
    );
    const guestIds = await takeIds(
      db,
      'guest',
      hotels.reduce((sum, hotel) => sum + hotel.guests.length, 0),
    );
    let typeCursor = 0;
    let roomCursor = 0;
    let guestCursor = 0;
    const written = hotels.map((hotel, index): WrittenHotel => {
      const ids = {
        hotelId: hotelIds[index]!,
        email: hotel.plan.email,
        password,
        roomTypeIds: roomTypeIds.slice(typeCursor, typeCursor + hotel.roomTypes.length),
        roomIds: roomIds.slice(roomCursor, roomCursor + hotel.rooms.length),
        guestIds: guestIds.slice(guestCursor, guestCursor + hotel.guests.length),
        bookings: hotel.bookings.length,
      };
      typeCursor += hotel.roomTypes.length;
      roomCursor += hotel.rooms.length;
      guestCursor += hotel.guests.length;
      return ids;
    });

    await insertColumns(
      db,
      'room_type',
      [
        { name: 'id', type: 'int' },
        { name: 'hotel_id', type: 'int' },
        { name: 'name', type: 'text' },
        { name: 'daily_rate_cents', type: 'int' },
        { name: 'weekly_rate_cents', type: 'int' },
        { name: 'monthly_rate_cents', type: 'int' },
        { name: 'created_at', type: 'timestamptz' },
      ],
      hotels.flatMap((hotel, h) =>
        hotel.roomTypes.map((type, t) => [
          written[h]!.roomTypeIds[t]!,
          written[h]!.hotelId,
          type.name,
          type.dailyRateCents,
          type.weeklyRateCents,
          type.monthlyRateCents,
          at(now),
        ]),
      ),
    );
    await insertColumns(
      db,
      'room',
      [
        { name: 'id', type: 'int' },
        { name: 'hotel_id', type: 'int' },
        { name: 'room_number', type: 'text' },
        { name: 'room_type_id', type: 'int' },
        { name: 'created_at', type: 'timestamptz' },
      ],
      hotels.flatMap((hotel, h) =>
        hotel.rooms.map((room, r) => [
          written[h]!.roomIds[r]!,
          written[h]!.hotelId,
          room.roomNumber,
          written[h]!.roomTypeIds[room.roomTypeIndex]!,
          at(now),
        ]),
      ),
    );
    const taxRows = hotels.flatMap((hotel, h) =>
      hotel.taxRates.map((rate) => [
        written[h]!.hotelId,
        rate.name,
        formatRate(parseRate(rate.rate)),
        rate.isPercentage,
        rate.flatAmountCents,
        arrayLiteral(rate.applyTo),
        rate.isActive,
        rate.sortOrder,
        at(now),
      ]),
    );
    await insertColumns(db, 'tax_rate', TAX_RATE_COLUMNS, taxRows);
    const periodRows = hotels.flatMap((hotel, h) =>
      hotel.ratePeriods.map((period) => [
        written[h]!.hotelId,
        written[h]!.roomTypeIds[period.roomTypeIndex]!,
        period.name,
        period.rateType,
        period.priority,
        period.dailyRateCents,
        period.weeklyRateCents,
        period.monthlyRateCents,
        arrayLiteral(period.daysOfWeek),
        period.startDate,
        period.endDate,
        arrayLiteral(period.specificDates),
        period.description,
        period.isActive,
        at(now),
      ]),
    );
    await insertColumns(db, 'rate_period', RATE_PERIOD_COLUMNS, periodRows);
    options.onProgress?.('room types, rooms, tax rates and rate periods');

    // booking_month_totals (migration 0023): its insert trigger, per statement, costs a bulk load more than the
    // rows themselves; it is off (in this transaction only: no other session ever sees it off) while the
    // bookings go in, and their months are added in one statement after, the same rows it would have made.
    await db.execute(`alter table "booking" disable trigger "${MONTH_TOTALS_TRIGGER}"`, [], 'run');
    await db.execute(`alter table "booking" disable trigger "${NAME_WORDS_TRIGGER}"`, [], 'run');
    await withConstraintsAfter(db, ['guest', 'booking'], async () => {
      await insertColumns(
        db,
        'guest',
        [
          { name: 'id', type: 'int' },
          { name: 'hotel_id', type: 'int' },
          { name: 'first_name', type: 'text' },
          { name: 'last_name', type: 'text' },
          { name: 'email', type: 'text' },
          { name: 'phone', type: 'text' },
          { name: 'city', type: 'text' },
          { name: 'state', type: 'text' },
          { name: 'vip', type: 'boolean' },
          { name: 'created_at', type: 'timestamptz' },
        ],
        hotels.flatMap((hotel, h) =>
          hotel.guests.map((guest, g) => [
            written[h]!.guestIds[g]!,
            written[h]!.hotelId,
            guest.firstName,
            guest.lastName,
            guest.email,
            guest.phone,
            guest.city,
            guest.state,
            guest.vip,
            at(now),
          ]),
        ),
      );
      options.onProgress?.(`${guestIds.length} guests`);

      // Every hotel's stays in statements of BATCH_ROWS rows, one hotel after another: a small hotel's few
      // hundred are not a statement of their own (each statement runs booking's statement triggers once).
      let pending: Scalar[][] = [];
      let bookings = 0;
      for (const [h, hotel] of hotels.entries()) {
        const ids = written[h]!;
        for (const booking of hotel.bookings) {
          const f = booking.figures;
          pending.push([
            ids.hotelId,
            ids.roomIds[booking.roomIndex]!,
            booking.guestName,
            ids.guestIds[booking.guestIndex]!,
            f.checkInDate,
            f.checkOutDate,
            f.rateType,
            f.nights,
            f.dailyWeeklyAmount,
            f.monthlyAmount,
            f.subtotal,
            f.taxAmount,
            f.resortFee,
            f.grandTotal,
            f.paidAmount,
            booking.paymentMethod,
            f.paymentStatus,
            at(booking.createdAt),
            at(booking.createdAt),
          ]);
        }
        const last = h === hotels.length - 1;
        const whole = last ? pending.length : pending.length - (pending.length % BATCH_ROWS);
        if (whole > 0) {
          await insertColumns(db, 'booking', BOOKING_COLUMNS, pending.slice(0, whole));
          pending = pending.slice(whole);
        }
        bookings += hotel.bookings.length;
        if (hotel.bookings.length >= 50_000 || last) options.onProgress?.(`${bookings} bookings`);
      }
    });
    options.onProgress?.('indexes and constraints of guests and bookings built and checked');
    await db.execute(
      addBookingsToMonthTotals(`select * from "booking" where "hotel_id" = any(?::int[])`),
      [arrayLiteral(hotelIds)],
      'run',
    );
    await db.execute(`alter table "booking" enable trigger "${MONTH_TOTALS_TRIGGER}"`, [], 'run');
    options.onProgress?.('month totals');
    // The same for the guest-name words (migration 0026): in booking order, the order the trigger writes them
    // in, and the word index built once after.
    await withConstraintsAfter(db, ['booking_name_word'], () =>
      db.execute(addNameWordsOf(`(select * from "booking" where "hotel_id" = any(?::int[]))`), [arrayLiteral(hotelIds)], 'run'),
    );
    await db.execute(`alter table "booking" enable trigger "${NAME_WORDS_TRIGGER}"`, [], 'run');
    options.onProgress?.('guest-name words');
    // One row per booking in each of these two as well: their foreign keys are checked, and their indexes built,
    // once after the rows are in.
    await withConstraintsAfter(db, ['folio_payment', 'audit_log'], async () => {
      // Each booking's paid amount is its folio's one payment, as migration 0018 made them for existing bookings.
      await db.execute(
        `insert into folio_payment (hotel_id, booking_id, date, method, amount_cents, created_at)
         select hotel_id, id, created_at::date, payment_method, paid_amount_cents, created_at
           from booking where hotel_id = any(?::int[]) and paid_amount_cents <> 0 order by id`,
        [arrayLiteral(written.map((hotel) => hotel.hotelId))],
        'run',
      );
      options.onProgress?.('folio payments');
      // The activity log of a hotel with years of history: each booking's creation by the hotel's Owner, as the
      // audit trail would have recorded it (written in SQL here: the seed bypasses the unit of work).
      await db.execute(
        `insert into audit_log (hotel_id, actor_account_id, actor_user_id, entity, entity_id, action, after, created_at)
         select b.hotel_id, b.hotel_id, u.id, 'Booking', b.id, 'create',
                jsonb_build_object('room', b.room_id, 'guestName', b.guest_name, 'checkInDate', b.check_in_date,
                  'checkOutDate', b.check_out_date, 'nights', b.nights, 'grandTotalCents', b.grand_total_cents,
                  'paidAmountCents', b.paid_amount_cents, 'status', b.status),
                b.created_at
           from booking b join hotel_user u on u.hotel_id = b.hotel_id and u.role = 'Owner'
          where b.hotel_id = any(?::int[]) order by b.id`,
        [arrayLiteral(written.map((hotel) => hotel.hotelId))],
        'run',
      );
      options.onProgress?.('activity log');
    });
    options.onProgress?.('indexes and constraints of folio payments and the activity log built and checked');
    return written;
  });
}

const TAX_RATE_COLUMNS: Column[] = [
  { name: 'hotel_id', type: 'int' },
  { name: 'name', type: 'text' },
  { name: 'rate', type: 'numeric' },
  { name: 'is_percentage', type: 'boolean' },
  { name: 'flat_amount_cents', type: 'int' },
  { name: 'apply_to', type: 'text[]' },
  { name: 'is_active', type: 'boolean' },
  { name: 'sort_order', type: 'int' },
  { name: 'created_at', type: 'timestamptz' },
];

const RATE_PERIOD_COLUMNS: Column[] = [
  { name: 'hotel_id', type: 'int' },
  { name: 'room_type_id', type: 'int' },
  { name: 'name', type: 'text' },
  { name: 'rate_type', type: 'text' },
  { name: 'priority', type: 'int' },
  { name: 'daily_rate_cents', type: 'int' },
  { name: 'weekly_rate_cents', type: 'int' },
  { name: 'monthly_rate_cents', type: 'int' },
  { name: 'days_of_week', type: 'text[]' },
  { name: 'start_date', type: 'date' },
  { name: 'end_date', type: 'date' },
  { name: 'specific_dates', type: 'text[]' },
  { name: 'description', type: 'text' },
  { name: 'is_active', type: 'boolean' },
  { name: 'created_at', type: 'timestamptz' },
];

const BOOKING_COLUMNS: Column[] = [
  { name: 'hotel_id', type: 'int' },
  { name: 'room_id', type: 'int' },
  { name: 'guest_name', type: 'text' },
  { name: 'guest_id', type: 'int' },
  { name: 'check_in_date', type: 'date' },
  { name: 'check_out_date', type: 'date' },
  { name: 'rate_type', type: 'text' },
  { name: 'nights', type: 'int' },
  { name: 'daily_weekly_amount_cents', type: 'int' },
  { name: 'monthly_amount_cents', type: 'int' },
  { name: 'subtotal_cents', type: 'int' },
  { name: 'tax_amount_cents', type: 'int' },
  { name: 'resort_fee_cents', type: 'int' },
  { name: 'grand_total_cents', type: 'int' },
  { name: 'paid_amount_cents', type: 'int' },
  { name: 'payment_method', type: 'text' },
  { name: 'status', type: 'text' },
  { name: 'created_at', type: 'timestamptz' },
  { name: 'updated_at', type: 'timestamptz' },
];
