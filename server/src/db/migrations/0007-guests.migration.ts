import { Migration } from '@mikro-orm/migrations';

export class GuestsMigration extends Migration {
  override name = '0007-guests';

  async up(): Promise<void> {
    this.addSql(`create table "guest" (
      "id" serial primary key, "hotel_id" int not null references "hotel_account" ("id") on delete cascade,
      "first_name" varchar(100) not null, "last_name" varchar(100) not null, "email" varchar(254) null,
      "phone" varchar(40) null, "address" varchar(200) null, "city" varchar(100) null, "state" varchar(50) null,
      "zip_code" varchar(20) null, "country" varchar(100) null, "id_type" varchar(50) null,
      "id_number" varchar(100) null, "notes" text null, "vip" boolean not null default false,
      "created_at" timestamptz not null);`);
    this.addSql('create index "guest_hotel_id_last_name_first_name_index" on "guest" ("hotel_id", "last_name", "first_name");');
    // Autocomplete searches a substring of 'first last' or 'last first': trigram indexes answer both.
    this.addSql(`create index "guest_first_last_trgm" on "guest" using gin (("first_name" || ' ' || "last_name") gin_trgm_ops);`);
    this.addSql(`create index "guest_last_first_trgm" on "guest" using gin (("last_name" || ' ' || "first_name") gin_trgm_ops);`);
  }
}
