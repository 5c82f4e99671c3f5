import { Migration } from '@mikro-orm/migrations';

export class AmenitiesMigration extends Migration {
  override name = '0005-amenities';

  async up(): Promise<void> {
    this.addSql(`create table "amenity" (
      "id" serial primary key, "hotel_id" int not null references "hotel_account" ("id") on delete cascade,
      "name" varchar(100) not null, "description" text null, "category" varchar(20) not null,
      "icon" varchar(40) not null, "is_active" boolean not null default true, "sort_order" int not null default 0);`);
    this.addSql('create index "amenity_hotel_id_sort_order_name_index" on "amenity" ("hotel_id", "sort_order", "name");');
  }
}
