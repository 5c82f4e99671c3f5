/**
 * The SQL that keeps the rows the database derives from bookings, written once for the migrations that create
 * their triggers (0023 booking_month_totals, 0026 booking_name_word) and the bench seed (seeds/bench-seed.ts),
 * which loads bookings with those triggers off and adds its rows' totals and words in one statement each after.
 * Migrations run this text: what it writes must not change. A change to the kept rows is a new migration with
 * a text of its own, never an edit here.
 */

/** As 0017 has it (core/stay-status.ts holdsRoom). */
const HOLDS_ROOM = `"stay_status" not in ('Cancelled', 'No Show')`;

export const MONTH_FIGURES = [
  'stays',
  'taxable_cents',
  'non_taxable_cents',
  'tax_cents',
  'resort_fee_cents',
  'grand_total_cents',
  'occupied_nights',
] as const;

/** The triggers of 0023 and 0026 on booking, by the event that fires them. */
export const monthTotalsTrigger = (event: 'insert' | 'update' | 'delete') => `booking_totals_${event}_months`;
export const nameWordsTrigger = (event: 'insert' | 'update' | 'delete') => `booking_words_${event}`;

/** The stays of `source` (a table, or a subquery with its alias) that hold a room, each with the sign it brings (+1 added, -1 taken away). */
export const staysOf = (source: string, sign: 1 | -1) => `select ${sign} as "sign", "hotel_id", "check_in_date", "check_out_date",
    "rate_type", "subtotal_cents", "tax_amount_cents", "resort_fee_cents", "grand_total_cents"
  from ${source} where ${HOLDS_ROOM}`;

/**
 * What `sources` change in each (hotel, month): the money and the count go to the month of the check-in
 * (the reports' rule: core/financial-report.ts), the nights to each month they fall in (the dashboard's
 * occupancy). Months whose figures do not move are left out, so that recording a payment writes no row.
 */
export const monthTotalsDelta = (sources: string) => `select * from (
  select r."hotel_id", m."month",
    sum(case when m."first" then r."sign" else 0 end)::int as "stays",
    sum(case when m."first" and r."rate_type" in ('Daily', 'Weekly') then r."sign" * r."subtotal_cents" else 0 end)::bigint as "taxable_cents",
    sum(case when m."first" and r."rate_type" = 'Monthly' then r."sign" * r."subtotal_cents" else 0 end)::bigint as "non_taxable_cents",
    sum(case when m."first" then r."sign" * r."tax_amount_cents" else 0 end)::bigint as "tax_cents",
    sum(case when m."first" then r."sign" * r."resort_fee_cents" else 0 end)::bigint as "resort_fee_cents",
    sum(case when m."first" then r."sign" * r."grand_total_cents" else 0 end)::bigint as "grand_total_cents",
    sum(r."sign" * (least(r."check_out_date", (m."month" + interval '1 month')::date) - greatest(r."check_in_date", m."month")))::int
      as "occupied_nights"
  from (${sources}) as r
  cross join lateral (
    select g::date as "month", g = date_trunc('month', r."check_in_date"::timestamp) as "first"
      from generate_series(date_trunc('month', r."check_in_date"::timestamp),
                           date_trunc('month', (r."check_out_date" - 1)::timestamp), interval '1 month') as g
  ) as m
  group by r."hotel_id", m."month"
) as d where ${MONTH_FIGURES.map((figure) => `d."${figure}" <> 0`).join(' or ')}`;

const MONTH_COLUMNS = `"hotel_id", "month", ${MONTH_FIGURES.map((figure) => `"${figure}"`).join(', ')}`;

/** Adds a delta to the kept rows, creating those a month has not had yet, in (hotel, month) order. */
export const upsertMonthTotals = (sources: string) => `insert into "booking_month_totals" as t (${MONTH_COLUMNS})
    ${monthTotalsDelta(sources)} order by "hotel_id", "month"
  on conflict ("hotel_id", "month") do update
    set ${MONTH_FIGURES.map((figure) => `"${figure}" = t."${figure}" + excluded."${figure}"`).join(', ')};`;

/**
 * What the insert trigger adds for `bookings` (a select of booking rows, each with all its columns), as one
 * statement: a bulk load with the trigger disabled adds its rows' months with it once at the end, the same
 * rows the trigger would have made statement by statement.
 */
export const addBookingsToMonthTotals = (bookings: string) => upsertMonthTotals(staysOf(`(${bookings}) as "b"`, 1));

/**
 * The words of each booking's guest name (0014's guest_search, "last, first\nfirst last" in lower case, cut
 * at white space and commas), as `select "hotel_id", "word", "booking_id"` from `bookings` (a table, or a
 * subquery with its alias). A search text without white space or commas is inside a name exactly when it is
 * inside one of these words.
 */
export const nameWordsOf = (bookings: string) => `select distinct b."hotel_id", w."word", b."id" as "booking_id"
  from ${bookings} as b cross join lateral regexp_split_to_table(b."guest_search", '[\\s,]+') as w("word")
  where w."word" <> ''`;

/**
 * Adds the name words of `bookings` to booking_name_word, and any word new to its hotel to
 * booking_name_vocabulary (in order, so that two writers never wait on each other's new words crosswise): one
 * statement. The insert trigger runs it for each statement's rows; a bulk load once after all of its rows.
 */
export const addNameWordsOf = (bookings: string) => `with "n" as materialized (${nameWordsOf(bookings)}),
    "words" as (insert into "booking_name_word" ("hotel_id", "word", "booking_id") select * from "n" order by 3, 2)
  insert into "booking_name_vocabulary" ("hotel_id", "word") select distinct "hotel_id", "word" from "n" order by 1, 2
  on conflict do nothing`;
