import { Migration } from '@mikro-orm/migrations';

/**
 * Adjustments (issue 25): how a closed day is corrected. Each is a line of its own (folio_adjustment), dated
 * on the business date, of kind Room, Tax 1 or Tax 2, positive a charge and negative a credit, with its
 * reason. The booking keeps their sum as a column (adjustments_cents), written in the same transaction as
 * the line, and its generated balance counts it; booking_totals' trigger reads the balance column, so its
 * "with a balance due" follows without change.
 */
export class FolioAdjustmentsMigration extends Migration {
  override name = '0029-folio-adjustments';

  async up(): Promise<void> {
    this.addSql(`create table "folio_adjustment" (
      "id" serial primary key,
      "hotel_id" int not null references "hotel_account" ("id") on delete cascade,
      "booking_id" int not null references "booking" ("id") on delete cascade,
      "date" date not null,
      "kind" varchar(10) not null,
      "amount_cents" int not null,
      "reason" varchar(200) not null,
      "created_at" timestamptz not null,
      constraint "folio_adjustment_kind_check" check ("kind" in ('Room', 'Tax 1', 'Tax 2')),
      constraint "folio_adjustment_amount_check" check ("amount_cents" <> 0));`);
    this.addSql('create index "folio_adjustment_booking_id_index" on "folio_adjustment" ("booking_id", "id");');
    this.addSql('create index "folio_adjustment_hotel_id_date_index" on "folio_adjustment" ("hotel_id", "date");');

    this.addSql('alter table "booking" add column "adjustments_cents" int not null default 0;');
    this.addSql('alter table "booking" drop column "balance_cents";');
    this.addSql(`alter table "booking" add column "balance_cents" int
      generated always as ("grand_total_cents" + "extras_cents" + "adjustments_cents" - "paid_amount_cents") stored;`);
    this.addSql('create index "booking_hotel_id_balance_id_index" on "booking" ("hotel_id", "balance_cents", "id");');
  }
}
