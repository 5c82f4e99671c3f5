import { Migration } from '@mikro-orm/migrations';

/**
 * Long-stay taxes (issue 26, core/long-stay.ts). Each booking keeps, for Tax 1 and Tax 2, the tax rate it was
 * priced with (whose rule and chain decide) and its taxed nights: the first so many of its nights carry that
 * tax, which the night audit, the daily report and the statistics spread over them only. Null taxed nights
 * (a row written by a path that knows no rule) mean every night; the rows already there are every night.
 *
 * The refund-all credit and an ended agreement's due tax are folio adjustments of their own kinds, naming the
 * tax (its slot and rate) they concern; the unique index holds each to once per booking and tax.
 */
export class LongStayTaxesMigration extends Migration {
  override name = '0033-long-stay-taxes';

  async up(): Promise<void> {
    this.addSql(`alter table "booking" add column "tax1_rate_id" int null, add column "tax2_rate_id" int null,
      add column "tax1_taxed_nights" int null, add column "tax2_taxed_nights" int null;`);
    this.addSql('update "booking" set "tax1_taxed_nights" = "nights", "tax2_taxed_nights" = "nights";');
    this.addSql(`alter table "booking" add constraint "booking_taxed_nights_check"
      check ("tax1_taxed_nights" between 0 and "nights" and "tax2_taxed_nights" between 0 and "nights");`);
    // A stay's chain is walked by guest and date, both ways (bookings/long-stay-chains.ts): back by check-out
    // here, forward by check-in through migration 0032's booking_guest_chain_index.
    this.addSql(
      'create index "booking_hotel_id_guest_id_check_out_date_index" on "booking" ("hotel_id", "guest_id", "check_out_date");',
    );

    this.addSql('alter table "folio_adjustment" drop constraint "folio_adjustment_kind_check";');
    this.addSql('alter table "folio_adjustment" alter column "kind" type varchar(20);');
    this.addSql(`alter table "folio_adjustment" add column "tax" varchar(5) null, add column "tax_rate_id" int null;`);
    this.addSql(`alter table "folio_adjustment" add constraint "folio_adjustment_kind_check"
      check ("kind" in ('Room', 'Tax 1', 'Tax 2', 'Long-stay refund', 'Long-stay tax due'));`);
    this.addSql(`alter table "folio_adjustment" add constraint "folio_adjustment_tax_check"
      check (("kind" like 'Long-stay%') = ("tax" is not null) and ("tax" is null or "tax" in ('Tax 1', 'Tax 2')));`);
    this.addSql(`create unique index "folio_adjustment_long_stay_unique" on "folio_adjustment" ("booking_id", "kind", "tax")
      where "kind" like 'Long-stay%';`);
  }
}
