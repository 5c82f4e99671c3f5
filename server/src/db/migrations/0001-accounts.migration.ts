import { Migration } from '@mikro-orm/migrations';

export class AccountsMigration extends Migration {
  override name = '0001-accounts';

  async up(): Promise<void> {
    // Extensions first: later migrations use them for the no-double-booking constraint and guest search.
    this.addSql('create extension if not exists btree_gist;');
    this.addSql('create extension if not exists pg_trgm;');

    this.addSql(`create table "hotel_account" (
      "id" serial primary key, "name" varchar(120) not null, "email" varchar(254) not null,
      "password_hash" varchar(255) null, "phone_number" varchar(40) null, "address" varchar(200) null,
      "city" varchar(100) null, "state" varchar(2) null, "zip_code" varchar(20) null, "country" varchar(100) null,
      "website" varchar(200) null, "number_of_rooms" int null,
      "is_email_verified" boolean not null default false, "is_admin" boolean not null default false,
      "created_at" timestamptz not null);`);
    this.addSql('alter table "hotel_account" add constraint "hotel_account_email_unique" unique ("email");');

    this.addSql(`create table "auth_session" (
      "id" serial primary key, "token_hash" varchar(64) not null,
      "account_id" int not null references "hotel_account" ("id") on delete cascade,
      "impersonated_hotel_id" int null references "hotel_account" ("id") on delete cascade,
      "created_at" timestamptz not null, "last_seen_at" timestamptz not null, "expires_at" timestamptz not null);`);
    this.addSql('alter table "auth_session" add constraint "auth_session_token_hash_unique" unique ("token_hash");');
    this.addSql('create index "auth_session_account_id_index" on "auth_session" ("account_id");');

    this.addSql(`create table "account_token" (
      "id" serial primary key, "account_id" int not null references "hotel_account" ("id") on delete cascade,
      "purpose" varchar(20) not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null,
      "used_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql('create index "account_token_account_id_index" on "account_token" ("account_id");');
    this.addSql('alter table "account_token" add constraint "account_token_token_hash_unique" unique ("token_hash");');

    this.addSql(`create table "sign_in_attempt" (
      "id" serial primary key, "throttle_key" varchar(300) not null, "attempted_at" timestamptz not null);`);
    this.addSql(
      'create index "sign_in_attempt_throttle_key_attempted_at_index" on "sign_in_attempt" ("throttle_key", "attempted_at");',
    );

    this.addSql(`create table "hotel_setting" (
      "id" serial primary key, "hotel_id" int not null references "hotel_account" ("id") on delete cascade,
      "key" varchar(40) not null, "value" text not null);`);
    this.addSql('alter table "hotel_setting" add constraint "hotel_setting_hotel_id_key_unique" unique ("hotel_id", "key");');
  }
}
