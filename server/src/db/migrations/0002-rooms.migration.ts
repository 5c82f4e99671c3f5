import { Migration } from '@mikro-orm/migrations';

export class RoomsMigration extends Migration {
  override name = '0002-rooms';

  async up(): Promise<void> {
    this.addSql(`create table "room_type" (
      "id" serial primary key, "hotel_id" int not null references "hotel_account" ("id") on delete cascade,
      "name" varchar(100) not null,
      "daily_rate_cents" int not null check ("daily_rate_cents" >= 0),
      "weekly_rate_cents" int not null check ("weekly_rate_cents" >= 0),
      "monthly_rate_cents" int not null check ("monthly_rate_cents" >= 0),
      "created_at" timestamptz not null);`);
    this.addSql('create index "room_type_hotel_id_name_index" on "room_type" ("hotel_id", "name");');

    // Deleting a room type leaves its rooms without a type; deleting a room never touches its type.
    this.addSql(`create table "room" (
      "id" serial primary key, "hotel_id" int not null references "hotel_account" ("id") on delete cascade,
      "room_number" varchar(20) not null,
      "room_type_id" int null references "room_type" ("id") on delete set null,
      "created_at" timestamptz not null);`);
    this.addSql('alter table "room" add constraint "room_hotel_id_room_number_unique" unique ("hotel_id", "room_number");');
    this.addSql('create index "room_hotel_id_room_type_id_index" on "room" ("hotel_id", "room_type_id");');
  }
}
