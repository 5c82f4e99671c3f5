import { Migration } from '@mikro-orm/migrations';

export class TaxRatesMigration extends Migration {
  override name = '0003-tax-rates';

  async up(): Promise<void> {
    // numeric(9,6) keeps a fraction such as 0.0825 exact; flat fees are whole cents.
    this.addSql(`create table "tax_rate" (
      "id" serial primary key, "hotel_id" int not null references "hotel_account" ("id") on delete cascade,
      "name" varchar(100) not null, "rate" numeric(9,6) not null, "is_percentage" boolean not null default true,
      "flat_amount_cents" int not null default 0, "apply_to" text[] not null, "is_active" boolean not null default true,
      "sort_order" int not null default 0, "created_at" timestamptz not null);`);
    this.addSql('create index "tax_rate_hotel_id_sort_order_id_index" on "tax_rate" ("hotel_id", "sort_order", "id");');
  }
}
