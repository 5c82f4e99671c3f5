/**
 * How Innkeep's tables spread over a Citus cluster (docs/scale-out.md). A table with a hotel_id column is
 * hotel-owned and distributed by hotel_id, except the reference tables named here; a table without one is a
 * reference table or stays on the coordinator. The schema tests (db/hotel-keys.test.ts,
 * hotel-statements.postgres.test.ts) read the catalog against these lists: a new table is a decision.
 */

/** Tables with a hotel_id that are not distributed by it, and why. */
export const REFERENCE_WITH_HOTEL_ID: Readonly<Record<string, string>> = {
  hotel_user:
    'the sign-in lookup: a person signs in by an email unique across hotels before any hotel is known; a few rows a hotel, rarely written',
  online_booking_page:
    "the guests' booking page is found by its slug, unique across hotels, before any hotel is known; one row a hotel",
};

/** Tables without a hotel_id, and why. */
export const NOT_THE_HOTELS: Readonly<Record<string, string>> = {
  hotel_account: 'reference: the hotels themselves, which every hotel-owned table references',
  licence: 'reference: the licences, issued to hotels by the licence server and read by the admin console',
  auth_session: 'reference: a session is found by its cookie before any hotel is known',
  account_token: 'reference: a reset or invitation link is found by its token before any hotel is known',
  recovery_code: "reference: the second step of a sign-in reads a person's codes before the session exists",
  sign_in_attempt: 'coordinator-local: the sign-in throttle counts attempts by address, across hotels',
  mikro_orm_migrations: "coordinator-local: the migrations' own record",
};

/** The tables of the current schema, each with whether it has a hotel_id column. */
export const TABLES_SQL = `select c.relname as name,
    exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'hotel_id' and not a.attisdropped) as hotel
  from pg_class c where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p') order by 1`;

/** The hotel-owned tables (distributed by hotel_id) among the schema's tables. */
export const hotelOwnedTables = (tables: readonly { name: string; hotel: boolean }[]): string[] =>
  tables.filter((table) => table.hotel && !(table.name in REFERENCE_WITH_HOTEL_ID)).map((table) => table.name);
