import { Migration } from '@mikro-orm/migrations';

/** As 0017 has it (core/stay-status.ts holdsRoom). */
const HOLDS_ROOM = `"stay_status" not in ('Cancelled', 'No Show')`;

const FIGURES = [
  'stays',
  'taxable_cents',
  'non_taxable_cents',
  'tax_cents',
  'resort_fee_cents',
  'grand_total_cents',
  'occupied_nights',
] as const;

/** The stays of `source` (a table, or a subquery with its alias) that hold a room, each with the sign it brings (+1 added, -1 taken away). */
const staysOf = (source: string, sign: 1 | -1) => `select ${sign} as "sign", "hotel_id", "check_in_date", "check_out_date",
    "rate_type", "subtotal_cents", "tax_amount_cents", "resort_fee_cents", "grand_total_cents"
  from ${source} where ${HOLDS_ROOM}`;
const stays = (table: string, sign: 1 | -1) => staysOf(`"${table}"`, sign);

/**
 * What `sources` change in each (hotel, month): the money and the count go to the month of the check-in
 * (the reports' rule: core/financial-report.ts), the nights to each month they fall in (the dashboard's
 * occupancy). Months whose figures do not move are left out, so that recording a payment writes no row.
 */
const delta = (sources: string) => `select * from (
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
) as d where ${FIGURES.map((figure) => `d."${figure}" <> 0`).join(' or ')}`;

const COLUMNS = `"hotel_id", "month", ${FIGURES.map((figure) => `"${figure}"`).join(', ')}`;
/** Adds a delta to the kept rows, creating those a month has not had yet, in (hotel, month) order. */
const upsert = (sources: string) => `insert into "booking_month_totals" as t (${COLUMNS})
    ${delta(sources)} order by "hotel_id", "month"
  on conflict ("hotel_id", "month") do update
    set ${FIGURES.map((figure) => `"${figure}" = t."${figure}" + excluded."${figure}"`).join(', ')};`;

/**
 * The monthly and quarterly reports' sums and the dashboard's month (revenue, occupied nights), kept per
 * hotel and calendar month by the database in the same transaction as every booking write (issue 16, "the
 * floor, made strict"): a report reads twelve rows and the dashboard one, however long the history, instead
 * of summing a year of bookings on every request. Only stays that hold a room count (migration 0017).
 * Statement triggers with transition tables, as booking_totals (0011): a bulk write adds its rows once.
 */
export class BookingMonthTotalsMigration extends Migration {
  override name = '0023-booking-month-totals';

  async up(): Promise<void> {
    this.addSql(`create table "booking_month_totals" (
      "hotel_id" int not null references "hotel_account" ("id") on delete cascade,
      "month" date not null,
      ${FIGURES.map((figure) => `"${figure}" ${figure.endsWith('_cents') ? 'bigint' : 'int'} not null default 0`).join(', ')},
      primary key ("hotel_id", "month"));`);
    // A delete only takes away from rows that exist (an insert could not stand when the hotel itself is being
    // deleted and its bookings go with it); an insert or an update adds the net change of its rows.
    this.addSql(`create function "booking_month_totals_apply"() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          ${upsert(stays('new_rows', 1))}
        elsif tg_op = 'UPDATE' then
          ${upsert(`${stays('old_rows', -1)} union all ${stays('new_rows', 1)}`)}
        else
          update "booking_month_totals" as t
             set ${FIGURES.map((figure) => `"${figure}" = t."${figure}" + d."${figure}"`).join(', ')}
            from (${delta(stays('old_rows', -1))}) as d
           where t."hotel_id" = d."hotel_id" and t."month" = d."month";
        end if;
        return null;
      end $$;`);
    // Triggers fire in the order of their names: these after booking_totals' own, so that every writer takes
    // the hotel's booking_totals row first and then its month rows, never two writers in opposite orders.
    for (const [event, transition] of [
      ['insert', 'new table as "new_rows"'],
      ['update', 'old table as "old_rows" new table as "new_rows"'],
      ['delete', 'old table as "old_rows"'],
    ] as const) {
      this.addSql(`create trigger "booking_totals_${event}_months" after ${event} on "booking"
        referencing ${transition} for each statement execute function "booking_month_totals_apply"();`);
    }
    this.addSql(upsert(stays('booking', 1)));
  }
}

/**
 * What the insert trigger adds for `bookings` (a select of booking rows, each with all its columns), as one
 * statement: a bulk load with the trigger disabled adds its rows' months with it once at the end
 * (seeds/bench-seed.ts), the same rows the trigger would have made statement by statement.
 */
export const addBookingsToMonthTotals = (bookings: string) => upsert(staysOf(`(${bookings}) as "b"`, 1));
