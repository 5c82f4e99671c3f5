import { Migration } from '@mikro-orm/migrations';
import { MONTH_FIGURES, monthTotalsDelta, monthTotalsTrigger, staysOf, upsertMonthTotals } from '../kept-totals';

/** The booking rows of a table (or a trigger's transition table) that hold a room, with their sign (kept-totals.ts). */
const stays = (table: string, sign: 1 | -1) => staysOf(`"${table}"`, sign);

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
      ${MONTH_FIGURES.map((figure) => `"${figure}" ${figure.endsWith('_cents') ? 'bigint' : 'int'} not null default 0`).join(', ')},
      primary key ("hotel_id", "month"));`);
    // A delete only takes away from rows that exist (an insert could not stand when the hotel itself is being
    // deleted and its bookings go with it); an insert or an update adds the net change of its rows.
    this.addSql(`create function "booking_month_totals_apply"() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          ${upsertMonthTotals(stays('new_rows', 1))}
        elsif tg_op = 'UPDATE' then
          ${upsertMonthTotals(`${stays('old_rows', -1)} union all ${stays('new_rows', 1)}`)}
        else
          update "booking_month_totals" as t
             set ${MONTH_FIGURES.map((figure) => `"${figure}" = t."${figure}" + d."${figure}"`).join(', ')}
            from (${monthTotalsDelta(stays('old_rows', -1))}) as d
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
      this.addSql(`create trigger "${monthTotalsTrigger(event)}" after ${event} on "booking"
        referencing ${transition} for each statement execute function "booking_month_totals_apply"();`);
    }
    this.addSql(upsertMonthTotals(stays('booking', 1)));
  }
}
