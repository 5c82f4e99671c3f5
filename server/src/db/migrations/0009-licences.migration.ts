import { Migration } from '@mikro-orm/migrations';

export class LicencesMigration extends Migration {
  override name = '0009-licences';

  async up(): Promise<void> {
    // Admin data, not a hotel's: a licence names its hotel by email, so deleting a hotel leaves it for the admin.
    this.addSql(`create table "licence" (
      "id" serial primary key, "license_key" varchar(40) not null, "hotel_name" varchar(120) not null,
      "hotel_email" varchar(254) not null, "phone_number" varchar(40) null, "address" varchar(200) not null,
      "city" varchar(100) not null, "state" varchar(2) not null, "zip_code" varchar(20) not null,
      "country" varchar(100) null, "website" varchar(200) null, "number_of_rooms" int not null,
      "is_active" boolean not null default true, "created_at" timestamptz not null);`);
    this.addSql('alter table "licence" add constraint "licence_license_key_unique" unique ("license_key");');
    this.addSql('create index "licence_hotel_email_index" on "licence" ("hotel_email");');
    this.addSql('create index "licence_created_at_index" on "licence" ("created_at");');
  }
}
